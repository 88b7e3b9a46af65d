"""The spec's classification rules, table by table, in Python and in SQL (both databases)."""

import pytest
from sqlalchemy import Column, Integer, MetaData, String, Table, insert, select
from sqlalchemy.orm import Session

from katutubo.rules import classification as rules


def _variants(word: str) -> list[str]:
    return [word, word.upper(), word.title(), f"  {word}  ", f"\t{word}\n"]


STUDENT_TEXTS = [v for kw in rules.STUDENT_KEYWORDS for v in _variants(kw)] + [
    "Grade 5 pupil",
    "College Student (BSIT)",
    "estudyante sa high school",
    "SHS - Grade 11",
    "part-time learner",
]
NOT_STUDENT_TEXTS = ["Farmer", "Teacher", "Stud farm hand", "Fisherfolk", "", None, "none", "wala"]
UNEMPLOYED_TEXTS = [None, "", "   ", "\t"] + [
    v for value in rules.UNEMPLOYED_VALUES for v in _variants(value)
]
EMPLOYED_TEXTS = ["Farmer", "none yet, looking", "n/a farmer", "nana", "--", "walang trabaho", "Student"]
NO_CONDITION_TEXTS = [None, "", "  "] + [
    v for value in rules.NO_HEALTH_CONDITION_VALUES for v in _variants(value)
]
CONDITION_TEXTS = [
    "Asthma",
    "Hypertension",
    "Visual impairment",
    "no health insurance",
    "not good",
    "n/a - asthma",
]


def test_keyword_tables_are_the_spec_lists() -> None:
    assert rules.STUDENT_KEYWORDS == (
        "student", "estudyante", "pupil", "learner", "junior high", "senior high", "jhs", "shs",
        "elementary student", "college student", "university student",
    )  # fmt: skip
    assert rules.UNEMPLOYED_VALUES == ("none", "n/a", "na", "-", "wala")
    assert rules.NO_HEALTH_CONDITION_VALUES == (
        "n/a", "na", "none", "healthy", "no health condition", "no health", "no condition", "good", "-",
        "normal",
    )  # fmt: skip


@pytest.mark.parametrize("occupation", STUDENT_TEXTS)
def test_student(occupation: str) -> None:
    assert rules.is_student(occupation)
    assert not rules.classify(occupation, None).is_non_student


@pytest.mark.parametrize("occupation", NOT_STUDENT_TEXTS)
def test_not_student(occupation: str | None) -> None:
    assert not rules.is_student(occupation)


@pytest.mark.parametrize("occupation", UNEMPLOYED_TEXTS)
def test_unemployed(occupation: str | None) -> None:
    assert rules.is_unemployed(occupation)
    assert not rules.classify(occupation, None).is_non_student


@pytest.mark.parametrize("occupation", EMPLOYED_TEXTS)
def test_not_unemployed(occupation: str) -> None:
    assert not rules.is_unemployed(occupation)


@pytest.mark.parametrize("occupation", ["Farmer", "Teacher", "Fisherfolk", "  Vendor "])
def test_non_student(occupation: str) -> None:
    assert rules.classify(occupation, None).is_non_student


@pytest.mark.parametrize("health", NO_CONDITION_TEXTS)
def test_no_health_condition(health: str | None) -> None:
    assert not rules.has_health_condition(health)


@pytest.mark.parametrize("health", CONDITION_TEXTS)
def test_health_condition(health: str) -> None:
    assert rules.has_health_condition(health)


@pytest.mark.parametrize(
    ("age", "student", "expected"),
    [(0, False, True), (25, False, True), (26, False, False), (None, False, False), (10, True, False)],
)
def test_not_attending_school(age: int | None, student: bool, expected: bool) -> None:
    assert rules.not_attending_school(age, student) is expected


def test_classify_combines_the_rules() -> None:
    assert rules.classify("College student", "Asthma") == rules.Classification(True, False, False, True)
    assert rules.classify("wala", "no health") == rules.Classification(False, True, False, False)
    assert rules.classify("Farmer", None) == rules.Classification(False, False, True, False)


ALL_TEXTS = sorted({t.strip() for t in STUDENT_TEXTS + NOT_STUDENT_TEXTS + UNEMPLOYED_TEXTS if t} | {""})
HEALTH_TEXTS = sorted({t.strip() for t in NO_CONDITION_TEXTS + CONDITION_TEXTS if t} | {""})


def test_sql_rules_agree_with_python(session: Session) -> None:
    """The SQL face of the rules gives the same answer as the Python face on both databases."""
    table = Table(
        "rules_probe",
        MetaData(),
        Column("id", Integer, primary_key=True),
        Column("occupation", String(100)),
        Column("health", String(100)),
    )
    table.create(session.connection())
    try:
        texts = [*ALL_TEXTS, None, " Student\t", "\nwala "]
        healths = [*HEALTH_TEXTS, None, " none\t"]
        rows = [{"occupation": t, "health": healths[i % len(healths)]} for i, t in enumerate(texts)]
        rows += [{"occupation": texts[i % len(texts)], "health": h} for i, h in enumerate(healths)]
        session.execute(insert(table), rows)
        flags = rules.reclassify_values(table.c.occupation, table.c.health)
        result = session.execute(select(table.c.occupation, table.c.health, *flags.values())).all()
        assert len(result) == len(rows)
        for occupation, health, *sql_flags in result:
            expected = rules.classify(occupation, health)
            assert [bool(f) for f in sql_flags] == [
                expected.is_student,
                expected.is_unemployed,
                expected.is_non_student,
                expected.has_health_condition,
            ], (occupation, health)
    finally:
        table.drop(session.connection())
