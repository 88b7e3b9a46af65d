"""A person in the registry.

Besides the fields of the form, each row stores values derived on write (see katutubo.people.columns):
lower-cased names, tribe and search text for searching and sorting, and the classification flags of
katutubo.rules (is_student, is_unemployed, is_non_student, has_health_condition). Filters, tile counts and
sorting are then plain indexed column lookups at 100,000 rows instead of keyword LIKE scans, and every screen
reads the same stored answer.

A deleted person stays in the table, in the Trash (`deleted_at` set), until restored or purged. Every read of
"the people" filters with LIVE (katutubo.people.query.live_people), and the indexes the lists, counts and
suggestions use are partial indexes over the live rows only, so the filter costs nothing and the Trash never
slows a list down. "Not attending school (25 and below)" is `age <= 25 AND NOT is_student`; age
is stored too, and `age_valid_until` (the next birthday) lets katutubo.people.ages refresh the ages that a
birthday made stale.
"""

import enum
from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Date,
    ForeignKey,
    Index,
    Integer,
    String,
    UnaryExpression,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.barangay_code import BarangayCode
from katutubo.models.base import Base, UTCDateTime, choice, utcnow

NAME_LENGTH = 100
TEXT_LENGTH = 300
SEARCH_LENGTH = 4 * NAME_LENGTH + 3
LEGACY_ID_LENGTH = 200
CLIENT_ID_LENGTH = 36


class Gender(enum.StrEnum):
    male = "Male"
    female = "Female"


class CivilStatus(enum.StrEnum):
    single = "Single"
    married = "Married"
    widowed = "Widowed"
    separated = "Separated"


class LegalBasis(enum.StrEnum):
    """Why the registry may process the person's data (RA 10173): a law or public function (IPRA, RA 8371, and
    the office's mandate), or the person's consent. None: not recorded (the people entered before it was)."""

    law = "law"
    consent = "consent"


class EducationLevel(enum.StrEnum):
    none = "No Formal Education"
    elementary = "Elementary"
    high_school = "High School"
    college = "College"
    vocational = "Vocational"


# The condition of a person not in the Trash, as the partial indexes store it.
LIVE_SQL = "deleted_at IS NULL"
TRASH_SQL = "deleted_at IS NOT NULL"


def live_index(name: str, *columns: str | UnaryExpression[Any], only: dict[str, str] | None = None) -> Index:
    """An index over the people not in the Trash, for queries that filter with the same condition (and `only`
    the people of a category, as each database writes the category's condition). It ends with deleted_at so
    SQLite can still answer from the index alone (it checks the condition's column)."""
    where = {
        dialect: f"{LIVE_SQL} AND {only[dialect]}" if only else LIVE_SQL
        for dialect in ("sqlite", "postgresql")
    }
    return Index(
        name,
        *columns,
        "deleted_at",
        sqlite_where=text(where["sqlite"]),
        postgresql_where=text(where["postgresql"]),
    )


# Two categories sorted by birthdate, read from their own indexes (the master list's condition as SQLAlchemy
# writes it for each database, katutubo.people.query.category_filters): students are 5-22 years old in a
# registry of every age, and the not attending are 25 and under (NOT_ATTENDING_SCHOOL_MAX_AGE), so the
# birthdate index walks most of the registry before their first page (1.2-1.5 s at a million, oldest first).
# tests/people/test_category_indexes.py checks on both databases that they hold exactly the category's people.
STUDENTS = {"sqlite": "is_student IS 1", "postgresql": "is_student IS true"}
NOT_ATTENDING = dict.fromkeys(("sqlite", "postgresql"), "age IS NOT NULL AND age <= 25 AND NOT is_student")
BIRTH_ORDER = ("date_of_birth", "last_name_lower", "first_name_lower", "id")


