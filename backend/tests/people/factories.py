"""People for tests: a valid form payload, and rows written through the service like the API writes them."""

from datetime import date
from io import BytesIO
from typing import Any

from PIL import Image

from katutubo.core.clock import office_today
from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from katutubo.people.schemas import PersonCreate
from katutubo.people.service import create_person


def person_payload(**overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "last_name": "Dela Cruz",
        "first_name": "Juan",
        "middle_name": "Santos",
        "date_of_birth": "1990-05-17",
        "gender": "Male",
        "civil_status": "Married",
        "education_level": "High School",
        "occupation": "Farmer",
        "lineage": "Agta",
        "barangay": "Ajos",
        "address": "Purok 3, Brgy. Ajos",
        "health_condition": "",
        "household_members": 5,
        "contact_number": "0917 123 4567",
        "legal_basis": "law",
        "family_tree": {
            "father": "Pedro Dela Cruz",
            "mother": "Maria Santos",
            "spouse": "Ana Dela Cruz",
            "siblings": "Jose Dela Cruz, Rosa Dela Cruz",
            "children": ["Carlo Dela Cruz"],
        },
    }
    payload.update(overrides)
    return payload


def born_years_ago(years: int, today: date | None = None) -> str:
    """A date of birth that makes a person `years` old on `today` (default: the day the test runs), whatever
    day that is: two months past their birthday, so no test's answer changes as the calendar moves."""
    today = today or office_today()
    year, month = (
        (today.year - years, today.month - 2)
        if today.month > 2
        else (today.year - years - 1, today.month + 10)
    )
    return date(year, month, min(today.day, 28)).isoformat()


def add_person(today: date | None = None, **overrides: Any) -> Person:
    """A committed person, written by the same service as POST /api/people."""
    with get_sessionmaker().begin() as db:
        person = create_person(db, PersonCreate.model_validate(person_payload(**overrides)), None, today)
    return person


def add_people(*specs: dict[str, Any]) -> list[Person]:
    return [add_person(**spec) for spec in specs]


def image_bytes(
    fmt: str = "JPEG", size: tuple[int, int] = (320, 240), mode: str = "RGB", exif: Image.Exif | None = None
) -> bytes:
    color: Any = (200, 30, 30, 128) if mode == "RGBA" else (200, 30, 30) if mode == "RGB" else 1
    image = Image.new(mode, size, color)
    out = BytesIO()
    if exif is not None:
        image.save(out, format=fmt, exif=exif)
    else:
        image.save(out, format=fmt)
    return out.getvalue()


def gps_exif() -> Image.Exif:
    """EXIF with a camera model and a GPS position, as a phone writes them."""
    exif = Image.Exif()
    exif[0x0110] = "Phone Model X"  # Model
    exif[0x8825] = {1: "N", 2: (13.0, 39.0, 16.0), 3: "E", 4: (122.0, 20.0, 0.0)}  # GPSInfo
    return exif
