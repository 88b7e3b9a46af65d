"""`katutubo serve | migrate | reclassify | create-user | reset-password | seed-demo | import-people |
backup | restore | audit verify | audit grants | verify-qr | certificate-key rotate`."""

import argparse
import getpass
import json
import logging
import sys
from collections.abc import Callable
from pathlib import Path

from katutubo.admin_users.importer import ImportReport
from katutubo.core.config import get_settings, is_loopback
from katutubo.core.errors import AppError
from katutubo.models import Role


def _read_password(confirm: bool = True) -> str:
    if not sys.stdin.isatty():
        return sys.stdin.readline().rstrip("\n")
    password = getpass.getpass("Password: ")
    if confirm and getpass.getpass("Confirm password: ") != password:
        raise SystemExit("Passwords do not match!")
    return password


def _with_db(action: Callable[..., object]) -> object:
    from katutubo.core.db import get_sessionmaker

    with get_sessionmaker().begin() as db:
        return action(db)


WORKER_HEALTHCHECK_SECONDS = 60
SHUTDOWN_GRACE_SECONDS = 5
PUBLIC_URL_WARNING = (
    "KATUTUBO_PUBLIC_URL is not set: emails, the certificate's printed address and its QR code point at %s, "
    "which other computers cannot open. Set it to the address people use to reach this server."
)


def cmd_serve(args: argparse.Namespace) -> None:
    """One process per core unless told (--workers, KATUTUBO_WORKERS). The processes share nothing but the
    database and the photo store: sessions, captcha uses, rate limits and the periodic tasks' runs are kept
    there (katutubo.core.scheduled), and each process's live streams poll the database."""
    import os

    import uvicorn

    from katutubo.backups import recovery
    from katutubo.core import certificate_key, signing
    from katutubo.reference.municipality import UnknownMunicipality
    from katutubo.reference.sync import MunicipalityChanged, check_municipality

    settings = get_settings()
    if recovery.interrupted(settings.resolved_database_url, settings.data_dir):
        raise SystemExit(f"error: {recovery.INTERRUPTED}")
    try:
        check_municipality()
    except (UnknownMunicipality, MunicipalityChanged) as refused:
        raise SystemExit(f"error: {refused}") from None
    if not os.environ.get("KATUTUBO_PUBLIC_URL"):  # links follow where this server listens
        host = args.host if is_loopback(args.host) else "127.0.0.1"
        settings.public_url = f"http://{host}:{args.port}"
        os.environ["KATUTUBO_PUBLIC_URL"] = settings.public_url  # its worker processes read it too
    os.umask(0o077)  # whatever the server writes is its own (see katutubo.core.private_files)
    settings.resolved_secret_key  # noqa: B018 - made once here, before the workers start and read it
    signing.private_key(settings)  # the signing key too
    certificate_key.private_key(settings)  # and the key the certificates' QR codes are signed with
    workers = args.workers or settings.resolved_workers
    if settings.public_url_is_loopback and not is_loopback(args.host):
        logging.getLogger("katutubo").warning(PUBLIC_URL_WARNING, settings.public_url)
    print(f"Serving on http://{args.host}:{args.port} with {workers} worker process(es).", flush=True)
    # X-Forwarded-For names the client (rate limits, the audit trail) only from the proxies named in
    # FORWARDED_ALLOW_IPS: uvicorn's default trusts 127.0.0.1, so any program on this machine could rotate it
    # past the per-address login limit and write any address into the audit trail.
    proxies = os.environ.get("FORWARDED_ALLOW_IPS", "").strip()
    uvicorn.run(
        "katutubo.main:create_app",
        factory=True,
        host=args.host,
        port=args.port,
        workers=workers,
        proxy_headers=bool(proxies),
        forwarded_allow_ips=proxies or None,
        # A worker answers the supervisor's health check once it has imported the app: on a busy machine that
        # takes longer than uvicorn's 5 s, and a worker killed for it is started again, and killed again.
        timeout_worker_healthcheck=WORKER_HEALTHCHECK_SECONDS,
        timeout_keep_alive=settings.keep_alive_seconds,
        # A dashboard's event stream never ends by itself: without a limit a stopping server waits for every
        # open dashboard to be closed. After the grace the streams are cut (the browsers reconnect elsewhere).
        timeout_graceful_shutdown=SHUTDOWN_GRACE_SECONDS,
    )