class Person(Base):
    __tablename__ = "people"
    __table_args__ = (
        # The default order; with search_text in it, a text search reads only this index until a page is full.
        live_index("ix_people_name", "last_name_lower", "first_name_lower", "id", "search_text"),
        # One barangay's people in the very order (and with the search text) of ix_people_name: an encoder's
        # list (katutubo.access.scope) and the barangay filter read a page straight from it, searched or not.
        live_index(
            "ix_people_barangay_name", "barangay", "last_name_lower", "first_name_lower", "id", "search_text"
        ),
        # Each filter, then the default order: the filtered first page and its count come from one index.
        *(
            live_index(f"ix_people_{column}_name", column, "last_name_lower", "first_name_lower")
            for column in ("gender", "is_student", "is_unemployed", "is_non_student")
        ),
        live_index("ix_people_health_name", "has_health_condition", "last_name_lower", "first_name_lower"),
        live_index("ix_people_student_age", "is_student", "age"),
        live_index("ix_people_age", "age"),
        # The master list sorted by birthdate, oldest first, then by name (youngest first: YOUNGEST_FIRST).
        live_index("ix_people_birthdate_name", "date_of_birth", "last_name_lower", "first_name_lower"),
        live_index("ix_people_students_birth", *BIRTH_ORDER, only=STUDENTS),
        live_index("ix_people_not_attending_birth", *BIRTH_ORDER, only=NOT_ATTENDING),
        # Sorting by tribe; the tribe distribution's and the tribes by sex's GROUP BYs read from this index
        # alone (katutubo.reports).
        live_index("ix_people_lineage", "lineage_lower", "lineage", "gender"),
        # The report (katutubo.reports.parts) and the tribe distribution (katutubo.people.tribe_counts): every
        # column their GROUP BYs and counts read, barangay first, so each is one index-only pass over the live
        # people or over the range of the barangays a write changed, never a lookup of each row.
        live_index(
            "ix_people_report",
            "barangay",
            "gender",
            "age",
            "is_student",
            "is_unemployed",
            "has_health_condition",
        ),
        live_index("ix_people_barangay_education", "barangay", "education_level", "civil_status"),
        live_index("ix_people_barangay_tribe", "barangay", "lineage_lower", "lineage", "gender"),
        live_index("ix_people_created_at", "created_at", "id"),
        # The master list's "legal basis not recorded" filter (katutubo.people.query).
        live_index("ix_people_legal_basis_name", "legal_basis", "last_name_lower", "first_name_lower"),
        # The newest of an encoder's barangay (the dashboard's latest entry), read from its end.
        live_index("ix_people_barangay_created", "barangay", "created_at", "id"),
        # The live dashboard's change fingerprint reads max(updated_at) once a second per open dashboard.
        live_index("ix_people_updated_at", "updated_at"),
        # The dashboard search's first-name prefix (katutubo.dashboard.suggestions), and an encoder's, within
        # one barangay (the last-name prefix within one barangay is ix_people_barangay_name's).
        live_index("ix_people_first_name", "first_name_lower", "id"),
        live_index("ix_people_barangay_first_name", "barangay", "first_name_lower", "id"),
        # The Trash, newest first; and the daily purge of what is older than KATUTUBO_TRASH_DAYS.
        # (Partial too: a plain deleted_at index would tempt the planner away from the live indexes above.)
        Index(
            "ix_people_trash",
            "deleted_at",
            "id",
            sqlite_where=text(TRASH_SQL),
            postgresql_where=text(TRASH_SQL),
        ),
        # Duplicates caught at entry (katutubo.duplicates.candidates): the same folded surname near a birth
        # date, and the same barangay within a birth year or so.
        live_index("ix_people_surname_key", "surname_key", "date_of_birth"),
        live_index("ix_people_barangay_birth", "barangay", "date_of_birth"),
        # One person per document of the original app (a unique index: no table rebuild on SQLite).
        Index("ix_people_legacy_id", "legacy_id", unique=True),
        # One person per entry of a device's offline outbox: a create sent again returns the person it made.
        Index("ix_people_client_id", "client_id", unique=True),
        {"sqlite_autoincrement": True},  # ids are never reused, so an old photo URL never shows someone else
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    first_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    middle_name: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    last_name: Mapped[str] = mapped_column(String(NAME_LENGTH))
    date_of_birth: Mapped[date | None] = mapped_column(Date)
    age: Mapped[int | None] = mapped_column(Integer)
    gender: Mapped[Gender | None] = mapped_column(choice(Gender))
    civil_status: Mapped[CivilStatus | None] = mapped_column(choice(CivilStatus))
    education_level: Mapped[EducationLevel | None] = mapped_column(choice(EducationLevel))
    occupation: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    lineage: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    barangay: Mapped[str] = mapped_column(BarangayCode())
    address: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    birthplace: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    municipality: Mapped[str] = mapped_column(String(NAME_LENGTH), default="Catanauan")
    province: Mapped[str] = mapped_column(String(NAME_LENGTH), default="Quezon")
    health_condition: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    household_members: Mapped[int | None] = mapped_column(Integer)
    contact_number: Mapped[str] = mapped_column(String(20))

    father: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    mother: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    spouse: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    siblings: Mapped[list[str]] = mapped_column(JSON, default=list)
    children: Mapped[list[str]] = mapped_column(JSON, default=list)

    # The basis of processing (katutubo.people.legal_basis). A consent and its withdrawal each keep the day
    # and the account that recorded it (set by the server). Plain ids, no foreign key: adding one would
    # rebuild the whole table on SQLite; a deleted account leaves the id only.
    legal_basis: Mapped[LegalBasis | None] = mapped_column(choice(LegalBasis))
    consent_date: Mapped[date | None] = mapped_column(Date)
    consent_recorded_by: Mapped[int | None] = mapped_column(Integer)
    consent_withdrawn_on: Mapped[date | None] = mapped_column(Date)
    withdrawal_recorded_by: Mapped[int | None] = mapped_column(Integer)

    # The original app's document id (imports match on it, so importing a file again duplicates no one) and
    # the photo's object path in the original's storage bucket that the stored photo was imported from.
    legacy_id: Mapped[str | None] = mapped_column(String(LEGACY_ID_LENGTH))
    legacy_photo: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    # The id a device gave an entry it recorded offline (a UUID): the sync's create is idempotent on it.
    client_id: Mapped[str | None] = mapped_column(String(CLIENT_ID_LENGTH))

    # Storage keys of the re-encoded photo and its thumbnail; the version is the upload time in milliseconds.
    photo_key: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    thumb_key: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    photo_version: Mapped[int] = mapped_column(BigInteger, default=0)

    # Derived on write (katutubo.people.columns), never typed by a person.
    first_name_lower: Mapped[str] = mapped_column(String(NAME_LENGTH))
    last_name_lower: Mapped[str] = mapped_column(String(NAME_LENGTH))
    lineage_lower: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    # The surname folded by katutubo.rules.names ("Dela Cruz", "de la Cruz" -> "delacruz").
    surname_key: Mapped[str | None] = mapped_column(String(NAME_LENGTH))
    # "first middle last barangay tribe", lower-cased, accents and commas off: what the search boxes look in.
    search_text: Mapped[str] = mapped_column(String(SEARCH_LENGTH))
    age_valid_until: Mapped[date | None] = mapped_column(Date, index=True)
    is_student: Mapped[bool] = mapped_column(Boolean, default=False)
    is_unemployed: Mapped[bool] = mapped_column(Boolean, default=False)
    is_non_student: Mapped[bool] = mapped_column(Boolean, default=False)
    has_health_condition: Mapped[bool] = mapped_column(Boolean, default=False)

    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Each update adds one; an edit form sends the version it loaded, and a stale save is refused.
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    # In the Trash since (None: a live record), and who put them there.
    deleted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    deleted_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # In the Trash because merged into the person with this id (katutubo.duplicates.merge). No foreign key:
    # adding one would rebuild the whole table on SQLite, and a purged kept person leaves a dead link only.
    merged_into: Mapped[int | None] = mapped_column(Integer)

    # The ORM adds one to `version` with every UPDATE, only WHERE it is still the version it read.
    __mapper_args__ = {"version_id_col": version}


# The master list youngest first: birthdate descending, unknown dates last, then last and first name and id,
# the list's very order (katutubo.people.query.ordering): its first page is the index's first 50 entries, and
# no person is sorted. Declared after the class, whose columns give the direction. SQLite keeps NULL as the
# smallest value and refuses NULLS LAST in an index, so its `date_of_birth DESC` is the same order: the
# migration writes each database's (SQLite's indexes are compared by their columns, PostgreSQL's in full).
YOUNGEST_FIRST = live_index(
    "ix_people_youngest",
    Person.date_of_birth.desc().nulls_last(),
    "last_name_lower",
    "first_name_lower",
    "id",
)
# The students youngest first (those under 5, none of them students, come first in YOUNGEST_FIRST: ~300 ms).
STUDENTS_YOUNGEST_FIRST = live_index(
    "ix_people_students_youngest",
    Person.date_of_birth.desc().nulls_last(),
    *BIRTH_ORDER[1:],
    only=STUDENTS,
)
