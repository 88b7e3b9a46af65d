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
