import pytest

from katutubo.auth import service
from tests.factories import DEFAULT_PASSWORD


@pytest.fixture
def quick_passwords(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Password checks without argon2's cost (the limits are under test, not the hashing); returns the list of
    the passwords checked."""
    checked: list[str] = []

    def verify(password: str, password_hash: str | None) -> bool:
        checked.append(password)
        return password_hash is not None and password == DEFAULT_PASSWORD

    monkeypatch.setattr(service, "verify_password", verify)
    return checked
