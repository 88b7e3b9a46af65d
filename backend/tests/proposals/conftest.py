"""An encoder of Ajos (Ana Encoder) and an IPMR (Ben IPMR), signed in."""

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.factories import UserFactory
from tests.proposals.helpers import signed_in


@pytest.fixture
def encoder(app, users: UserFactory) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    with signed_in(
        app, users, "encoder", name="Ana Encoder", email="ana@example.org", barangays=["Ajos"]
    ) as c:
        yield c


@pytest.fixture
def ipmr(app, users: UserFactory) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    with signed_in(app, users, "ipmr", name="Ben IPMR", email="ben@example.org") as c:
        yield c
