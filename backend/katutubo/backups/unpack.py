"""Reading a backup archive without trusting it. `tarfile.extractall` is never used: on this Python (3.11.7,
without the 2025 tarfile fixes) a chain of symlinks defeats its "data" filter and writes outside the folder
(CVE-2025-4517). The members are read one by one from the decompressed stream: manifest.json, then
manifest.sig, whose signature is checked before anything else is read; then only regular files whose names
are exactly the manifest's, each once, each of the manifest's size, written to a path built here inside the
folder and compared with its checksum. Anything else (a link, a device, a directory, a name that is absolute,
climbs with `..` or holds a backslash, a second copy) refuses the whole archive. The decompressed bytes read
are bounded by the manifest's sizes, so a gzip bomb stops at once instead of filling the disk."""

import gzip
import hashlib
import json
import os
import re
import tarfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Protocol

from katutubo.backups import database
from katutubo.backups.archive import MANIFEST, SIGNATURE
from katutubo.backups.photos import PHOTO_FOLDERS
from katutubo.core import certificate_key, signing
from katutubo.core.errors import AppError
from katutubo.core.messages import Message

DAMAGED = Message("backups.damaged", "The backup is damaged ({what}): nothing was restored.")
UNTRUSTED = Message(
    "backups.untrusted",
    "This backup is signed by a key this registry does not trust (fingerprint {fingerprint}): nothing was "
    "restored. If it is the key of the registry it comes from, give it with --public-key.",
)
MANIFEST_LIMIT = 64 * 1024 * 1024  # 64 MiB: a manifest naming about 400,000 photos
SIGNATURE_LIMIT = 4096
MEMBER_OVERHEAD = 64 * 1024  # a member's header, a long name's PAX header and the padding, at most
END_OF_ARCHIVE = 1024 * 1024  # the closing zero blocks and the last record's padding
SEGMENT = re.compile(r"[^/\\\x00-\x1f\x7f]{1,255}")
SHA256 = re.compile(r"[0-9a-f]{64}")
CHUNK = 1024 * 1024


@dataclass(frozen=True)
class Unpacked:
    manifest: dict[str, Any]
    folder: Path  # holds every file of the manifest under its name
    signer: str  # the public key that signed the manifest


class TooLarge(Exception):
    """More decompressed bytes than the manifest allows."""


class _Readable(Protocol):
    def read(self, size: int = -1, /) -> bytes: ...


class _Bounded:
    """The decompressed archive, refusing to give more than `limit` bytes."""

    def __init__(self, source: "_Readable", limit: int) -> None:
        self.source, self.limit, self.read_so_far = source, limit, 0

    def read(self, size: int = -1) -> bytes:
        allowed = self.limit - self.read_so_far + 1  # one byte more than allowed shows the excess
        data = self.source.read(allowed if size < 0 else min(size, allowed))
        self.read_so_far += len(data)
        if self.read_so_far > self.limit:
            raise TooLarge
        return data


def _refuse(what: str) -> AppError:
    return AppError(DAMAGED.format(what=what))


def valid_name(name: str) -> bool:
    """The dump's file name, the certificate key's, or a photo folder's name then relative path segments
    (no `.`, `..`, empty segment, backslash or control character)."""
    if name in (database.SQLITE_FILE, database.PG_FILE, certificate_key.KEY_FILE):
        return True
    folder, _, rest = name.partition("/")
    segments = rest.split("/")
    return folder in PHOTO_FOLDERS and all(SEGMENT.fullmatch(s) and s not in (".", "..") for s in segments)


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError("a key given twice")
    return dict(pairs)


def _json(body: bytes) -> Any:
    return json.loads(body.decode(), object_pairs_hook=_no_duplicate_keys)


def _expected(manifest: Any) -> dict[str, tuple[str, int]]:
    """{file name: (SHA-256, size)} from a manifest of the expected shape; refused otherwise."""
    try:
        files, sizes = manifest["files"], manifest["sizes"]
        well_formed = (
            isinstance(manifest["counts"], dict)
            and manifest["database"] in ("sqlite", "postgresql")
            and isinstance(files, dict)
            and isinstance(sizes, dict)
            and files.keys() == sizes.keys()
            and all(isinstance(d, str) and SHA256.fullmatch(d) for d in files.values())
            and all(type(n) is int and n >= 0 for n in sizes.values())
        )
    except (KeyError, TypeError):
        well_formed = False
    if not well_formed:
        raise _refuse("manifest")
    for name in files:
        if not valid_name(name):
            raise _refuse(name)
    return {name: (files[name], sizes[name]) for name in files}


