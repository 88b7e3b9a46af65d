import io
import sys

import pytest
from sqlalchemy import select

from katutubo.cli import main
from katutubo.core.db import get_sessionmaker
from katutubo.core.security import verify_password
from katutubo.models import Role, User


def run(monkeypatch, argv, stdin):
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    main(argv)


def stored(email):
    with get_sessionmaker()() as db:
        return db.scalar(select(User).where(User.email == email))


def test_create_user_reads_the_password_from_stdin(monkeypatch, settings, capsys):
    run(
        monkeypatch,
        ["create-user", "--email", "Rosa@Example.org", "--name", "Rosa", "--role", "chieftain"],
        "lihim-na-pass\n",
    )
    user = stored("rosa@example.org")
    assert user.role is Role.chieftain
    assert user.status == "active"  # the CLI makes accounts that need no approval
    assert verify_password("lihim-na-pass", user.password_hash)
    assert "Created chieftain account rosa@example.org." in capsys.readouterr().out


def test_create_user_refuses_a_short_password(monkeypatch, settings):
    with pytest.raises(SystemExit, match="at least 6 characters"):
        run(
            monkeypatch, ["create-user", "--email", "s@example.org", "--name", "S", "--role", "user"], "abc\n"
        )
    assert stored("s@example.org") is None


def test_reset_password(monkeypatch, users, settings):
    users.create(email="tess@example.org")
    run(monkeypatch, ["reset-password", "--email", "tess@example.org"], "panibagong-pass\n")
    assert verify_password("panibagong-pass", stored("tess@example.org").password_hash)
    with pytest.raises(SystemExit, match="No account found"):
        run(monkeypatch, ["reset-password", "--email", "ghost@example.org"], "panibagong-pass\n")


def test_import_users_maps_legacy_roles(tmp_path, settings, users, capsys):
    users.create(email="taken@example.org")
    export = tmp_path / "users.json"
    export.write_text(
        """{
        "uid1": {"email": "Ipmr@Example.org", "displayName": "Office", "role": "super_admin",
                 "createdAt": {"seconds": 1700000000, "nanoseconds": 0}},
        "uid2": {"email": "datu@example.org", "displayName": "Datu", "role": "admin"},
        "uid3": {"email": "viewer@example.org", "displayName": "Viewer"},
        "uid4": {"email": "taken@example.org", "role": "admin"},
        "uid5": {"email": "broken", "role": "admin"}
        }"""
    )
    main(["import-users", str(export)])
    out = capsys.readouterr().out
    assert "Imported 3 accounts, skipped 2." in out
    assert "skipped taken@example.org: Email is already in use." in out
    assert stored("ipmr@example.org").role is Role.ipmr
    assert stored("ipmr@example.org").created_at.year == 2023
    assert stored("datu@example.org").role is Role.chieftain
    assert stored("viewer@example.org").role is Role.user
    assert not verify_password("", stored("viewer@example.org").password_hash)


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (
            ["--role", "encoder"],
            "error: an encoder works for one or more barangays: give --barangay NAME (repeat for several).",
        ),
        (
            ["--role", "chieftain", "--barangay", "Ajos"],
            "error: --barangay is for an encoder's account only: a chieftain sees every barangay.",
        ),
        (
            ["--role", "encoder", "--barangay", "Ajoss"],
            "error: “Ajoss” is not a barangay of Catanauan. Did you mean Ajos, San Jose Anyao?",
        ),
    ],
)
def test_create_user_says_what_is_wrong_with_the_barangays(monkeypatch, settings, extra, said):
    with pytest.raises(SystemExit) as refused:
        run(
            monkeypatch, ["create-user", "--email", "e@example.org", "--name", "E", *extra], "lihim-na-pass\n"
        )
    assert refused.value.code == said
    assert stored("e@example.org") is None


def test_create_user_help_describes_every_option(capsys):
    with pytest.raises(SystemExit):
        main(["create-user", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for described in (
        "--email EMAIL the account's email address",
        "--name NAME the name shown for the account",
        "encoder: proposals for their barangays",
        "--barangay BARANGAY an encoder's barangay",
    ):
        assert described in out


def test_migrate_says_what_it_did(tmp_path, monkeypatch, capsys):
    from katutubo.core import config, db

    monkeypatch.setenv("KATUTUBO_DATABASE_URL", f"sqlite:///{tmp_path / 'new.sqlite3'}")
    config.get_settings.cache_clear()
    try:
        main(["migrate"])
        created = capsys.readouterr().out
        main(["migrate"])
        again = capsys.readouterr().out
    finally:
        config.get_settings.cache_clear()
        db.get_engine.cache_clear()
        db.get_sessionmaker.cache_clear()
    assert created.startswith("Created the registry's database (schema ")
    assert again.startswith("The database is up to date (schema ") and again.endswith("): nothing to do.\n")
