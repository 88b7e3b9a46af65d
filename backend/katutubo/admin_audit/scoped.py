"""A person's History as an encoder reads it: a relative or another person the entries name who is outside
the encoder's barangays (katutubo.access.scope) shows as a typed name on a link (no id to open them by), and
not at all elsewhere (a possible duplicate, a merged record); a certificate's affiant by the name printed on
it, as the certificate shows it."""

from typing import Any

from sqlalchemy.orm import Session

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.audit import erasure
from katutubo.certifications.affiants import AUDIT_FIELDS as AFFIANT_FIELDS
from katutubo.kinship.names import RELATIVE_FIELDS, typed_label
from katutubo.models import AuditEvent, Person


def mentions_shown(db: Session, scope: Scope, events: list[AuditEvent]) -> erasure.MentionShown | None:
    """What the reader is shown of the other people the events name (None: everything, the whole scope)."""
    if scope.is_whole:
        return None
    named = erasure.people_named(events)
    inside = set(db.scalars(people(scope, Person.id).where(Person.id.in_(named)))) if named else set()

    def shown(person_id: int, field: str, value: Any) -> Any:
        if person_id in inside or field in AFFIANT_FIELDS:
            return value
        if field in RELATIVE_FIELDS and isinstance(value, str):
            return typed_label(value)
        return erasure.HIDDEN

    return shown
