"""Checking an incoming person with the person form's own schema (katutubo.people.schemas): the same rules and
messages as the form, every broken field at once, named by the file's own field or column."""

from dataclasses import dataclass
from datetime import date

from pydantic import ValidationError

from katutubo.core.errors import field_messages
from katutubo.core.messages import Message, stored
from katutubo.imports.candidate import Candidate
from katutubo.people.fields import REQUIRED_ON_UPDATE
from katutubo.people.schemas import PersonCreate


class LegacyPerson(PersonCreate):
    """A record of the original app: its edit form could leave the household members empty, and earlier
    versions kept only an age, so either may be missing (an age, or a date of birth to give it, may not)."""

    @classmethod
    def required(cls, sent: set[str]) -> tuple[str, ...]:
        return tuple(name for name in REQUIRED_ON_UPDATE if name != "date_of_birth")


@dataclass(frozen=True)
class RowError:
    row: int
    ref: str
    column: str
    message: Message

    def as_dict(self) -> dict[str, object]:
        """As stored: the English text with its code and values (the app shows its catalogue's text)."""
        return {"row": self.row, "ref": self.ref, "column": self.column, **stored(self.message)}


def check(
    candidate: Candidate, schema: type[PersonCreate] = PersonCreate, today: date | None = None
) -> tuple[PersonCreate | None, list[RowError]]:
    """The person as the form would store them, or None and every reason it is refused."""
    errors = [RowError(candidate.row, candidate.ref, f, m) for f, m in candidate.errors.items()]
    context = {"today": today} if today else None
    try:
        person = schema.model_validate(candidate.form, context=context)
    except ValidationError as exc:
        for name, message in field_messages(exc.errors()).items():
            errors.append(RowError(candidate.row, candidate.ref, candidate.source_of(name), message))
        return None, errors
    return (None, errors) if errors else (person, [])
