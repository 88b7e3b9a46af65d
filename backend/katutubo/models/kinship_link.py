"""A link between two person records: a parent of a child, or two spouses.

Each relationship is ONE row, read from both ends: the child's father/mother row is also the parent's child,
and a spouse row (stored with the lower id first) is the spouse of both. Linking and unlinking therefore can
never leave one side behind. Siblings are not stored: they are the other children of a person's parents.
Rows go with either person when one is purged (ON DELETE CASCADE); while one is in the Trash the link stays
stored but every read leaves it out, so restoring the person brings the links back.
"""

import enum
from datetime import datetime

from sqlalchemy import CheckConstraint, Enum, ForeignKey, Index, text
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base, UTCDateTime, utcnow


class LinkKind(enum.StrEnum):
    father = "father"
    mother = "mother"
    spouse = "spouse"


PARENT_KINDS = (LinkKind.father, LinkKind.mother)


class KinshipLink(Base):
    __tablename__ = "kinship_links"
    __table_args__ = (
        # One father and one mother per person; a pair is linked once.
        Index(
            "ix_kinship_links_one_parent",
            "person_id",
            "kind",
            unique=True,
            sqlite_where=text("kind != 'spouse'"),
            postgresql_where=text("kind != 'spouse'"),
        ),
        Index("ix_kinship_links_pair", "person_id", "relative_id", unique=True),
        # A parent's children, and the walk down a family.
        Index("ix_kinship_links_relative", "relative_id", "kind", "person_id"),
        CheckConstraint("person_id != relative_id", name="not_self"),
        CheckConstraint("kind != 'spouse' OR person_id < relative_id", name="spouse_order"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # The child (father/mother) or the spouse with the lower id.
    person_id: Mapped[int] = mapped_column(ForeignKey("people.id", ondelete="CASCADE"))
    # The parent, or the other spouse.
    relative_id: Mapped[int] = mapped_column(ForeignKey("people.id", ondelete="CASCADE"))
    kind: Mapped[LinkKind] = mapped_column(
        Enum(LinkKind, native_enum=False, length=6, values_callable=lambda m: [k.value for k in m])
    )
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