def _finish_interrupted_restore() -> None:
    from katutubo.backups.recovery import finish_interrupted
    from katutubo.photos.storage import get_storage

    settings = get_settings()
    if note := finish_interrupted(settings.resolved_database_url, settings.data_dir, get_storage(settings)):
        print(note)


def cmd_migrate(_args: argparse.Namespace) -> None:
    from katutubo.core.migrate import current_revision, upgrade
    from katutubo.reference.municipality import UnknownMunicipality
    from katutubo.reference.sync import MunicipalityChanged

    _finish_interrupted_restore()
    url = get_settings().resolved_database_url
    before = current_revision(url)
    try:
        upgrade(url)
    except (UnknownMunicipality, MunicipalityChanged) as refused:
        raise SystemExit(f"error: {refused}") from None
    after = current_revision(url)
    if before is None:
        print(f"Created the registry's database (schema {after}).")
    elif before == after:
        print(f"The database is up to date (schema {after}): nothing to do.")
    else:
        print(f"Migrated the database from schema {before} to {after}.")


def cmd_reclassify(_args: argparse.Namespace) -> None:
    from katutubo.core.clock import office_today
    from katutubo.people.columns import Reclassified, reclassify_all

    changed = _with_db(lambda db: reclassify_all(db, office_today()))
    assert isinstance(changed, Reclassified)
    print(f"Re-derived the stored rules: {changed.flags} people's flags and {changed.ages} ages changed.")


def cmd_create_user(args: argparse.Namespace) -> None:
    from katutubo.admin_users.accounts import create_account

    barangays = args.barangay or []
    _check_barangays(Role(args.role), barangays)  # before the password is asked for
    password = _read_password()
    _with_db(lambda db: create_account(db, args.email, args.name, Role(args.role), password, barangays))
    kept = f" keeping {', '.join(barangays)}" if args.role == Role.encoder and barangays else ""
    print(f"Created {args.role} account {args.email.strip().lower()}{kept}.")


def _check_barangays(role: Role, names: list[str]) -> None:
    """An encoder works for one or more barangays of this municipality; no other role has any."""
    from katutubo.reference.data import canonical_barangay
    from katutubo.reference.municipality import configured
    from katutubo.reference.places import closest_names

    if role == Role.encoder and not names:
        raise SystemExit(
            "error: an encoder works for one or more barangays: give --barangay NAME (repeat for several)."
        )
    if role != Role.encoder and names:
        raise SystemExit(f"error: --barangay is for an encoder's account only: a {role} sees every barangay.")
    for name in names:
        if canonical_barangay(name) is None:
            closest = closest_names(name)
            hint = f" Did you mean {', '.join(closest)}?" if closest else ""
            raise SystemExit(f"error: “{name}” is not a barangay of {configured().name}.{hint}")


def cmd_reset_password(args: argparse.Namespace) -> None:
    from katutubo.admin_users.accounts import set_password

    password = _read_password()
    _with_db(lambda db: set_password(db, args.email, password))
    print(f"Password changed for {args.email.strip().lower()}; its sessions were ended.")


def cmd_import_users(args: argparse.Namespace) -> None:
    from katutubo.admin_users.importer import import_users

    report = _with_db(lambda db: import_users(db, Path(args.file)))
    assert isinstance(report, ImportReport)
    for email, reason in report.skipped:
        print(f"skipped {email}: {reason}")
    print(f"Imported {len(report.created)} accounts, skipped {len(report.skipped)}.")


def cmd_import_people(args: argparse.Namespace) -> None:
    from katutubo.imports.commands import run_import_people

    run_import_people(args.file, args.photos, args.dry_run, args.strict)


def cmd_backup(args: argparse.Namespace) -> None:
    from katutubo.backups.service import write_backup
    from katutubo.core.signing import fingerprint, public_key

    summary = write_backup(get_settings(), Path(args.output) if args.output else None, args.encrypt_to)
    counts = ", ".join(f"{n} {name.replace('_', ' ')}" for name, n in summary["counts"].items())
    where = Path(args.output) if args.output else get_settings().resolved_backup_dir / summary["name"]
    print(f"Backup written to {where} ({summary['size']} bytes): {counts}.")
    key = public_key(get_settings())
    print(f"Signed with this registry's key {key} (fingerprint {fingerprint(key)}).")
    if not summary["verified"]:
        raise SystemExit("error: the written backup did not read back correctly.")


