"""The record of processing, counted in SQL from the data and read from the settings: never a password, never
an object store's credentials."""

from typing import Literal
from urllib.parse import parse_qs, urlsplit

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from katutubo.access.households import households
from katutubo.access.people import Account, people, trashed_people
from katutubo.access.scope import Scope
from katutubo.core.clock import utc_now
from katutubo.core.config import Settings
from katutubo.models import AuditEvent, Certification, KinshipLink, Person, Role, User, UserStatus
from katutubo.privacy_record.schemas import (
    Backups,
    DataCategories,
    ProcessingRecordOut,
    PublicAddress,
    Retention,
    RoleAccounts,
    Storage,
    Trail,
)
from katutubo.reference.municipality import configured

READ = "person.viewed"


def _people(db: Session, scope: Scope, *where: ColumnElement[bool]) -> int:
    """How many live people of the reader's scope (for the IPMR: the whole registry) meet `where`."""
    return db.scalar(people(scope, func.count()).where(*where)) or 0


def categories(db: Session, account: Account, scope: Scope) -> DataCategories:
    return DataCategories(
        people=_people(db, scope),
        with_photo=_people(db, scope, Person.photo_key.is_not(None)),
        with_health_condition=_people(db, scope, Person.has_health_condition.is_(True)),
        with_contact_number=_people(db, scope, func.trim(Person.contact_number) != ""),
        certificates=db.scalar(
            select(func.count()).select_from(Certification).where(Certification.erased_on.is_(None))
        )
        or 0,
        households=db.scalar(households(scope, func.count())) or 0,
        family_links=db.scalar(select(func.count()).select_from(KinshipLink)) or 0,
        in_trash=db.scalar(trashed_people(account, func.count())) or 0,
    )


def roles(db: Session) -> list[RoleAccounts]:
    """Every role, with its active accounts (0 when none)."""
    counts = dict(
        db.execute(
            select(User.role, func.count()).where(User.status == UserStatus.active).group_by(User.role)
        ).all()
    )
    return [RoleAccounts(role=role.value, active_accounts=counts.get(role, 0)) for role in Role]


def _database(settings: Settings) -> tuple[Literal["sqlite", "postgresql"], str]:
    url = make_url(settings.resolved_database_url)
    if url.get_backend_name() == "postgresql":
        return "postgresql", f"{url.host or 'localhost'}:{url.port or 5432}/{url.database or ''}"
    return "sqlite", url.database or ""


def _photos(settings: Settings) -> tuple[Literal["data_folder", "object_store"], str]:
    if not settings.storage_url:
        return "data_folder", str(settings.data_dir.resolve())
    parts = urlsplit(settings.storage_url)
    endpoint = parse_qs(parts.query).get("endpoint", [""])[-1]
    return "object_store", f"s3://{parts.netloc}" + (f" ({endpoint})" if endpoint else "")


def storage(settings: Settings) -> Storage:
    (database, where), (photos, place) = _database(settings), _photos(settings)
    return Storage(database=database, database_location=where, photos=photos, photos_location=place)


def trail(db: Session, *where: ColumnElement[bool]) -> Trail:
    count, oldest = db.execute(select(func.count(), func.min(AuditEvent.at)).where(*where)).one()
    return Trail(events=count, oldest=oldest)


def processing_record(db: Session, account: Account, scope: Scope, settings: Settings) -> ProcessingRecordOut:
    every = settings.backup_every_hours
    return ProcessingRecordOut(
        generated_at=utc_now(),
        municipality=configured().place,
        categories=categories(db, account, scope),
        roles=roles(db),
        storage=storage(settings),
        backups=Backups(
            encrypted=bool(settings.backup_encrypt_to),
            every_hours=every if every and every > 0 else None,
            keep=settings.backup_keep,
        ),
        public_address=PublicAddress(url=settings.public_url, https=settings.secure_cookies),
        audit_trail=trail(db, AuditEvent.action != READ),
        read_log=trail(db, AuditEvent.action == READ),
        retention=Retention(trash_days=settings.trash_days),
    )
