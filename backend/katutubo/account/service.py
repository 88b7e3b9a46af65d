from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.auth import sessions
from katutubo.auth.passwords import check_new_password, check_strength
from katutubo.auth.service import account_target, set_password_hash
from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message
from katutubo.core.security import verify_password
from katutubo.models import User

WRONG_CURRENT_PASSWORD = Message("account.wrong_current_password", "Current password is incorrect.")
PASSWORD_CHANGED = Message("account.password_changed", "Your password has been changed.")


def change_password(db: Session, user: User, token: str | None, current: str, new: str, confirm: str) -> None:
    """The spec's password rules; every other session of the account ends, this one stays."""
    if not verify_password(current, user.password_hash):
        raise FieldErrors({"current_password": WRONG_CURRENT_PASSWORD})
    try:
        check_new_password(new, confirm)
        check_strength(new, user.email)
    except FieldErrors as exc:  # the same rules as signup, named after this form's fields
        fields = {("new_password" if k == "password" else k): v for k, v in exc.detail["fields"].items()}
        raise FieldErrors(fields) from exc
    set_password_hash(db, user, new)
    sessions.end_all_for(db, user.id, keep_token=token)
    audit.record(db, user, "password.changed", account_target(user))


def log_out_everywhere(db: Session, user: User) -> None:
    sessions.end_all_for(db, user.id)
    audit.record(db, user, "logout", account_target(user), {"sessions": ["all", None]})


def change_language(db: Session, user: User, language: str) -> None:
    user.language = language
    db.flush()