def cmd_restore(args: argparse.Namespace) -> None:
    from katutubo.backups.restore import restore
    from katutubo.core.signing import fingerprint
    from katutubo.photos.storage import get_storage

    settings = get_settings()
    identity = Path(args.identity) if args.identity else None
    url, storage = settings.resolved_database_url, get_storage(settings)
    _finish_interrupted_restore()
    done = restore(url, settings.data_dir, Path(args.file), identity, args.force, storage, args.public_key)
    print("Restored: " + ", ".join(f"{n} {name.replace('_', ' ')}" for name, n in done.counts.items()) + ".")
    if done.checkpoints_set_aside:
        print(
            f"{done.checkpoints_set_aside} audit checkpoint file(s) signed after this backup no longer "
            f"describe the trail: set aside in {settings.data_dir / 'checkpoints' / 'set-aside'}."
        )
    if done.certificate_key_restored:
        print("The certificate key came back with it: the papers the registry issued keep verifying.")
    else:
        print(
            "This backup holds no certificate key (only an encrypted backup carries it): the registry keeps "
            "its own, and papers signed with another key do not verify here."
        )
    if not done.signer_was_trusted:
        print(
            f"The backup was signed by the key with fingerprint {fingerprint(done.signer)}, which this data "
            "folder did not know: compare it with the fingerprint `katutubo backup` printed on the registry "
            "it comes from. This data folder now trusts that key."
        )


def cmd_seed_demo(args: argparse.Namespace) -> None:
    import time

    from katutubo.core import statistics
    from katutubo.core.db import get_engine
    from katutubo.demo.seed import seed_demo

    started = time.perf_counter()
    _with_db(lambda db: seed_demo(db, args.count, args.seed))
    statistics.settle_after_load(get_engine())
    print(f"Added {args.count} demo people in {time.perf_counter() - started:.1f} s.")


def cmd_import_barangay_photos(args: argparse.Namespace) -> None:
    from katutubo.barangays.importer import PhotoImport, import_barangay_photos
    from katutubo.photos.storage import get_storage

    storage = get_storage(get_settings())
    report = _with_db(lambda db: import_barangay_photos(db, storage, Path(args.folder)))
    assert isinstance(report, PhotoImport)
    for file_name, barangay in report.matched.items():
        print(f"{file_name} -> {barangay}")
    for file_name, reason in report.refused.items():
        print(f"{file_name}: {reason}")
    if report.unmatched:
        print("No barangay matches: " + ", ".join(report.unmatched))
    print(f"Imported {len(report.matched)} photos.")


def cmd_audit_verify(args: argparse.Namespace) -> None:
    """The chain link by link, then against the signed checkpoints kept (the table, DATA_DIR/checkpoints)
    and the one given: exit 1 when anything disagrees."""
    from katutubo.audit.checkpoint import read_file
    from katutubo.audit.checkpoint_check import Report, verify

    data_dir = get_settings().data_dir
    given = (args.checkpoint, read_file(Path(args.checkpoint))) if args.checkpoint else None
    report = _with_db(lambda db: verify(db, data_dir, given))
    assert isinstance(report, Report)
    for warning in report.warnings:
        print(warning, file=sys.stderr)
    print("\n".join(report.lines))
    if not report.ok:
        raise SystemExit(1)


def cmd_audit_grants(args: argparse.Namespace) -> None:
    from sqlalchemy.engine import make_url

    from katutubo.audit.grants import grant_statements

    url = make_url(get_settings().resolved_database_url)
    database = url.database if url.get_backend_name() == "postgresql" and url.database else "katutubo"
    print(grant_statements(args.user, database))


def cmd_purge_trash(_args: argparse.Namespace) -> None:
    from katutubo.photos.storage import get_storage
    from katutubo.trash.purge import purge_expired

    settings = get_settings()
    if settings.trash_days is None:
        print(
            "KATUTUBO_TRASH_DAYS is not set: nothing is purged. People stay in the Trash until an IPMR purges"
            " them, naming the disposal authority (RA 9470)."
        )
        return
    count = purge_expired(settings, get_storage(settings))
    print(f"Purged {count} people deleted more than {settings.trash_days} days ago.")


