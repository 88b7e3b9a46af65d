"""Backup archives made by hand for the restore's tests: a good one rewritten with a changed file (its
checksum recomputed, the manifest signed again or not), and hostile ones (links, paths that climb out)."""

import hashlib
import io
import json
import tarfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from katutubo.core import config, signing

MANIFEST, SIGNATURE = "manifest.json", "manifest.sig"


def members(archive: Path) -> dict[str, bytes]:
    """Every regular file of one of our own (trusted) archives, in order."""
    with tarfile.open(archive) as tar:
        found = {}
        for member in tar.getmembers():
            source = tar.extractfile(member)
            assert source is not None
            found[member.name] = source.read()
        return found


def signature(settings: config.Settings, manifest: dict[str, Any]) -> bytes:
    """What the holder of `settings`' signing key writes as manifest.sig."""
    signed = signing.sign(settings, signing.canonical(manifest))
    return json.dumps({"public_key": signing.public_key(settings), "signature": signed}).encode()


def write(target: Path, entries: list[tarfile.TarInfo | tuple[str, bytes]]) -> Path:
    """A tar.gz of regular files (name, bytes) and other members (TarInfo), in that order."""
    with tarfile.open(target, "w:gz") as tar:
        for entry in entries:
            if isinstance(entry, tarfile.TarInfo):
                tar.addfile(entry)
                continue
            name, body = entry
            info = tarfile.TarInfo(name)
            info.size = len(body)
            tar.addfile(info, io.BytesIO(body))
    return target


def rewritten(
    archive: Path,
    target: Path,
    change: Callable[[str, bytes], bytes],
    signer: config.Settings | None = None,
    edit: Callable[[dict[str, Any]], None] = lambda _manifest: None,
    added: dict[str, bytes] | None = None,
) -> Path:
    """The archive with every file passed through `change` (and the `added` files after the dump), the
    manifest's checksums (and sizes) recomputed and `edit` applied to it; signed again by `signer`'s key, or
    keeping the old signature (if any) when None."""
    files = members(archive)
    if added:
        dump = [(name, body) for name, body in files.items() if is_dump(name)]
        rest = [(name, body) for name, body in files.items() if not is_dump(name)]
        files = dict([*dump, *added.items(), *rest])
    manifest = json.loads(files.pop(MANIFEST))
    edit(manifest)
    old_signature = files.pop(SIGNATURE, None)
    changed = {name: change(name, body) for name, body in files.items()}
    manifest["files"] = {name: hashlib.sha256(body).hexdigest() for name, body in changed.items()}
    if "sizes" in manifest:
        manifest["sizes"] = {name: len(body) for name, body in changed.items()}
    sig = signature(signer, manifest) if signer else old_signature
    head = [(MANIFEST, json.dumps(manifest).encode())] + ([(SIGNATURE, sig)] if sig else [])
    return write(target, [*head, *changed.items()])


def is_dump(name: str) -> bool:
    return name in ("katutubo.sqlite3", "katutubo.pgdump")


def with_changed_byte(name: str, body: bytes) -> bytes:
    """The database dump with one byte changed in its middle."""
    if not is_dump(name):
        return body
    middle = len(body) // 2
    return body[:middle] + bytes([body[middle] ^ 0xFF]) + body[middle + 1 :]


def signed_manifest(
    signer: config.Settings, files: dict[str, bytes], database: str
) -> list[tuple[str, bytes]]:
    """manifest.json and manifest.sig for `files`, signed by `signer`'s key."""
    manifest = {
        "app_version": "0",
        "schema_revision": None,
        "database": database,
        "created_at": "2026-01-01T00:00:00+00:00",
        "counts": {"people": 0, "users": 0, "audit_events": 0, "barangay_photos": 0, "photo_files": 0},
        "files": {name: hashlib.sha256(body).hexdigest() for name, body in files.items()},
        "sizes": {name: len(body) for name, body in files.items()},
    }
    return [(MANIFEST, json.dumps(manifest).encode()), (SIGNATURE, signature(signer, manifest))]


def symlink_chain(
    prefix: str, climb: int, canary: str
) -> tuple[list[tarfile.TarInfo | tuple[str, bytes]], bytes]:
    """The CVE-2025-4517 proof of concept under `prefix`: directories of 247-character names reached through
    one-letter symlinks, so that the last link's path exceeds PATH_MAX and os.path.realpath (which
    tarfile's "data" filter trusts on Python before 3.11.13 / 3.12.11 / 3.13.4) stops resolving it; through
    it, a link `escape` to `climb` folders above the prefix's folder, and a file written through it,
    `escape/<canary>`. The members and the canary file's bytes."""
    comp, steps = "d" * 247, "abcdefghijklmnop"
    entries: list[tarfile.TarInfo | tuple[str, bytes]] = []
    path = prefix
    for step in steps:
        folder = tarfile.TarInfo(f"{path}/{comp}")
        folder.type = tarfile.DIRTYPE
        link = tarfile.TarInfo(f"{path}/{step}")
        link.type, link.linkname = tarfile.SYMTYPE, comp
        entries += [folder, link]
        path = f"{path}/{comp}"
    long_link = tarfile.TarInfo(f"{prefix}/{'/'.join(steps)}/{'l' * 254}")
    long_link.type, long_link.linkname = tarfile.SYMTYPE, "../" * len(steps)
    escape = tarfile.TarInfo(f"{prefix}/escape")
    escape.type = tarfile.SYMTYPE
    escape.linkname = long_link.name.removeprefix(prefix + "/") + "/.." * climb
    body = b"written outside the restore's folder\n"
    return [*entries, long_link, escape, (f"{prefix}/escape/{canary}", body)], body
