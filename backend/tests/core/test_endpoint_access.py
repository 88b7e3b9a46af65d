"""Every API endpoint declares who may call it: a signed-in dependency, or a place on the public list."""

from fastapi.routing import APIRoute

from katutubo.auth.dependencies import current_user
from katutubo.main import create_app

PUBLIC = {
    ("GET", "/api/session"),
    ("GET", "/api/captcha/challenge"),
    ("POST", "/api/auth/login"),
    ("POST", "/api/auth/signup"),
    ("POST", "/api/auth/logout"),
    ("POST", "/api/auth/forgot-password"),
    ("POST", "/api/auth/reset-password"),
    ("GET", "/api/config"),
}


def _calls(dependant, target) -> bool:
    return any(d.call is target or _calls(d, target) for d in dependant.dependencies)


def test_every_api_route_requires_a_session_unless_public(settings):
    open_routes = []
    for route in create_app().routes:
        if not isinstance(route, APIRoute) or not route.path.startswith("/api"):
            continue
        for method in route.methods:
            if (method, route.path) not in PUBLIC and not _calls(route.dependant, current_user):
                open_routes.append((method, route.path))
    assert open_routes == []


def test_signed_out_calls_are_refused(raw_client):
    app = raw_client.app
    for route in app.routes:
        if isinstance(route, APIRoute) and route.path.startswith("/api") and "GET" in route.methods:
            if ("GET", route.path) in PUBLIC:
                continue
            path = route.path.replace("{person_id}", "1").replace("{name}", "Ajos")
            assert raw_client.get(path).status_code == 401, path
