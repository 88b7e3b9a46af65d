"""Settings read from the environment (prefix KATUTUBO_), with embedded defaults."""

import os
import secrets
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from katutubo.core.private_files import create_private, private_dir

REPO_ROOT = Path(__file__).resolve().parents[3]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="KATUTUBO_", extra="ignore")

    data_dir: Path = Path("data")
    database_url: str | None = None
    secret_key: str | None = None
    public_url: str = "http://127.0.0.1:8000"
    smtp_url: str | None = None
    mail_from: str = "Katutubo Registry <no-reply@katutubo.local>"
    captcha: bool = True
    captcha_cost: int = 5000
    session_days: int = 30
    # New accounts wait for an IPMR's approval (false: active at once, as the spec has it).
    signup_approval: bool = True
    # A session with no request for this long is ended by the server.
    idle_minutes: int = 30
    # People in the Trash longer than this many days are purged (once a day, and by `katutubo purge-trash`).
    # Unset (the default): nobody is purged automatically; people stay in the Trash until an IPMR purges them,
    # giving the disposal authority's reference (RA 9470: public records are not destroyed without the
    # National Archives' authority). See docs/privacy-retention.md.
    trash_days: int | None = Field(default=None, ge=1)
    # /api/docs and /api/openapi.json, for signed-in IPMRs only; off by default.
    api_docs: bool = False
    # Multiplies every per-client-address rate limit (signups, reset requests, failed logins across emails):
    # raise it when a whole office reaches the server through one address (NAT), or for a test rig.
    address_limit_factor: int = 1
    # Backups: where they go (default DATA_DIR/backups), how often the server writes one (hours; unset:
    # never), how many it keeps, and an optional age public key they are encrypted to.
    backup_dir: Path | None = None
    backup_every_hours: float | None = None
    backup_keep: int = 14
    backup_encrypt_to: str | None = None
    # Where photos are kept: unset, the data folder; s3://BUCKET?endpoint=URL&region=R&prefix=P/, an
    # S3-compatible object store (katutubo.photos.storage_s3; credentials from AWS_ACCESS_KEY_ID / ..._KEY).
    storage_url: str | None = None
    # Server processes of `katutubo serve` (unset: one per core).
    workers: int | None = None
    # How long an idle keep-alive connection stays open: longer than a client (a reverse proxy's pool, 60 s in
    # nginx) keeps its idle connections, so the client closes first and never sends into a closing socket.
    keep_alive_seconds: int = 75
    frontend_dist: Path = REPO_ROOT / "frontend" / "dist"
    tile_url: str = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    # The municipality (or city) the registry serves, by its 10-digit PSGC code (default Catanauan, Quezon):
    # its barangays, the person form's default municipality and province, the map's centre, the titles
    # (katutubo.reference.municipality). Refused at start-up when unknown, or when changed on a registry
    # that holds people.
    municipality: str = "0405610000"

    @property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.data_dir / 'katutubo.sqlite3').resolve()}"

    @property
    def resolved_workers(self) -> int:
        return max(1, self.workers or os.cpu_count() or 1)

    @property
    def resolved_backup_dir(self) -> Path:
        return self.backup_dir or self.data_dir / "backups"

    @property
    def resolved_secret_key(self) -> str:
        if self.secret_key:
            return self.secret_key
        return secret_from_file(self.data_dir / "secret_key", lambda: secrets.token_urlsafe(48))

    @property
    def public_url_is_loopback(self) -> bool:
        """KATUTUBO_PUBLIC_URL left at its default (or another loopback address): the links in emails, the
        certificate's printed address and its QR code lead only to this computer."""
        return is_loopback(urlsplit(self.public_url).hostname or "")

    @property
    def secure_cookies(self) -> bool:
        return self.public_url.startswith("https://")


def is_loopback(host: str) -> bool:
    return host in {"localhost", "::1"} or host.startswith("127.")


def secret_from_file(path: Path, make: Callable[[], str]) -> str:
    """Generate the key once (`make()`), keep it in the data folder readable only by its owner. Written whole
    to a temporary file and linked into place, so of server processes starting together one key wins and none
    reads half of it."""
    if path.exists():
        return path.read_text().strip()
    private_dir(path.parent)
    key = make()
    return key if create_private(path, key.encode()) else path.read_text().strip()


@lru_cache
def get_settings() -> Settings:
    settings = Settings()
    private_dir(settings.data_dir)
    return settings
