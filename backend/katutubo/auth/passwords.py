"""Password rules shared by signup and reset, in the spec's order and words."""

from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message

MIN_PASSWORD_LENGTH = 6
PASSWORDS_DO_NOT_MATCH = Message("auth.passwords_do_not_match", "Passwords do not match!")
PASSWORD_TOO_SHORT = Message("auth.password_too_short", "Password must be at least 6 characters long.")
PASSWORD_TOO_WEAK = Message("auth.password_too_weak", "Password is too weak.")

_COMMON = {
    "123456",
    "1234567",
    "12345678",
    "123456789",
    "1234567890",
    "111111",
    "000000",
    "123123",
    "654321",
    "password",
    "password1",
    "passw0rd",
    "qwerty",
    "qwerty123",
    "abc123",
    "abcdef",
    "iloveyou",
    "admin",
    "admin123",
    "letmein",
    "welcome",
    "monkey",
    "dragon",
    "sunshine",
    "princess",
    "football",
    "baseball",
    "123qwe",
    "asdfgh",
    "zxcvbn",
    "mahalkita",
    "catanauan",
    "katutubo",
}


def check_new_password(password: str, confirm: str) -> None:
    """Raise the first broken rule: match, then length."""
    if password != confirm:
        raise FieldErrors({"confirm_password": PASSWORDS_DO_NOT_MATCH})
    if len(password) < MIN_PASSWORD_LENGTH:
        raise FieldErrors({"password": PASSWORD_TOO_SHORT})


def check_strength(password: str, email: str) -> None:
    lowered = password.lower()
    if lowered in _COMMON or len(set(lowered)) == 1 or lowered == email.split("@")[0].lower():
        raise FieldErrors({"password": PASSWORD_TOO_WEAK})
