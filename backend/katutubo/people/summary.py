"""A person in brief: the one shape (and the one builder) every list line, suggestion, match, family-tree
node and Trash row shows a stored person with. Responses that say more extend PersonSummary."""

from typing import Any, TypeVar

from pydantic import BaseModel, Field

from katutubo.models import Gender, Person
from katutubo.people.names import list_name
from katutubo.people.presenter import photo_url


class PersonSummary(BaseModel):
    id: int
    name: str = Field(description="'Last, First Middle'; the parts follow for other spellings.")
    first_name: str
    middle_name: str | None
    last_name: str
    gender: Gender | None
    age: int | None
    barangay: str
    lineage: str | None = Field(description="The tribe.")
    thumb_url: str | None


Brief = TypeVar("Brief", bound=PersonSummary)


def summarise(person: Person, model: type[Brief] = PersonSummary, **more: Any) -> Brief:  # type: ignore[assignment]
    """A stored row in brief, as PersonSummary or as a model extending it (`more`: its own fields)."""
    return model(**_fields(person), **more)


def _fields(person: Person) -> dict[str, Any]:
    return {
        "id": person.id,
        "name": list_name(person),
        "first_name": person.first_name,
        "middle_name": person.middle_name,
        "last_name": person.last_name,
        "gender": person.gender,
        "age": person.age,
        "barangay": person.barangay,
        "lineage": person.lineage,
        "thumb_url": photo_url(person, "thumb"),
    }
