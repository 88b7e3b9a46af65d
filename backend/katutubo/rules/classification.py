"""The classification rules of the spec (section 4), in one place.

Two faces are generated from the same keyword tables, so they cannot drift:
- Python predicates (`is_student`, ... and `classify`) decide the flags of one person; the people service
  stores them on every write, and the API returns them (the browser has no copy of these rules);
- SQL expression builders (`student_sql`, ...) say the same thing to the database, for recomputing the
  stored flags of every row in one UPDATE after a rule changes (katutubo.people.columns.reclassify_all, run by
  `katutubo reclassify` and by the migration that ships the change: docs/architecture.md).

Text is compared trimmed and lower-cased. The health rule uses the dashboard's reading everywhere (it counts
'no health' as no condition), so a tile's count always equals the rows of the list it opens.
"""

from dataclasses import dataclass

from sqlalchemy import ColumnElement, SQLColumnExpression, and_, func, literal, not_, or_

# Occupation containing any of these (case-insensitive) makes a student.
STUDENT_KEYWORDS: tuple[str, ...] = (
    "student",
    "estudyante",
    "pupil",
    "learner",
    "junior high",
    "senior high",
    "jhs",
    "shs",
    "elementary student",
    "college student",
    "university student",
)

# Occupation empty or exactly one of these (case-insensitive, trimmed) is unemployed.
UNEMPLOYED_VALUES: tuple[str, ...] = ("none", "n/a", "na", "-", "wala")

# Health condition empty or exactly one of these (case-insensitive, trimmed) is no condition.
NO_HEALTH_CONDITION_VALUES: tuple[str, ...] = (
    "n/a",
    "na",
    "none",
    "healthy",
    "no health condition",
    "no health",
    "no condition",
    "good",
    "-",
    "normal",
)

# "Not attending school (25 years old below)": age known, at most this, and not a student.
NOT_ATTENDING_SCHOOL_MAX_AGE = 25


def _clean(text: str | None) -> str:
    return (text or "").strip().lower()


def is_student(occupation: str | None) -> bool:
    text = _clean(occupation)
    return any(keyword in text for keyword in STUDENT_KEYWORDS)


def is_unemployed(occupation: str | None) -> bool:
    text = _clean(occupation)
    return text == "" or text in UNEMPLOYED_VALUES


def has_health_condition(health_condition: str | None) -> bool:
    """Also the PWD column and the 'With Health Condition' category."""
    text = _clean(health_condition)
    return text != "" and text not in NO_HEALTH_CONDITION_VALUES


def not_attending_school(age: int | None, student: bool) -> bool:
    return age is not None and age <= NOT_ATTENDING_SCHOOL_MAX_AGE and not student


@dataclass(frozen=True)
class Classification:
    is_student: bool
    is_unemployed: bool
    is_non_student: bool
    has_health_condition: bool


def classify(occupation: str | None, health_condition: str | None) -> Classification:
    """The stored flags of one person."""
    student = is_student(occupation)
    unemployed = is_unemployed(occupation)
    return Classification(
        is_student=student,
        is_unemployed=unemployed,
        is_non_student=not student and not unemployed,
        has_health_condition=has_health_condition(health_condition),
    )


# ---- the same rules as SQL -------------------------------------------------------------------------------

Column = SQLColumnExpression[str | None]


WHITESPACE = " \t\r\n"


def _sql_clean(column: Column) -> ColumnElement[str]:
    return func.lower(func.trim(func.coalesce(column, literal("")), literal(WHITESPACE)))


def student_sql(occupation: Column) -> ColumnElement[bool]:
    text = _sql_clean(occupation)
    return or_(*(text.contains(keyword, autoescape=True) for keyword in STUDENT_KEYWORDS))


def unemployed_sql(occupation: Column) -> ColumnElement[bool]:
    return _sql_clean(occupation).in_(("", *UNEMPLOYED_VALUES))


def non_student_sql(occupation: Column) -> ColumnElement[bool]:
    return and_(not_(student_sql(occupation)), not_(unemployed_sql(occupation)))


def health_condition_sql(health_condition: Column) -> ColumnElement[bool]:
    return _sql_clean(health_condition).not_in(("", *NO_HEALTH_CONDITION_VALUES))


def school_age_sql(age: SQLColumnExpression[int | None]) -> ColumnElement[bool]:
    """Age known and at most NOT_ATTENDING_SCHOOL_MAX_AGE: a key of the people tally."""
    return and_(age.is_not(None), age <= NOT_ATTENDING_SCHOOL_MAX_AGE)


def not_attending_school_sql(
    age: SQLColumnExpression[int | None], student: SQLColumnExpression[bool]
) -> ColumnElement[bool]:
    """Over the stored age and student flag (the person's text is already classified on write)."""
    return not_attending_school_of(school_age_sql(age), student)


def not_attending_school_of(
    school_age: ColumnElement[bool], student: SQLColumnExpression[bool]
) -> ColumnElement[bool]:
    """The same rule over a stored "school age" flag (the people tally's key)."""
    return and_(school_age, not_(student))


def reclassify_values(occupation: Column, health_condition: Column) -> dict[str, ColumnElement[bool]]:
    """SET clauses recomputing every stored flag from the row's own text, for one UPDATE over all rows."""
    return {
        "is_student": student_sql(occupation),
        "is_unemployed": unemployed_sql(occupation),
        "is_non_student": non_student_sql(occupation),
        "has_health_condition": health_condition_sql(health_condition),
    }
