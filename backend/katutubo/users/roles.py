"""The one place where stored role values are mapped and displayed."""

from katutubo.models.user import Role

DISPLAY_NAMES: dict[Role, str] = {
    Role.ipmr: "IPMR",
    Role.chieftain: "Chieftain",
    Role.user: "user",
    Role.encoder: "Encoder",
}

# The original stored super_admin for IPMR and admin for Chieftain, or the signup form's label itself.
_LEGACY: dict[str, Role] = {
    "super_admin": Role.ipmr,
    "admin": Role.chieftain,
    "ipmr": Role.ipmr,
    "chieftain": Role.chieftain,
    "user": Role.user,
    "encoder": Role.encoder,
}


def role_from_stored(value: str | None) -> Role:
    """Map any stored or imported role value to the canonical role; unknown or missing is user."""
    if value is None:
        return Role.user
    return _LEGACY.get(value.strip().lower(), Role.user)


def display_role(role: Role) -> str:
    return DISPLAY_NAMES[role]
