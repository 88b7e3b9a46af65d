"""An encoder's edit keeps the links it could not see. The encoder's form shows a relative of another
barangay as a typed name, with no link (katutubo.kinship, the scope): the relatives it sends hold no id for
them, and applied as sent they would unlink that father, mother, spouse or child. Approving an encoder's edit
therefore adds back the links to live people outside the author's scope: a parent unless the encoder linked
another, every spouse and child."""

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from katutubo.access.people import Account, in_scope, people_of_every_barangay
from katutubo.access.scope import Scope
from katutubo.models import KinshipLink, LinkKind, Person
from katutubo.people.schemas import PersonUpdate, RelativeLinksIn


def _outside(db: Session, account: Account, scope: Scope, ids: set[int]) -> set[int]:
    """The live people among `ids` outside the scope (of every barangay: those it does not see)."""
    if not ids:
        return set()
    live = people_of_every_barangay(account, Person.id).where(Person.id.in_(ids), ~in_scope(scope))
    return set(db.scalars(live))


def hidden_links(db: Session, account: Account, scope: Scope, person: Person) -> RelativeLinksIn:
    """The person's links to live people the scope does not see (`account`: who applies the edit)."""
    rows = db.scalars(
        select(KinshipLink).where(
            or_(KinshipLink.person_id == person.id, KinshipLink.relative_id == person.id)
        )
    ).all()
    others = {row.relative_id if row.person_id == person.id else row.person_id for row in rows}
    hidden = _outside(db, account, scope, others)
    links = RelativeLinksIn()
    for row in rows:
        other = row.relative_id if row.person_id == person.id else row.person_id
        if other not in hidden:
            continue
        if row.kind == LinkKind.spouse:
            links.spouse_ids.append(other)
        elif row.person_id == person.id:  # the person's own father or mother
            setattr(links, f"{row.kind.value}_id", other)
        else:  # a child of the person
            links.children_ids.append(other)
    return links


def with_hidden_links(
    db: Session, account: Account, scope: Scope, person: Person, payload: PersonUpdate
) -> PersonUpdate:
    """The edit as the encoder sent it (`scope`: the encoder's), with the links it could not see added back
    (`account`: the IPMR applying it)."""
    sent = payload.relatives
    if sent is None or scope.is_whole:
        return payload  # links not sent stay as they are
    hidden = hidden_links(db, account, scope, person)
    merged = RelativeLinksIn(
        father_id=sent.father_id or hidden.father_id,
        mother_id=sent.mother_id or hidden.mother_id,
        spouse_ids=[*sent.spouse_ids, *(i for i in hidden.spouse_ids if i not in sent.spouse_ids)],
        children_ids=[*sent.children_ids, *(i for i in hidden.children_ids if i not in sent.children_ids)],
    )
    return payload.model_copy(update={"relatives": merged})