def _signer(manifest: dict[str, Any], body: bytes, trusted: list[str] | None) -> str:
    """The key that signed the manifest; refused when the signature is missing or wrong, or when `trusted`
    is given and the key is not among them (None: a fresh target, any well-signed archive)."""
    try:
        signed = _json(body)
        public, signature = signed["public_key"], signed["signature"]
        good = isinstance(public, str) and isinstance(signature, str)
    except (KeyError, TypeError, ValueError):
        good = False
    if not good or not signing.verify(public, signing.canonical(manifest), signature):
        raise _refuse("signature")
    if trusted is not None and public not in trusted:
        raise AppError(UNTRUSTED.format(fingerprint=signing.fingerprint(public)))
    return str(public)


def _small_member(tar: tarfile.TarFile, member: tarfile.TarInfo | None, name: str, limit: int) -> bytes:
    if member is None or member.name != name or member.type not in (tarfile.REGTYPE, tarfile.AREGTYPE):
        raise _refuse("signature" if name == SIGNATURE else "not a backup archive")
    if member.size > limit:
        raise _refuse(name)
    source = tar.extractfile(member)
    assert source is not None  # a regular file
    return source.read()


def _write_member(source: IO[bytes], target: Path, size: int) -> str:
    """Copies exactly `size` bytes into a new file at `target`; their SHA-256."""
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    digest = hashlib.sha256()
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "wb") as out:
        left = size
        while left:
            block = source.read(min(CHUNK, left))
            if not block:
                raise EOFError
            digest.update(block)
            out.write(block)
            left -= len(block)
    return digest.hexdigest()


def _files(tar: tarfile.TarFile, members: Any, expected: dict[str, tuple[str, int]], folder: Path) -> None:
    seen: set[str] = set()
    for member in members:
        name = member.name
        if name not in expected or name in seen:
            raise _refuse(name if valid_name(name) else "a member outside the manifest")
        digest, size = expected[name]
        if member.type not in (tarfile.REGTYPE, tarfile.AREGTYPE) or member.size != size:
            raise _refuse(name)
        source = tar.extractfile(member)
        assert source is not None  # a regular file
        if _write_member(source, folder.joinpath(*name.split("/")), size) != digest:
            raise _refuse(name)
        seen.add(name)
    if missing := sorted(set(expected) - seen):
        raise _refuse(missing[0])


def unpack(plain: Path, folder: Path, trusted: list[str] | None) -> Unpacked:
    """The plain (decrypted) archive's files written under `folder` (made here, empty), once the manifest's
    signature is checked (against `trusted`, see _signer) and every file matches the manifest."""
    folder.mkdir(mode=0o700)
    try:
        with gzip.open(plain, "rb") as decompressed:
            stream = _Bounded(decompressed, 2 * MEMBER_OVERHEAD + MANIFEST_LIMIT + SIGNATURE_LIMIT)
            with tarfile.open(fileobj=stream, mode="r|") as tar:  # type: ignore[call-overload] # reads only
                members = iter(tar)
                body = _small_member(tar, next(members, None), MANIFEST, MANIFEST_LIMIT)
                manifest = _json(body)
                sig = _small_member(tar, next(members, None), SIGNATURE, SIGNATURE_LIMIT)
                if not isinstance(manifest, dict):
                    raise _refuse("manifest")
                signer = _signer(manifest, sig, trusted)
                expected = _expected(manifest)
                sizes = sum(size for _, size in expected.values())
                stream.limit += sizes + len(expected) * MEMBER_OVERHEAD + END_OF_ARCHIVE
                _files(tar, members, expected, folder)
    except TooLarge:
        raise _refuse("larger than its manifest says") from None
    except (tarfile.TarError, OSError, EOFError, zlib.error, ValueError, RecursionError):
        raise _refuse("not a backup archive") from None
    return Unpacked(manifest, folder, signer)