def cmd_openapi(args: argparse.Namespace) -> None:
    from katutubo.main import create_app

    Path(args.output).write_text(json.dumps(create_app().openapi(), indent=2) + "\n")


def cmd_reference(args: argparse.Namespace) -> None:
    from katutubo.reference.service import reference_lists

    text = reference_lists().model_dump_json()
    if args.output == "-":
        print(text)
    else:
        Path(args.output).write_text(text + "\n", encoding="utf-8")


def cmd_verify_qr(args: argparse.Namespace) -> None:
    """Checks a certificate QR code's text (or its whole address) with a registry's public keys, offline."""
    import base64

    from katutubo.certifications.signed_qr import Verdict, check_any
    from katutubo.core.certificate_key import existing_published

    publics = (
        [base64.b64decode(key) for key in args.public_key]
        if args.public_key
        else existing_published(get_settings().data_dir)
    )
    if not publics:  # a check makes no key: this folder's would sign nothing anyone issued
        raise SystemExit(
            "error: this data folder holds no certificate key: give the registry's public key with "
            "--public-key KEY (its /verify/key page shows it)."
        )
    checked = check_any(args.text, publics)
    if checked.verdict is Verdict.VALID:  # nothing unsigned is shown
        print(json.dumps(checked.payload, ensure_ascii=False))
    said = {
        Verdict.VALID: "Signature valid",
        Verdict.NOT_VALID: "Not valid",
        Verdict.OTHER_REGISTRY: "Signed by another registry",
    }
    print(said[checked.verdict])
    if checked.verdict is not Verdict.VALID:
        raise SystemExit(1)


