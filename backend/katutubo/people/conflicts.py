"""Two clerks editing one record: a save based on an older version than the stored one is refused.

The ORM counts the version (`version_id_col` on Person): every UPDATE of a person adds one and only applies
WHERE the version is still the one read, so even two saves arriving at the same moment cannot both win."""

from pydantic import BaseModel
from sqlalchemy.orm import Session

from katutubo.core.clock import MANILA
from katutubo.core.errors import Conflict
from katutubo.core.messages import Message
from katutubo.models import Person, User

STALE = Message("people.stale", "This record was changed by {name} at {when}. Reload it to see the changes.")


def when(person: Person) -> str:
    """'Nov 23, 2026 2:05 PM', Manila time."""
    at = person.updated_at.astimezone(MANILA)
    return f"{at:%b} {at.day}, {at.year} {at.hour % 12 or 12}:{at:%M} {at:%p}"


def stale(db: Session, person: Person, current: BaseModel) -> Conflict:
    """The 409 for a save based on an older version; `current` is the stored record as the API shows it."""
    editor = db.get(User, person.updated_by) if person.updated_by else None
    name = editor.display_name if editor else "someone"
    message = STALE.format(name=name, when=when(person))
    return Conflict(message, detail={"current": current.model_dump(mode="json")})


def is_stale(person: Person, sent_version: int | None) -> bool:
    """A form that says which version it loaded must have loaded the stored one (None: not checked)."""
    return sent_version is not None and sent_version != person.version
