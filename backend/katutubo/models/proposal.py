"""An encoder's proposed change to the registry (maker-checker): an add, an edit or a delete that changes
nothing until an IPMR approves it (katutubo.proposals).

It holds the proposed values (the person form's body, as POST/PUT /api/people take it), the record's
version the encoder saw (`base_version`: approving is refused once the record moved on), and a proposed
photo stored like a person's (katutubo.photos.storage, under proposal_photos/). Every change of `state` is
one conditional UPDATE (WHERE state is still the one read): of two IPMRs approving at once exactly one
changes the row, and only that one applies the proposal. An offline entry's `client_id` is unique per
author: syncing it again gives back the proposal it made."""

import enum
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.barangay_code import BarangayCode
from katutubo.models.base import Base, UTCDateTime, choice, utcnow
from katutubo.models.person import CLIENT_ID_LENGTH, TEXT_LENGTH

REASON_LENGTH = 1000


class ProposalKind(enum.StrEnum):
    add = "add"
    edit = "edit"
    delete = "delete"


class ProposalState(enum.StrEnum):
    draft = "draft"
    submitted = "submitted"
    approved = "approved"
    rejected = "rejected"
    withdrawn = "withdrawn"


class Proposal(Base):
    __tablename__ = "proposals"
    __table_args__ = (
        # The IPMR's queue, oldest submitted first, and its count.
        Index("ix_proposals_state_submitted", "state", "submitted_at", "id"),
        # An encoder's own proposals, newest first.
        Index("ix_proposals_author", "author_id", "id"),
        # One proposal per entry of an encoder's offline outbox.
        Index("ix_proposals_author_client_id", "author_id", "client_id", unique=True),
        {"sqlite_autoincrement": True},  # ids are never reused: a photo's file name starts with its id
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[ProposalKind] = mapped_column(choice(ProposalKind))
    state: Mapped[ProposalState] = mapped_column(choice(ProposalState))
    author_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    # The person edited or deleted; for an add, the person made once approved. No foreign key: a purged
    # person leaves the proposal (and its history) as it was.
    person_id: Mapped[int | None] = mapped_column(Integer)
    base_version: Mapped[int | None] = mapped_column(Integer)
    # The proposed barangay (an add or edit), or the person's (a delete): the scope it was checked against.
    barangay: Mapped[str] = mapped_column(BarangayCode())
    # The full name as lists show it: the proposed one, or the person's at the time of proposing.
    person_name: Mapped[str] = mapped_column(String(TEXT_LENGTH))
    values: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    photo_key: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    thumb_key: Mapped[str | None] = mapped_column(String(TEXT_LENGTH))
    reason: Mapped[str | None] = mapped_column(String(REASON_LENGTH))
    client_id: Mapped[str | None] = mapped_column(String(CLIENT_ID_LENGTH))
    decided_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    decided_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    submitted_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
