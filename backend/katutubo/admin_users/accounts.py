"""Account administration used by the CLI."""

from sqlalchemy.orm import Session

from katutubo.admin_users.service import encoder_barangays
from katutubo.auth import service as auth_service
from katutubo.auth import sessions
from katutubo.auth.passwords import check_new_password
from katutubo.core.errors import NotFound
from katutubo.models import Role, User, UserBarangay


def create_account(
    db: Session, email: str, name: str, role: Role, password: str, barangays: list[str] | None = None
) -> User:
    """An active account; an encoder with its barangays (an unknown barangay name is refused)."""
    check_new_password(password, password)
    if not name.strip():
        raise auth_service.FieldErrors({"display_name": auth_service.NAME_REQUIRED})
    given = encoder_barangays(role, barangays or [])
    user = auth_service.create_user(db, email, name, password, role)
    user.barangay_rows = [UserBarangay(barangay=name) for name in given]
    return user


def set_password(db: Session, email: str, password: str) -> User:
    user = auth_service.find_user(db, email)
    if user is None:
        raise NotFound(auth_service.NO_ACCOUNT)
    check_new_password(password, password)
    auth_service.set_password_hash(db, user, password)
    sessions.end_all_for(db, user.id)
    return user
