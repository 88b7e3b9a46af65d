"""The register's rows for its filters (issue date range, purpose, barangay, status), newest first; one list
for the screen, the print page and the export, so the three always agree.

The register reads certifications only, never people: each row keeps the name and barangay it was issued
with, so a certificate stays listed whatever became of its person (in the Trash, or purged: then its values
are erased, katutubo.certifications.purge)."""

from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.certificate_register.schemas import Status
from katutubo.models import Certification, User
from katutubo.models.certification import CertificatePurpose

EXPORT_BATCH = 500


@dataclass(frozen=True)
class RegisterFilters:
    date_from: date | None = None
    date_to: date | None = None
    purpose: CertificatePurpose | None = None
    barangay: str | None = None
    status: Status | None = None

    def of_certifications(self) -> list[ColumnElement[bool]]:
        """The filters as conditions on the certifications (their own columns: no person is read)."""
        where: list[ColumnElement[bool]] = []
        if self.date_from is not None:
            where.append(Certification.issued_on >= self.date_from)
        if self.date_to is not None:
            where.append(Certification.issued_on <= self.date_to)
        if self.purpose is not None:
            where.append(Certification.purpose_kind == self.purpose)
        if self.barangay is not None:
            where.append(Certification.barangay == self.barangay)
        if self.status == "valid":
            where.append(Certification.revoked_at.is_(None))
        elif self.status == "revoked":
            where.append(Certification.revoked_at.is_not(None))
        return where

    def recorded(self) -> dict[str, str]:
        """The filters set, as the audit trail keeps them."""
        return {name: str(getattr(value, "value", value)) for name, value in asdict(self).items() if value}


NEWEST_FIRST = (Certification.issued_on.desc(), Certification.id.desc())


def count(db: Session, filters: RegisterFilters) -> int:
    return db.scalar(select(func.count()).select_from(Certification).where(*filters.of_certifications())) or 0


def page(db: Session, filters: RegisterFilters, number: int, size: int) -> list[Certification]:
    stmt = select(Certification).where(*filters.of_certifications()).order_by(*NEWEST_FIRST)
    return list(db.scalars(stmt.offset((number - 1) * size).limit(size)))


def every_row(db: Session, filters: RegisterFilters) -> Iterator[Certification]:
    stmt = select(Certification).where(*filters.of_certifications()).order_by(*NEWEST_FIRST)
    yield from db.scalars(stmt.execution_options(yield_per=EXPORT_BATCH))


def record_export(db: Session, actor: User, filters: RegisterFilters, fmt: str, total: int) -> None:
    """An export of the register is an export of people's names: in the audit trail as the lists' are."""
    changes: dict[str, list[Any]] = {
        "list": [None, "certificate register"],
        "filters": [None, filters.recorded()],
        "format": [None, fmt],
        "rows": [None, total],
    }
    audit.record(db, actor, "people.exported", audit.Target("export", None, "certificate register"), changes)
