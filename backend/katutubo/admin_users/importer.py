"""Import the original's `users` collection (exported as JSON). Roles are mapped from the legacy stored
values; passwords cannot be carried over, so imported accounts get an unusable password and sign in after
'Forgot password'."""

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from katutubo.auth.service import EMAIL_IN_USE, check_email, find_user, normalise_email
from katutubo.core.clock import utc_now
from katutubo.core.errors import FieldErrors
from katutubo.core.security import hash_password, new_token
from katutubo.models import User
from katutubo.users.roles import role_from_stored


@dataclass
class ImportReport:
    created: list[str] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


def _records(data: Any) -> list[dict[str, Any]]:
    """A list of user objects, or an object keyed by user id (as a document export is)."""
    if isinstance(data, dict):
        return [{"uid": uid, **value} for uid, value in data.items() if isinstance(value, dict)]
    return [item for item in data if isinstance(item, dict)]


def _created_at(value: Any) -> datetime:
    if isinstance(value, dict) and "seconds" in value:
        return datetime.fromtimestamp(int(value["seconds"]), UTC)
    if isinstance(value, int | float):
        return datetime.fromtimestamp(value / 1000 if value > 10**11 else value, UTC)
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            pass
    return utc_now()


def import_users(db: Session, path: Path) -> ImportReport:
    report = ImportReport()
    for record in _records(json.loads(path.read_text())):
        email = normalise_email(str(record.get("email") or ""))
        try:
            check_email(email)
        except FieldErrors as exc:
            report.skipped.append((email or str(record.get("uid", "?")), exc.message))
            continue
        if find_user(db, email) is not None:
            report.skipped.append((email, EMAIL_IN_USE))
            continue
        name = str(record.get("displayName") or record.get("display_name") or email.split("@")[0]).strip()
        db.add(
            User(
                email=email,
                display_name=name,
                role=role_from_stored(record.get("role")),
                password_hash=hash_password(new_token()),
                created_at=_created_at(record.get("createdAt")),
            )
        )
        db.flush()
        report.created.append(email)
    return report
