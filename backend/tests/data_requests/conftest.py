from datetime import datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient

from katutubo.core.clock import MANILA
from tests.conftest import OfficeClock

RECEIVED = datetime(2026, 12, 22, 10, 0, tzinfo=MANILA)


def request_payload(person_id: int, **overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "kind": "access",
        "person_id": person_id,
        "requester_name": "Rosa Dela Cruz",
        "relation": "guardian",
        "identity_check": "PhilSys ID shown at the counter",
        "identity_checked_by": "Liza Mercado",
    }
    payload.update(overrides)
    return payload


def record(client: TestClient, person_id: int, **overrides: Any) -> dict[str, Any]:
    response = client.post("/api/admin/requests", json=request_payload(person_id, **overrides))
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.fixture
def received_today(office_clock: OfficeClock) -> OfficeClock:
    """The office's clock on Tuesday 22 December 2026, 10:00 in Manila."""
    office_clock.set(RECEIVED)
    return office_clock
