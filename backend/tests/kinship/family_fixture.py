"""A fixed family of three branches for the relationship-path search, linked straight in the database.

great-grandfather Lolo Tuhod
  ├─ Lolo Andres (+ Lola Bining)                   ├─ Tiyo-Lolo Ciano
  │    ├─ Ama Dado (+ Ina Elena: Lolo Fermin's      │    └─ Pinsan-ng-Ama Gado (the father's first cousin)
  │    │   and Lola Gloria's daughter)               │         └─ Ikalawang Pinsan Hilda (a second cousin)
  │    │    ├─ the applicant Ines (+ Asawa Jose: Biyenan Kiko's son, Bayaw Lito's brother)
  │    │    │    └─ Anak Mila (+ Manugang Nilo) └─ Apo Oscar
  │    │    └─ Kapatid Pedro (+ Hipag Quela) └─ Pamangkin Rosa
  │    └─ Tiyo Simon └─ Pinsan Tomas └─ Anak-ng-Pinsan Ursula
Ina Elena's brother Tiyo Vicente; and Walang Kaugnay Xavier, of no one.
"""

from sqlalchemy.orm import Session

from katutubo.core.db import get_sessionmaker
from katutubo.models import KinshipLink, LinkKind, Person
from katutubo.models.base import utcnow
from tests.kinship.helpers import person

MALE, FEMALE = "Male", "Female"
PEOPLE = {
    "tuhod": ("Tuhod", MALE, "1900-01-01"),
    "andres": ("Andres", MALE, "1925-01-01"),
    "bining": ("Bining", FEMALE, "1926-01-01"),
    "ciano": ("Ciano", MALE, "1927-01-01"),
    "fermin": ("Fermin", MALE, "1924-01-01"),
    "gloria": ("Gloria", FEMALE, "1925-06-01"),
    "dado": ("Dado", MALE, "1950-01-01"),
    "elena": ("Elena", FEMALE, "1952-01-01"),
    "gado": ("Gado", MALE, "1951-01-01"),
    "simon": ("Simon", MALE, "1953-01-01"),
    "vicente": ("Vicente", MALE, "1954-01-01"),
    "ines": ("Ines", FEMALE, "1975-01-01"),
    "pedro": ("Pedro", MALE, "1977-01-01"),
    "quela": ("Quela", FEMALE, "1978-01-01"),
    "jose": ("Jose", MALE, "1974-01-01"),
    "kiko": ("Kiko", MALE, "1948-01-01"),
    "lito": ("Lito", MALE, "1976-01-01"),
    "tomas": ("Tomas", MALE, "1979-01-01"),
    "hilda": ("Hilda", FEMALE, "1980-01-01"),
    "mila": ("Mila", FEMALE, "1998-01-01"),
    "nilo": ("Nilo", MALE, "1997-01-01"),
    "rosa": ("Rosa", FEMALE, "2001-01-01"),
    "ursula": ("Ursula", FEMALE, "2005-01-01"),
    "oscar": ("Oscar", MALE, "2020-01-01"),
    "xavier": ("Xavier", MALE, "1970-01-01"),
}
PARENTS = {  # child: (father, mother)
    "andres": ("tuhod", None),
    "ciano": ("tuhod", None),
    "dado": ("andres", "bining"),
    "simon": ("andres", "bining"),
    "gado": ("ciano", None),
    "elena": ("fermin", "gloria"),
    "vicente": ("fermin", "gloria"),
    "ines": ("dado", "elena"),
    "pedro": ("dado", "elena"),
    "hilda": ("gado", None),
    "jose": ("kiko", None),
    "lito": ("kiko", None),
    "tomas": ("simon", None),
    "ursula": ("tomas", None),
    "mila": (None, "ines"),
    "rosa": ("pedro", None),
    "oscar": ("nilo", "mila"),
}
SPOUSES = [
    ("andres", "bining"),
    ("fermin", "gloria"),
    ("dado", "elena"),
    ("ines", "jose"),
    ("pedro", "quela"),
    ("mila", "nilo"),
]


def build_family() -> dict[str, int]:
    """Everyone of PEOPLE, committed with their links; {key: person id}."""
    ids = {
        key: person(first, "Dumagat", gender, born, barangay="Ajos").id
        for key, (first, gender, born) in PEOPLE.items()
    }
    with get_sessionmaker().begin() as db:
        for child, (father, mother) in PARENTS.items():
            for kind, parent in ((LinkKind.father, father), (LinkKind.mother, mother)):
                if parent:
                    db.add(KinshipLink(person_id=ids[child], relative_id=ids[parent], kind=kind))
        for a, b in SPOUSES:
            low, high = sorted((ids[a], ids[b]))
            db.add(KinshipLink(person_id=low, relative_id=high, kind=LinkKind.spouse))
    return ids


def to_trash(db: Session, person_id: int) -> None:
    found = db.get(Person, person_id)
    assert found is not None
    found.deleted_at = utcnow()
