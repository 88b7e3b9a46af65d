"""Who may call an endpoint: every router declares one of these."""

from collections.abc import Callable
from typing import Annotated

from fastapi import Cookie, Depends, Response

from katutubo.auth import sessions
from katutubo.core.config import Settings, get_settings
from katutubo.core.db import DB
from katutubo.core.errors import Forbidden, Unauthorized
from katutubo.core.messages import Message
from katutubo.models import Role, User, UserStatus

NOT_SIGNED_IN = Message("auth.not_signed_in", "Please log in to continue.")
NO_PERMISSION = Message("auth.no_permission", "You don't have permission to access this page.")
AWAITING_APPROVAL = Message("auth.awaiting_approval", "Your account is waiting for approval.")

SettingsDep = Annotated[Settings, Depends(get_settings)]
SessionCookie = Annotated[str | None, Cookie(alias=sessions.SESSION_COOKIE)]


def optional_user(
    db: DB, response: Response, settings: SettingsDep, token: SessionCookie = None
) -> User | None:
    return sessions.resolve(db, token, response, settings)


def _active(user: User | None) -> User:
    """401 when signed out, 403 while the account waits for approval."""
    if user is None:
        raise Unauthorized(NOT_SIGNED_IN)
    if user.status != UserStatus.active:
        raise Forbidden(AWAITING_APPROVAL)
    return user


def current_user(user: Annotated[User | None, Depends(optional_user)]) -> User:
    return _active(user)


def current_user_without_activity(
    db: DB, response: Response, settings: SettingsDep, token: SessionCookie = None
) -> User:
    """Like current_user, but the call does not keep the session from going idle (the live stream)."""
    return _active(sessions.resolve(db, token, response, settings, activity=False))


# The dependencies that refuse a caller who is not signed in (401), or whose account waits (403).
SIGN_IN_CHECKS = (current_user, current_user_without_activity)

OptionalUser = Annotated[User | None, Depends(optional_user)]
CurrentUser = Annotated[User, Depends(current_user)]
PassiveUser = Annotated[User, Depends(current_user_without_activity)]


def require_role(*roles: Role) -> Callable[[User], User]:
    """Dependency factory: 401 when signed out, 403 when signed in with another role."""

    def _check(user: CurrentUser) -> User:
        if user.role not in roles:
            raise Forbidden(NO_PERMISSION)
        return user

    return _check


IPMR = Annotated[User, Depends(require_role(Role.ipmr))]
# Who reads a person's history, certificates and exports (an encoder: of their own barangays' people).
RecordsOffice = Annotated[User, Depends(require_role(Role.ipmr, Role.chieftain, Role.encoder))]
# Who fills in the person form: the IPMR, and an encoder whose entries become proposals (the form's helpers:
# possible duplicates, relatives to link, the inherited tribe).
RecordEditors = Annotated[User, Depends(require_role(Role.ipmr, Role.encoder))]
Chieftain = Annotated[User, Depends(require_role(Role.chieftain))]
# Who keeps the certificate register: the Chieftain who issues, the IPMR who answers for the records.
CertificateKeepers = Annotated[User, Depends(require_role(Role.chieftain, Role.ipmr))]
Encoder = Annotated[User, Depends(require_role(Role.encoder))]
