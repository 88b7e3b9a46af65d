"""Each person's key for their values in the audit trail (katutubo.audit.erasure).

Purging the person deletes the row in the purge's own transaction: the events stay (and their hash chain,
which hashes what is stored: the ciphertext), but the person's values in them can no longer be read.
There is deliberately no foreign key to people: the purge deletes the person first (a conditional DELETE
that tells whether this purge won), records the `person.purged` event with the key, and only then deletes
the key; a cascade would take the key before that event is sealed."""

from sqlalchemy import Integer, LargeBinary
from sqlalchemy.orm import Mapped, mapped_column

from katutubo.models.base import Base

KEY_BYTES = 32  # AES-256


class PersonAuditKey(Base):
    __tablename__ = "person_audit_keys"

    person_id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    key: Mapped[bytes] = mapped_column(LargeBinary(KEY_BYTES))
