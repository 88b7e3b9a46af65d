"""The OpenAPI document (and so the generated client) tells the one error envelope every refusal uses."""

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
    assert schemas["ErrorBody"]["required"] == ["error", "detail"]


def test_a_422_matches_the_declared_body(ipmr_client: TestClient) -> None:
    r = ipmr_client.post("/api/people", json={"last_name": "Cruz"})
    assert r.status_code == 422
    assert set(r.json()) == {"error", "detail"} and set(r.json()["detail"]) == {"fields"}
    assert r.json()["error"] == "First name is required."
