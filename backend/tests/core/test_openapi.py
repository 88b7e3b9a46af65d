"""The OpenAPI document (and so the generated client) tells the one error envelope every refusal uses."""

import re
from typing import Any

from fastapi.testclient import TestClient

from katutubo.main import create_app


def _operations(document: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    return [
        (f"{method.upper()} {path}", operation)
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
    ]


def test_every_operation_declares_the_error_body_for_4xx() -> None:
    document = create_app().openapi()
    operations = _operations(document)
    assert len(operations) > 30
    for name, operation in operations:
        error = operation["responses"].get("4XX")
        assert error is not None, name
        assert error["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/ErrorBody"}
        assert "422" not in operation["responses"], name
    schemas = document["components"]["schemas"]
    assert "HTTPValidationError" not in schemas and "ValidationError" not in schemas
    assert schemas["ErrorBody"]["required"] == ["error", "code", "detail"]


def test_a_422_matches_the_declared_body(ipmr_client: TestClient) -> None:
    r = ipmr_client.post("/api/people", json={"last_name": "Cruz"})
    assert r.status_code == 422
    assert set(r.json()) == {"error", "code", "detail"} and set(r.json()["detail"]) == {"fields", "codes"}
    assert r.json()["error"] == "First name is required."
    assert r.json()["code"] == "people.required.first_name"


PUBLIC = {
    "GET /api/session",
    "GET /api/captcha/challenge",
    "POST /api/auth/login",
    "POST /api/auth/signup",
    "POST /api/auth/logout",
    "POST /api/auth/forgot-password",
    "POST /api/auth/reset-password",
    "GET /api/config",
    "GET /api/verify/{code}",
    "GET /api/verify/key",
}
RATE_LIMITED = {
    "POST /api/auth/login",
    "POST /api/auth/signup",
    "POST /api/auth/forgot-password",
    "GET /api/dashboard/events",
}


# Refusals whose body says more than the one error body (each a subclass of ErrorBody, with a fuller detail).
BODIES = {
    ("PUT /api/people/{person_id}", "409"): "StaleSaveBody",
    ("POST /api/admin/proposals/{proposal_id}/approve", "409"): "StaleSaveBody",
}


def test_every_operation_declares_its_refusals() -> None:
    """400/413 where a body is read, 401/403 where one must be signed in, 403 on every write (CSRF), 404 where
    the path names a row, 429 where a rate limit applies; each with the one error body."""
    for name, operation in _operations(create_app().openapi()):
        method, path = name.split(" ", 1)
        expected = set()
        if "requestBody" in operation:
            expected |= {"400", "413"}
        if name not in PUBLIC:
            expected |= {"401", "403"}
        if method != "GET":
            expected.add("403")
        if "_id}" in path:
            expected.add("404")
        if name in RATE_LIMITED:
            expected.add("429")
        declared = {code for code in operation["responses"] if code.startswith("4") and code != "4XX"}
        assert expected <= declared, name
        for code in declared:
            schema = operation["responses"][code]["content"]["application/json"]["schema"]
            body = BODIES.get((name, code), "ErrorBody")
            assert schema == {"$ref": f"#/components/schemas/{body}"}, (name, code)


def test_an_undocumented_method_answers_405_with_the_documented_ones(client: TestClient) -> None:
    """Allow lists every method of the path (Starlette's own named only the first route it met, and a GET
    of a POST-only path was the web app's 404)."""
    document = create_app().openapi()
    for path, methods in document["paths"].items():
        url = re.sub(r"\{\w+_id\}", "1", path).replace("{name}", "Ajos")
        documented = {method.upper() for method in methods}
        allow = documented | {"OPTIONS"}
        for method in {"GET", "POST", "PUT", "DELETE", "PATCH"} - documented:
            r = client.request(method, url)
            assert r.status_code == 405, (method, path)
            assert set(r.headers["allow"].split(", ")) == allow, (method, path)
            assert r.json()["error"] == "This address does not accept that method."
        options = client.options(url)
        assert (options.status_code, set(options.headers["allow"].split(", "))) == (204, allow), path


def test_an_unknown_api_path_is_404(client: TestClient) -> None:
    for method in ("GET", "POST", "DELETE"):
        r = client.request(method, "/api/no/such/thing")
        assert (r.status_code, r.json()["error"]) == (404, "Not found.")
