"""Two records of one person made one: the kept record takes, field by field, the value the IPMR chose; the
siblings and children of both are united; the other record goes to the Trash with a link to the kept one
(`merged_into`). The other's linked relatives (katutubo.kinship) and household membership
(katutubo.households.merged) move to the kept record; a link the family rules refuse, or a household when both
records are in different ones, stays off, and the merge says which and why, coded (`links_not_moved`).
Audited, in the merge's transaction: the kept record's update, the links moved, the other's deletion, one
person.merged event."""

from typing import Any

from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message
from katutubo.duplicates.schemas import FAMILY, MERGED_FIELDS, Choice
from katutubo.duplicates.service import ordered
from katutubo.households.merged import carry_membership
from katutubo.kinship.service import NotMoved, move_links
from katutubo.models import Person, User
from katutubo.people.changes import target
from katutubo.people.names import list_name
from katutubo.people.schemas import FamilyTreeIn, PersonUpdate
from katutubo.people.service import update_person
from katutubo.rules.names import fold_full_name
from katutubo.trash.service import move_to_trash

UNITED = ("siblings", "children")
# The form's values (its linked relatives, katutubo.kinship, are links, not values of the record).
FIELDS = MERGED_FIELDS
CHOOSABLE = (*FIELDS, "photo")
UNKNOWN_FIELD = Message("duplicates.unknown_field", "Unknown field: {fields}.")


def united(*lists: list[str]) -> list[str]:
    """Each name once (compared folded: "Ma. Ana" and "Maria Ana" are one), in the order first seen."""
    seen: set[str] = set()
    names: list[str] = []
    for name in (name for names_ in lists for name in names_):
        key = fold_full_name(name)
        if key not in seen:
            seen.add(key)
            names.append(name)
    return names


def merge(
    db: Session, actor: User, keep: Person, other: Person, choices: dict[str, Choice]
) -> tuple[Person, list[NotMoved]]:
    """The kept record, and a note for each of the other's links that could not be moved to it."""
    ordered(keep.id, other.id)
    if unknown := sorted(set(choices) - set(CHOOSABLE)):
        raise FieldErrors({"choices": UNKNOWN_FIELD.format(fields=", ".join(unknown))})
    chosen = {name: getattr(other if choices.get(name) == "other" else keep, name) for name in FIELDS}
    tree = {name: chosen.pop(name) for name in FAMILY}
    tree |= {name: united(getattr(keep, name) or [], getattr(other, name) or []) for name in UNITED}
    values: dict[str, Any] = chosen | {"family_tree": FamilyTreeIn.model_construct(**tree)}
    update_person(db, keep, PersonUpdate.model_construct(**values), actor)
    if choices.get("photo") == "other" and other.photo_key:
        # The photo files move to the kept record: purging the other from the Trash must not delete them.
        keep.photo_key, keep.thumb_key, keep.photo_version = (
            other.photo_key,
            other.thumb_key,
            other.photo_version,
        )
        other.photo_key = other.thumb_key = None
        audit.record(db, actor, "person.photo_changed", target(keep), {"photo": [None, f"from {other.id}"]})
    not_moved = move_links(db, actor, other, keep)
    if (household_left := carry_membership(db, actor, other, keep)) is not None:
        not_moved.append(household_left)
    other.merged_into = keep.id
    move_to_trash(db, actor, other)
    changes: dict[str, list[Any]] = {"merged": [audit.Mention(other.id, list_name(other)), list_name(keep)]}
    if not_moved:
        changes["links_not_moved"] = [None, [note.stored() for note in not_moved]]
    audit.record(db, actor, "person.merged", target(keep), changes)
    db.flush()
    return keep, not_moved
