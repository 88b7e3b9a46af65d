import stat

from katutubo.core.config import Settings


def test_secret_key_is_generated_once_and_private(tmp_path):
    settings = Settings(data_dir=tmp_path)
    key = settings.resolved_secret_key
    assert len(key) > 40
    assert Settings(data_dir=tmp_path).resolved_secret_key == key
    assert stat.S_IMODE((tmp_path / "secret_key").stat().st_mode) == 0o600


def test_default_database_is_sqlite_in_the_data_folder(tmp_path):
    assert (
        Settings(data_dir=tmp_path, database_url=None).resolved_database_url
        == f"sqlite:///{tmp_path / 'katutubo.sqlite3'}"
    )


def test_sqlite_runs_in_wal_mode_with_foreign_keys(settings):
    from sqlalchemy import text

    from katutubo.core.db import get_engine

    engine = get_engine()
    if engine.dialect.name != "sqlite":
        return
    with engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