def cmd_certificate_key_rotate(args: argparse.Namespace) -> None:
    from katutubo.core.certificate_key import existing_public_bytes, rotate

    settings = get_settings()
    if existing_public_bytes(settings.data_dir) is None:  # a key made here only to retire it signed nothing
        raise SystemExit(
            "error: this data folder holds no certificate key to rotate: `katutubo serve` makes one."
        )
    done = rotate(settings)
    print(
        f"The certificate key {done.new_key_id} signs from now on. The key {done.retired_key_id} is retired: "
        "its private key is deleted, its public key stays published, and the papers it signed still verify."
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="katutubo", description="Katutubo Registry")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="serve the API and the web app")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--workers", type=int, help="server processes (default: KATUTUBO_WORKERS, else one a core)"
    )
    serve.set_defaults(func=cmd_serve)

    sub.add_parser("migrate", help="apply database migrations").set_defaults(func=cmd_migrate)

    sub.add_parser(
        "reclassify", help="re-derive every stored classification flag and age (after a rule changes)"
    ).set_defaults(func=cmd_reclassify)

    create = sub.add_parser("create-user", help="create an account (password prompted or read from stdin)")
    create.add_argument("--email", required=True, help="the account's email address: its sign-in name")
    create.add_argument("--name", required=True, help="the name shown for the account (its display name)")
    create.add_argument(
        "--role",
        choices=[r.value for r in Role],
        required=True,
        help="ipmr: the office, everything; chieftain: certificates; encoder: proposals for their barangays; "
        "user: looks the community up",
    )
    create.add_argument(
        "--barangay",
        action="append",
        help="an encoder's barangay (repeat for several): an encoder needs one or more, no other role any",
    )
    create.set_defaults(func=cmd_create_user)

    reset = sub.add_parser("reset-password", help="set a new password (prompted or read from stdin)")
    reset.add_argument("--email", required=True)
    reset.set_defaults(func=cmd_reset_password)

    users = sub.add_parser("import-users", help="import the original's users collection (JSON export)")
    users.add_argument("file")
    users.set_defaults(func=cmd_import_users)

    seed = sub.add_parser("seed-demo", help="add made-up people to try the registry out")
    seed.add_argument("--count", type=int, default=1000)
    seed.add_argument("--seed", type=int, default=1, help="the same seed makes the same people")
    seed.set_defaults(func=cmd_seed_demo)

    people = sub.add_parser("import-people", help="import the original's indigenousPeople collection (JSON)")
    people.add_argument("file", help="the JSON export (object keyed by id, array, or JSON lines)")
    people.add_argument("--photos", help="the downloaded storage bucket (or its ip_photos folder)")
    people.add_argument("--dry-run", action="store_true", help="check and report; write nothing")
    people.add_argument("--strict", action="store_true", help="one rejected record aborts the whole import")
    people.set_defaults(func=cmd_import_people)

    backup = sub.add_parser("backup", help="write one archive: database, photos, manifest with checksums")
    backup.add_argument("--output", help="the archive to write (default: a new file in KATUTUBO_BACKUP_DIR)")
    backup.add_argument(
        "--encrypt-to", help="an age public key (age1…): only its private key opens the archive"
    )
    backup.set_defaults(func=cmd_backup)

    restore = sub.add_parser(
        "restore",
        help="restore a backup into an empty data folder and database, all or nothing (server stopped)",
        description="Restores a backup, all or nothing: the archive's signature and checksums are checked, "
        "the database is built beside the live one and checked, then swapped in with the photos; any failure "
        "leaves the registry as it was. Stop the server (every server of this registry) first: a restore "
        "refuses a database in use.",
    )
    restore.add_argument("file")
    restore.add_argument("--identity", help="the age key file that opens an encrypted backup")
    restore.add_argument("--force", action="store_true", help="replace a registry already in the target")
    restore.add_argument(
        "--public-key",
        help="trust backups signed by this key (base64) instead of the keys the data folder knows: a backup "
        "of another registry",
    )
    restore.set_defaults(func=cmd_restore)

    photos = sub.add_parser("import-barangay-photos", help="set barangay photos from a folder, by file name")
    photos.add_argument("folder")
    photos.set_defaults(func=cmd_import_barangay_photos)

    audit = sub.add_parser("audit", help="the audit trail").add_subparsers(
        dest="audit_command", required=True
    )
    verify = audit.add_parser("verify", help="check the audit trail's hash chain and its signed checkpoints")
    verify.add_argument(
        "--checkpoint", help="a checkpoint to check against too (the file saved from the IPMRs' email)"
    )
    verify.set_defaults(func=cmd_audit_verify)
    grants = audit.add_parser("grants", help="print PostgreSQL GRANTs: the app may only append events")
    grants.add_argument("--user", default="katutubo_app", help="the database user the server connects as")
    grants.set_defaults(func=cmd_audit_grants)

    sub.add_parser(
        "purge-trash",
        help="delete for good the people in the Trash longer than KATUTUBO_TRASH_DAYS (unset: none)",
    ).set_defaults(func=cmd_purge_trash)

    openapi = sub.add_parser("openapi", help="write the OpenAPI document")
    openapi.add_argument("--output", default="openapi.json")
    openapi.set_defaults(func=cmd_openapi)

    reference = sub.add_parser(
        "reference", help="write the fixed lists /api/reference serves (the web app's build precaches them)"
    )
    reference.add_argument("--output", default="-", help="a file, or - for standard output")
    reference.set_defaults(func=cmd_reference)

    verify_qr = sub.add_parser("verify-qr", help="check a certificate QR code's signed text, with no network")
    verify_qr.add_argument("text", help="the QR code's text: KR1.… or the whole verify address")
    verify_qr.add_argument(
        "--public-key",
        action="append",
        help="base64 (GET /api/verify/key; repeat for its retired keys); default: every key this folder "
        "publishes",
    )
    verify_qr.set_defaults(func=cmd_verify_qr)

    key = sub.add_parser("certificate-key", help="the key the certificates' QR codes are signed with")
    key_sub = key.add_subparsers(dest="key_command", required=True)
    key_sub.add_parser(
        "rotate",
        help="a new key signs from now on; the old private key is deleted, its public key stays published",
        description="A new certificate key signs the papers issued from now on. The old private key is "
        "deleted; its public key stays published (GET /api/verify/key, /verify/key) and trusted, with the "
        "day it was retired, so the papers it signed keep verifying. Running servers sign with the new key "
        "at once.",
    ).set_defaults(func=cmd_certificate_key_rotate)
    return parser


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    try:
        args.func(args)
    except AppError as exc:
        raise SystemExit(f"error: {exc.message}") from exc


if __name__ == "__main__":
    main()
