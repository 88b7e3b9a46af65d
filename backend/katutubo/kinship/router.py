"""Relatives of a person (the profile's Family Tree), the whole-family drawing, and the form's suggestions."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from katutubo.access.people import person as readable_person
from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import Chieftain, CurrentUser, RecordEditors
from katutubo.core.bounds import INT32_MAX, LAST_DAY
from katutubo.core.db import DB
from katutubo.core.strict_types import StrictDay
from katutubo.kinship import affiants
from katutubo.kinship import candidates as suggest
from katutubo.kinship.genealogy import genealogy
from katutubo.kinship.graph import family_graph
from katutubo.kinship.relatives import relatives
from katutubo.kinship.schemas import (
    AffiantCheck,
    Candidates,
    FamilyGraph,
    Genealogy,
    InheritedTribe,
    RelativesOut,
    Role,
)
from katutubo.people.ages import keep_ages_current
from katutubo.people.dependencies import PersonById
from katutubo.people.form import MAX_AGE

router = APIRouter(tags=["kinship"], dependencies=[Depends(keep_ages_current)])

LinkedId = Annotated[int, Query(ge=1, le=INT32_MAX)]


@router.get("/api/people/{person_id:int}/relatives", response_model=RelativesOut)
def get_relatives(db: DB, user: CurrentUser, scope: PeopleScope, person: PersonById) -> RelativesOut:
    """Father, mother, spouses, siblings (half-siblings marked) and children: linked people with their id,
    names typed as text without one (and a relative outside an encoder's barangays: the name only)."""
    return relatives(db, person, scope, user)


@router.get("/api/people/{person_id:int}/family", response_model=FamilyGraph)
def get_family(db: DB, user: CurrentUser, scope: PeopleScope, person: PersonById) -> FamilyGraph:
    """The whole family for the drawing: up to three generations up and down, siblings, spouses (for an
    encoder, those of their barangays: a relative outside them, and the line behind, is not drawn)."""
    return family_graph(db, person, scope, user)


@router.get("/api/people/{person_id:int}/genealogy", response_model=Genealogy)
def get_genealogy(db: DB, user: CurrentUser, scope: PeopleScope, person: PersonById) -> Genealogy:
    """The Genealogy Form's boxes: parents, grandparents and great-grandparents on both sides (null when
    unknown), siblings, spouses, children and grandchildren; registered people or typed names. A person in
    the Trash: 404, as their profile."""
    return genealogy(db, person, scope, user)


@router.get("/api/kinship/candidates", response_model=Candidates)
def get_candidates(
    db: DB,
    _user: RecordEditors,
    scope: PeopleScope,
    role: Role,
    q: Annotated[str, Query(max_length=100)] = "",
    person_id: Annotated[int | None, Query(ge=1, le=INT32_MAX)] = None,
    date_of_birth: Annotated[StrictDay | None, Query(le=LAST_DAY)] = None,
    age: Annotated[int | None, Query(ge=0, le=MAX_AGE)] = None,
    barangay: Annotated[str | None, Query(max_length=100)] = None,
) -> Candidates:
    """Up to 8 people whose name matches, of a plausible gender and age for `role` (a parent at least 12 years
    older than the person of the form, a child 12 younger), the form's barangay first; an encoder's barangays'
    people only."""
    return suggest.candidates(db, q, role, person_id, date_of_birth, age, barangay, scope=scope)


@router.get("/api/kinship/inherited-tribe", response_model=InheritedTribe)
def get_inherited_tribe(
    db: DB, _user: RecordEditors, scope: PeopleScope, father_id: LinkedId, mother_id: LinkedId
) -> InheritedTribe:
    """The tribe to suggest for a child whose linked parents share one; 404 "Person not found." for a parent
    not found, in the Trash or outside an encoder's barangays."""
    father, mother = readable_person(db, scope, father_id), readable_person(db, scope, mother_id)
    return InheritedTribe(tribe=suggest.inherited_tribe(father, mother))


@router.get("/api/people/{person_id:int}/affiant-check", response_model=AffiantCheck)
def check_affiants(
    db: DB,
    user: Chieftain,
    person: PersonById,
    affiant1: LinkedId | None = None,
    affiant2: LinkedId | None = None,
) -> AffiantCheck:
    """The Chieftain, while naming a certificate's affiants: each registered affiant related to the applicant
    (or affiant 2 to affiant 1) within three degrees, with the path in steps. A warning, never a refusal;
    404 "Person not found." for an affiant not found or in the Trash."""
    first, second = (affiants.affiant(db, user, i) if i is not None else None for i in (affiant1, affiant2))
    return affiants.check(db, user, person, first, second)
