"""The reads of people as an encoder sees them (katutubo.access.scope): a registry of three barangays, and
callers signed in as an IPMR, an encoder of Ajos, an encoder of Ajos and Bolo, and an encoder of none."""

from collections.abc import Iterator
from datetime import date

import pytest
from fastapi.testclient import TestClient

from katutubo.core.clock import office_today
from tests.factories import UserFactory, prime_csrf
from tests.people.factories import add_people

THIS_YEAR = office_today().year
# (last, first, gender, age, occupation, tribe, barangay, health condition), added in this order: the newest
# of Ajos is Reyes, Ana; the newest of all Villanueva, Liza (San Roque).
PEOPLE = [
    ("Dela Cruz", "Juan", "Male", 36, "Farmer", "Agta", "Ajos", ""),
    ("Santos", "Maria", "Female", 10, "Elementary student", "Dumagat", "Ajos", ""),
    ("Reyes", "Ana", "Female", 23, "", "Agta", "Ajos", "Asthma"),
    ("Garcia", "Pedro", "Male", 76, "wala", "Aeta", "Bolo", "Hypertension"),
    ("Mendoza", "Carlo", "Male", 26, "none", "Agta", "Bolo", ""),
    ("Villanueva", "Liza", "Female", 19, "College student", "Dumagat", "San Roque", "Visual impairment"),
]
AJOS = ["Dela Cruz, Juan", "Reyes, Ana", "Santos, Maria"]
BOLO = ["Garcia, Pedro", "Mendoza, Carlo"]
EVERYONE = sorted([*AJOS, *BOLO, "Villanueva, Liza"])


@pytest.fixture
def registry(database_url: str) -> None:
    add_people(
        *(
            {
                "last_name": last,
                "first_name": first,
                "middle_name": None,
                "gender": gender,
                "date_of_birth": date(THIS_YEAR - age, 1, 1).isoformat(),  # `age` all this year
                "occupation": occupation,
                "lineage": tribe,
                "barangay": barangay,
                "health_condition": health,
            }
            for last, first, gender, age, occupation, tribe, barangay, health in PEOPLE
        )
    )


def _signed_in(
    app, users: UserFactory, role: str, barangays: list[str] | None = None
) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    with TestClient(app) as client:
        prime_csrf(client)
        users.sign_in(client, users.create(role=role, barangays=barangays))
        yield client


@pytest.fixture
def ipmr(app, users: UserFactory, registry: None) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    yield from _signed_in(app, users, "ipmr")


@pytest.fixture
def ajos(app, users: UserFactory, registry: None) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """An encoder of Ajos."""
    yield from _signed_in(app, users, "encoder", ["Ajos"])


@pytest.fixture
def ajos_bolo(app, users: UserFactory, registry: None) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    yield from _signed_in(app, users, "encoder", ["Ajos", "Bolo"])


@pytest.fixture
def nowhere(app, users: UserFactory, registry: None) -> Iterator[TestClient]:  # type: ignore[no-untyped-def]
    """An encoder given no barangay yet: sees no one."""
    yield from _signed_in(app, users, "encoder", [])
