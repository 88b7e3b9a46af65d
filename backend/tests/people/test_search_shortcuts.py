"""The shortcuts of a search on a common word (katutubo.people.search_shortcuts) give the very page and total
of the index path: every page, both orders, every sort, with filters, for an encoder, with people in the
Trash."""

import pytest
from sqlalchemy import update

from katutubo.access.scope import WHOLE, Scope
from katutubo.cli import main
from katutubo.core.db import get_sessionmaker
from katutubo.models import Person
from katutubo.people import listing, search_shortcuts
from katutubo.people.query import PeopleQuery

SEARCHES = [
    PeopleQuery(q="a"),
    PeopleQuery(q="mar"),
    PeopleQuery(q="dela"),
    PeopleQuery(q="ma", order="desc"),
    PeopleQuery(q="an", category="female"),
    PeopleQuery(q="ala"),
    PeopleQuery(q="cruz ma"),
    PeopleQuery(q="a", barangay="Ajos"),
    PeopleQuery(q="zzzz"),
    PeopleQuery(q="ma", sort="birthdate"),
    PeopleQuery(q="an", sort="birthdate", order="desc", category="students"),
    PeopleQuery(q="a", sort="age", order="desc"),
    PeopleQuery(q="ala", sort="tribe"),
    PeopleQuery(q="mar", sort="created_at", order="desc"),
    PeopleQuery(q="a", sort="barangay"),
]


@pytest.fixture
def registry(database_url: str) -> None:
    main(["seed-demo", "--count", "1500", "--seed", "5"])
    with get_sessionmaker().begin() as db:  # every 7th person in the Trash
        db.execute(update(Person).where(Person.id % 7 == 0).values(deleted_at=Person.created_at))


def _pages(people_query: PeopleQuery, scope: Scope) -> list[tuple[list[int], int, bool]]:
    with get_sessionmaker()() as db:
        pages = []
        for page in (1, 2, 5):
            found = listing.list_people(db, scope, people_query, page, 20)
            pages.append(([p.id for p in found.items], found.total, found.total_capped))
        return pages


@pytest.mark.parametrize("scope", [WHOLE, Scope(frozenset({"Ajos", "Bolo"}))], ids=["ipmr", "encoder"])
def test_the_shortcuts_give_the_pages_and_totals_of_the_index_path(registry, scope, monkeypatch):
    monkeypatch.setattr(search_shortcuts, "PROBE_ROWS", 300)  # the rows read: a fifth of the registry
    with_shortcuts = [_pages(q, scope) for q in SEARCHES]
    monkeypatch.setattr(search_shortcuts, "PROBE_ROWS", 0)
    monkeypatch.setattr(search_shortcuts, "fts_count_select", lambda *_args: None)
    assert with_shortcuts == [_pages(q, scope) for q in SEARCHES]
    assert any(ids for pages in with_shortcuts for ids, _total, _capped in pages)


def test_a_common_word_is_answered_by_the_probe(registry, monkeypatch):
    """'a' is in nearly every name: its first pages come from the first rows read; a word in no name, and a
    page past the rows read, go to the index."""
    with get_sessionmaker()() as db:
        assert search_shortcuts.probed_page(db, PeopleQuery(q="a"), WHOLE, 1, 50) is not None
        assert search_shortcuts.probed_page(db, PeopleQuery(q="zzzz"), WHOLE, 1, 50) is None
        assert search_shortcuts.probed_page(db, PeopleQuery(q="a"), WHOLE, 41, 50) is None
        monkeypatch.setattr(search_shortcuts, "PROBE_ROWS", 100)
        assert search_shortcuts.probed_page(db, PeopleQuery(q="dela"), WHOLE, 2, 50) is None
        # No index holds the order by barangay, tribe or age whole: the rows read would be a sort of everyone.
        for sort in ("barangay", "tribe", "age"):
            assert search_shortcuts.probe_select(PeopleQuery(q="a", sort=sort), WHOLE, 1, 50) is None
        for sort in ("birthdate", "created_at"):
            assert search_shortcuts.probed_page(db, PeopleQuery(q="a", sort=sort), WHOLE, 1, 50)


def test_the_fts_count_leaves_out_the_trash(registry, monkeypatch):
    monkeypatch.setattr(listing, "SEARCH_TOTAL_CAP", 100_000)
    with get_sessionmaker()() as db:
        if listing.dialect_of(db) != "sqlite":
            pytest.skip("the FTS table is SQLite's")
        counting = search_shortcuts.fts_count_select(PeopleQuery(q="mar"), WHOLE, "sqlite", 100_001)
        assert counting is not None
        live = (
            db.query(Person).filter(Person.deleted_at.is_(None), Person.search_text.contains("mar")).count()
        )
        assert db.scalar(counting) == live > 0
        assert search_shortcuts.fts_count_select(PeopleQuery(q="ma"), WHOLE, "sqlite", 10) is None
        encoder = Scope(frozenset({"Ajos"}))
        assert search_shortcuts.fts_count_select(PeopleQuery(q="mar"), encoder, "sqlite", 10) is None
