"""Proposals as the API shows them: the list's entry, and the detail the IPMR decides from (proposed and
current values side by side, the changed fields, an add's possible duplicates)."""

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.access.people import person_or_none
from katutubo.access.scope import Scope
from katutubo.duplicates.schemas import Probe
from katutubo.duplicates.service import likely_matches
from katutubo.models import Person, Proposal, ProposalKind, User
from katutubo.people.schemas import PersonForm, PersonOut
from katutubo.proposals.schemas import AccountRef, ProposalDetail, ProposalOut

# The form's fields compared; links and choices about other records are not fields of the record.
COMPARED = tuple(name for name in PersonForm.model_fields if name != "relatives")


def _accounts(db: Session, ids: set[int]) -> dict[int, AccountRef]:
    if not ids:
        return {}
    rows = db.execute(select(User.id, User.display_name).where(User.id.in_(ids))).all()
    return {i: AccountRef(id=i, display_name=name) for i, name in rows}


def outs(db: Session, proposals: list[Proposal]) -> list[ProposalOut]:
    accounts = _accounts(
        db, {p.author_id for p in proposals} | {p.decided_by_id for p in proposals if p.decided_by_id}
    )
    return [_out(p, accounts) for p in proposals]


def out(db: Session, proposal: Proposal) -> ProposalOut:
    return outs(db, [proposal])[0]


def _out(p: Proposal, accounts: dict[int, AccountRef]) -> ProposalOut:
    return ProposalOut(
        id=p.id,
        kind=p.kind,
        state=p.state,
        person_id=p.person_id,
        person_name=p.person_name,
        barangay=p.barangay,
        base_version=p.base_version,
        author=accounts.get(p.author_id) or AccountRef(id=p.author_id, display_name=""),
        decided_by=accounts.get(p.decided_by_id) if p.decided_by_id else None,
        decided_at=p.decided_at,
        reason=p.reason,
        submitted_at=p.submitted_at,
        created_at=p.created_at,
        updated_at=p.updated_at,
        client_id=p.client_id,
        has_photo=p.photo_key is not None,
    )


def current_values(person: Person) -> dict[str, Any]:
    """The record now, with the form's field names."""
    shown = PersonOut.model_validate(person).model_dump(mode="json")
    return {name: shown.get(name) for name in COMPARED if name in shown}


def changed_fields(values: dict[str, Any] | None, current: dict[str, Any] | None) -> list[str]:
    if not values:
        return []
    compared = [name for name in COMPARED if name in values]
    if current is None:
        return [name for name in compared if values[name] not in (None, "", [], {})]
    return [name for name in compared if _differs(values[name], current.get(name))]


def _differs(proposed: Any, current: Any) -> bool:
    if isinstance(proposed, dict) and isinstance(current, dict):
        return any(proposed.get(k) != current.get(k) for k in proposed)
    return bool(proposed != current)


def _duplicates(db: Session, scope: Scope, values: dict[str, Any]) -> list[Any]:
    tree = values.get("family_tree") or {}
    probe = Probe.model_validate(
        {name: values.get(name) for name in ("first_name", "middle_name", "last_name", "barangay", "gender")}
        | {"date_of_birth": values.get("date_of_birth"), "mother": tree.get("mother")}
    )
    return [m for m in likely_matches(db, probe) if scope.includes_barangay(m.barangay)]


def detail(db: Session, scope: Scope, proposal: Proposal) -> ProposalDetail:
    """`scope`: the reader's; an encoder sees no possible duplicate of another barangay. The current values
    are those of a person the reader may open: none of a person in the Trash (only the Trash page shows
    them)."""
    shown = person_or_none(db, scope, proposal.person_id) if proposal.person_id else None
    current = current_values(shown) if shown is not None and proposal.kind != ProposalKind.add else None
    values = proposal.values
    duplicates = _duplicates(db, scope, values) if proposal.kind == ProposalKind.add and values else []
    return ProposalDetail(
        **out(db, proposal).model_dump(),
        values=values,
        current=current,
        changed=changed_fields(values, current) if proposal.kind != ProposalKind.delete else [],
        current_has_photo=bool(shown is not None and shown.photo_key),
        duplicates=duplicates,
    )
