"""The API fuzzed from its own OpenAPI document (schemathesis), as a signed-in IPMR: valid and invalid input
for every operation, generated from a fixed seed (the same requests every run), about 1,000 requests. No
answer may be a server error, and every answer must be one the document declares, in the declared media type
and shape."""

from collections import Counter
from collections.abc import AsyncIterator
from contextlib import suppress
from datetime import UTC, datetime, timedelta

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.python.asgi import ASGIClient
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from katutubo.auth.sessions import SESSION_COOKIE
from katutubo.core.config import get_settings
from katutubo.core.csrf import CSRF_COOKIE, CSRF_HEADER, session_token_csrf
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import new_token, token_digest
from katutubo.dashboard import router as dashboard_router
from katutubo.models import UserSession
from tests.people.factories import add_person

SEED = 20261123
EXAMPLES = 15  # at most, per operation and mode (valid, invalid); fewer where fewer inputs exist
CHECKS = [status_code_conformance, content_type_conformance, response_schema_conformance]


async def _one_event(*_args: object) -> AsyncIterator[str]:
    yield "retry: 2000\n\n"


@pytest.fixture
def finite_stream(monkeypatch):
    """The live stream ends after its first line (an endless answer has its own tests)."""
    monkeypatch.setattr(dashboard_router, "people_events", _one_event)


def signed_in(app, users) -> tuple[ASGIClient, dict[str, str]]:  # type: ignore[no-untyped-def]
    """A client with a fresh IPMR session (an operation may end the one before: logout, logout everywhere),
    and the cookies to pin (the session cookie is a declared parameter: left free, it would be fuzzed too)."""
    client = ASGIClient(app)
    token = new_token()
    with get_sessionmaker().begin() as db:
        user = users.create(role="ipmr")
        expires = datetime.now(UTC) + timedelta(days=1)
        db.add(UserSession(token_hash=token_digest(token), user_id=user.id, expires_at=expires))
    csrf = session_token_csrf(get_settings().resolved_secret_key, token)
    client.headers[CSRF_HEADER] = csrf
    return client, {SESSION_COOKIE: token, CSRF_COOKIE: csrf}


class Run:
    """What the fuzzing saw: the statuses answered, and every failed check."""

    def __init__(self) -> None:
        self.statuses: Counter[int] = Counter()
        self.failures: list[str] = []

    def fuzz(self, operation, mode: GenerationMode, client: ASGIClient, cookies: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
        @seed(SEED)
        @settings(
            max_examples=EXAMPLES,
            database=None,
            deadline=None,
            phases=[Phase.explicit, Phase.generate],
            suppress_health_check=list(HealthCheck),
        )
        @given(case=operation.as_strategy(generation_mode=mode, cookies=cookies))
        def call(case):  # type: ignore[no-untyped-def]
            response = case.call(session=client)
            self.statuses[response.status_code] += 1
            try:
                if response.status_code >= 500:
                    raise AssertionError(response.text)
                case.validate_response(response, checks=CHECKS)
            except Exception as exc:  # noqa: BLE001 (collected: every failure is reported at the end)
                self.failures.append(f"{operation.label} {mode.value}: {response.status_code} {exc}"[:600])

        with suppress(Unsatisfiable):  # no invalid input exists for an operation without parameters
            call()


def fuzz_every_operation(schema, app, users) -> Run:  # type: ignore[no-untyped-def]
    """Every operation of `schema` in both modes, each with a fresh IPMR session."""
    schema.app = app
    run = Run()
    for result in schema.get_all_operations():
        operation = result.ok()
        client, cookies = signed_in(app, users)
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            run.fuzz(operation, mode, client, cookies)
    return run


def test_fuzz_the_api(app, users, finite_stream):
    for number in range(3):
        add_person(first_name=f"Kilala{number}")
    run = fuzz_every_operation(schemathesis.openapi.from_dict(app.openapi()), app, users)
    requests = sum(run.statuses.values())
    print(f"\nfuzz: {requests} requests, statuses {sorted(run.statuses.items())}")
    assert run.failures == []
    assert sum(count for status, count in run.statuses.items() if status >= 500) == 0
    assert 800 <= requests <= 3000  # about 13 per operation (more routes, more requests)
