"""The entry check reads the names only of those whose birth date, barangay and sex leave a chance of a likely
score (scoring.could_be_likely): the shortcut must never leave out a pair the full score shows."""

from datetime import date
from typing import Any

from sqlalchemy.orm import Session

from katutubo.demo.duplicates_testset import labelled_set
from katutubo.duplicates.candidates import candidates
from katutubo.duplicates.scoring import LIKELY, Record, could_be_likely, record, score
from katutubo.models import Gender
from tests.people.factories import add_person


def _record(values: dict[str, Any]) -> Record:
    gender = values.get("gender")
    return record(
        None,
        values.get("first_name"),
        values.get("middle_name"),
        values.get("last_name"),
        values.get("date_of_birth"),
        values.get("barangay"),
        values.get("mother"),
        gender.value if isinstance(gender, Gender) else gender,
    )


def _could(a: Record, b: Record) -> bool:
    return could_be_likely(a.born, a.barangay, a.gender, b.born, b.barangay, b.gender)


def test_every_likely_pair_of_the_labelled_set_passes_the_shortcut() -> None:
    labelled = labelled_set()
    people = [_record(p) for p in labelled.people]
    likely = skipped = 0
    for case in labelled.cases:
        probe = _record(case.probe)
        for other in people:
            if score(probe, other) >= LIKELY:
                likely += 1
                assert _could(probe, other), (case.variation, case.probe)
            elif not _could(probe, other):
                skipped += 1
    assert likely >= 250  # the set really holds likely pairs
    assert skipped > len(labelled.cases) * len(people) / 2  # and most pairs are not read further


def test_the_bound_is_the_best_score_the_dates_and_places_allow() -> None:
    ana = {
        "first_name": "Ana",
        "middle_name": "Santos",
        "last_name": "Reyes",
        "barangay": "Ajos",
        "mother": "Luz",
    }
    same = _record(ana | {"date_of_birth": date(1960, 4, 5)})
    # Every name alike: born 300 days apart (birth likeness 0.3) scores 0.79, never shown; 240 days, 0.808.
    far = _record(ana | {"date_of_birth": date(1961, 1, 30)})
    near = _record(ana | {"date_of_birth": date(1960, 12, 1)})
    assert not _could(same, far) and score(same, far) == 0.79
    assert _could(same, near) and score(same, near) == 0.808


def test_people_born_too_far_apart_are_not_read_further(session: Session) -> None:
    near = add_person(first_name="Rosa", last_name="Villanueva", date_of_birth="1950-06-01", barangay="Ajos")
    add_person(first_name="Rosa", last_name="Villanueva", date_of_birth="1951-05-20", barangay="Ajos")
    probe = _record(
        {
            "first_name": "Rosa",
            "last_name": "Villanueva",
            "date_of_birth": date(1950, 6, 1),
            "barangay": "Ajos",
        }
    )

    found = candidates(session, probe, "Villanueva", None, "Ajos")

    assert [r.id for r in found] == [near.id]
