"""Putting a database back all or nothing: a restore builds the new database beside the live one (`stage`),
checks it through `staged_url`, then either swaps it in (`commit`) or drops it (`roll_back`), leaving the live
one as it was. A restore interrupted in between leaves it `staged`: the next restore or migrate rolls it back
(katutubo.backups.recovery). How depends on the kind: katutubo.backups.sqlite_swap (a file beside the live
one), katutubo.backups.postgres_swap (the live schema renamed aside)."""

from pathlib import Path

from katutubo.backups import database, postgres_swap, sqlite_swap


def stage(url: str, dumped: Path) -> None:
    """The dump loaded as a new database beside the live one (the live one untouched until `commit`)."""
    if database.is_sqlite(url):
        sqlite_swap.stage(database.sqlite_path(url), dumped)
    else:
        postgres_swap.stage(url, dumped)


def staged_url(url: str) -> str:
    """Where the staged database is read and upgraded."""
    if database.is_sqlite(url):
        return f"sqlite:///{sqlite_swap.new_path(database.sqlite_path(url))}"
    return url  # PostgreSQL: the new schema is already `public`, the live one renamed aside


def commit(url: str) -> None:
    """The staged database becomes the live one, in one step; the old one is gone."""
    if database.is_sqlite(url):
        sqlite_swap.commit(database.sqlite_path(url))
    else:
        postgres_swap.commit(url)


def roll_back(url: str) -> None:
    """The staged database dropped, the live one as it was (nothing to do when none is staged)."""
    if database.is_sqlite(url):
        sqlite_swap.roll_back(database.sqlite_path(url))
    else:
        postgres_swap.roll_back(url)


def staged(url: str) -> bool:
    """Whether a restore left a staged database (it was interrupted before its commit)."""
    if database.is_sqlite(url):
        return sqlite_swap.new_path(database.sqlite_path(url)).exists()
    return postgres_swap.staged(url)
