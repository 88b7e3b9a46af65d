"""Which methods a path of the API answers to: every route of that path counts (Starlette's own 405 names
only the first route it meets, and the web app's catch-all GET would make any unknown API path a 404)."""

from collections.abc import Iterable

from fastapi.routing import iter_route_contexts
from starlette.routing import BaseRoute, Route

# Every resource answers OPTIONS (with its Allow header); HEAD comes with GET.
ALWAYS = {"OPTIONS"}


def api_routes(routes: Iterable[BaseRoute]) -> list[Route]:
    """The app's API routes, each with its full path (routers included with a prefix too)."""
    found = (context.route for context in iter_route_contexts(list(routes)))
    return [route for route in found if isinstance(route, Route) and route.path.startswith("/api")]


def allowed_methods(routes: Iterable[BaseRoute], path: str) -> list[str]:
    """The methods of the API routes matching `path` (none: the path does not exist), sorted."""
    methods: set[str] = set()
    for route in api_routes(routes):
        if route.path_regex.match(path):
            methods |= route.methods or set()
    return sorted(methods | ALWAYS) if methods else []
