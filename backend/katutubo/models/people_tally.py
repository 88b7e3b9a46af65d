"""The people tally: how many live people (not in the Trash) each combination of the lists' filter values has.

Rows are deltas, only ever inserted by triggers on the people table in the same transaction as the write
(+1 for a person counted under a key, -1 for one no longer counted there), so concurrent writers never wait
for one another; katutubo.people.tally sums them (a few thousand rows at most) and compacts them into one row
per key now and then. The key is what the tiles, the dialogs, the barangay populations and the list filters
ask: barangay, gender, the rule flags and "school age" (age known and at most 25). Rows with no key are
change markers (people 0)."""

from sqlalchemy import Boolean, Integer
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.barangay_code import BarangayCode
from katutubo.models.base import Base, choice
from katutubo.models.person import Gender

TALLY_KEYS = (
    "barangay",
    "gender",
    "is_student",
    "is_unemployed",
    "is_non_student",
    "has_health_condition",
    "school_age",
)


class PeopleTally(Base):
    __tablename__ = "people_tally"
    __table_args__ = {"sqlite_autoincrement": True}  # ids only grow: the newest id is the change counter

    id: Mapped[int] = mapped_column(primary_key=True)
    barangay: Mapped[str | None] = mapped_column(BarangayCode())
    gender: Mapped[Gender | None] = mapped_column(choice(Gender))
    is_student: Mapped[bool | None] = mapped_column(Boolean)
    is_unemployed: Mapped[bool | None] = mapped_column(Boolean)
    is_non_student: Mapped[bool | None] = mapped_column(Boolean)
    has_health_condition: Mapped[bool | None] = mapped_column(Boolean)
    school_age: Mapped[bool | None] = mapped_column(Boolean)
    people: Mapped[int] = mapped_column(Integer)
