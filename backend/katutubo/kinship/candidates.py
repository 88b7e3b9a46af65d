"""Relatives the person form suggests while a name is typed: matching live people of a plausible gender and
age (a parent at least MIN_PARENT_GAP years older than the person, a child as much younger), those of the
form's barangay first."""

from datetime import date

from sqlalchemy import ColumnElement, and_, case, or_
from sqlalchemy.orm import Session

from katutubo.access.people import people
from katutubo.access.scope import Scope
from katutubo.core.clock import office_today
from katutubo.kinship.schemas import CandidateOut, Candidates, Role
from katutubo.models import Gender, Person
from katutubo.people.ages import age_on
from katutubo.people.query import name_matches, name_order
from katutubo.people.summary import summarise

MIN_PARENT_GAP = 12
LIMIT = 8
MIN_TYPED = 2


def _years_from(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return date(day.year + years, 2, 28)


def _older(born: date | None, age: int | None, today: date) -> ColumnElement[bool] | None:
    """Born at least MIN_PARENT_GAP years before the person (by the date of birth, else by age)."""
    if born is not None:
        years = age_on(born, today) + MIN_PARENT_GAP
        return or_(
            Person.date_of_birth <= _years_from(born, -MIN_PARENT_GAP),
            and_(Person.date_of_birth.is_(None), Person.age >= years),
        )
    return Person.age >= age + MIN_PARENT_GAP if age is not None else None


def _younger(born: date | None, age: int | None, today: date) -> ColumnElement[bool] | None:
    if born is not None:
        years = age_on(born, today) - MIN_PARENT_GAP
        return or_(
            Person.date_of_birth >= _years_from(born, MIN_PARENT_GAP),
            and_(Person.date_of_birth.is_(None), Person.age <= years),
        )
    return Person.age <= age - MIN_PARENT_GAP if age is not None else None


GENDER_OF = {"father": Gender.female, "mother": Gender.male}  # the gender a role rules out


def candidates(
    db: Session,
    q: str,
    role: Role,
    person_id: int | None = None,
    born: date | None = None,
    age: int | None = None,
    barangay: str | None = None,
    today: date | None = None,
    *,
    scope: Scope,
) -> Candidates:
    term = " ".join(q.split()).lower()
    if len(term) < MIN_TYPED:
        return Candidates(items=[])
    today = today or office_today()
    where = [name_matches(term)]
    if person_id is not None:
        where.append(Person.id != person_id)
    if role in GENDER_OF:
        where.append(or_(Person.gender.is_(None), Person.gender != GENDER_OF[role]))
    plausible = (
        _older(born, age, today)
        if role in GENDER_OF
        else _younger(born, age, today)
        if role == "child"
        else None
    )
    if plausible is not None:
        where.append(plausible)
    near = [case((Person.barangay == barangay, 0), else_=1)] if barangay else []
    found = db.scalars(people(scope).where(*where).order_by(*near, *name_order()).limit(LIMIT)).all()
    return Candidates(items=[summarise(p, CandidateOut) for p in found])


def inherited_tribe(father: Person, mother: Person) -> str | None:
    """The tribe both parents are recorded with (any spelling case), as the father's record spells it."""
    if father.id == mother.id or father.lineage_lower is None or father.lineage_lower != mother.lineage_lower:
        return None
    return father.lineage
