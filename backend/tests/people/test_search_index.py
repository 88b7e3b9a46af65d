"""The list's text search through its index (SQLite FTS5 trigram table, PostgreSQL pg_trgm) finds exactly what
the plain substring match (LIKE over every row) finds; words shorter than a trigram still work; a searched
total stops at 10,000 and says so."""

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import and_, select, text, update

from katutubo.access.people import live
from katutubo.access.scope import WHOLE
from katutubo.core.db import get_engine, get_sessionmaker
from katutubo.models import Person
from katutubo.people import listing, search_index
from katutubo.people.query import PeopleQuery, page_ids_select
from katutubo.rules.names import search_fold
from tests.people.factories import add_person

# (first, last, barangay, tribe): accents, a quote, LIKE's wildcards and FTS5's operators in names.
PEOPLE = [
    ("Juan", "Dela Cruz", "Ajos", "Agta"),
    ("Maria", "Santos", "Ajos", "Dumagat"),
    ("Niño", "Peñaflor", "Bolo", "Remontado"),
    ("Ana", "O'Neil", "Bolo", "Aeta"),
    ("Rosa", "100%_Pure", "San Roque", "Agta"),
    ("Carlo", 'Say "AND" NOT', "Tuhian", None),
    ("Liza", "Villanueva", "San Roque", "Dumagat"),
    ("Andres", "Malabanan", "Matandang Sabang Silangan", "Agta"),
    ("Luz", "Alarcon", "Tuhian", "Kalinga"),
    ("Jose", "Santos", "Ajos", "Remontado"),
]
QUERIES = [
    "ala", "santos", "SANTOS ajos", "cruz juan", "niño", "peñ", "o'n", "o'neil", "100%", "%_p", '"and"',
    "and not", "not", "an", "a", "ñ", "sa", "ag", "remontado", "silangan", "matandang sabang", "xyz",
    "lu tuhian", "zzz ala", "ana o'", "dela cruz juan ajos agta",
]  # fmt: skip


@pytest.fixture
def registry(database_url: str) -> None:
    for first, last, barangay, tribe in PEOPLE:
        add_person(first_name=first, middle_name=None, last_name=last, barangay=barangay, lineage=tribe)
    deleted = add_person(first_name="Alab", last_name="Trashed", barangay="Ajos")
    with get_sessionmaker().begin() as db:
        db.execute(update(Person).where(Person.id == deleted.id).values(deleted_at=Person.created_at))


def _like(words: list[str]) -> list[int]:
    """The reference: every (folded) word a substring of the stored search text, over every live row."""
    condition = and_(*(Person.search_text.contains(w, autoescape=True) for w in words))
    with get_sessionmaker()() as db:
        return list(db.scalars(select(Person.id).where(live(), condition).order_by(Person.id)))


def _indexed(q: str) -> list[int]:
    with get_sessionmaker()() as db:
        dialect = listing.dialect_of(db)
        ids = db.scalars(page_ids_select(PeopleQuery(q=q), WHOLE, 1, 100, dialect)).all()
    return sorted(ids)


@pytest.mark.parametrize("q", QUERIES)
def test_the_index_finds_what_a_scan_finds(registry, q):
    assert _indexed(q) == _like(search_fold(q).split())


def test_the_fixed_set_finds_what_a_reader_expects(registry):
    with get_sessionmaker()() as db:
        names = {p.id: p.last_name for p in db.scalars(select(Person))}
    assert [names[i] for i in _indexed("ala")] == ["Malabanan", "Alarcon"]
    assert [names[i] for i in _indexed("o'neil")] == ["O'Neil"]
    assert [names[i] for i in _indexed("100%")] == ["100%_Pure"]
    assert [names[i] for i in _indexed('"and"')] == ['Say "AND" NOT']


def test_long_words_go_through_the_index(registry):
    """SQLite: the words of three characters or more are a MATCH of the FTS table, shorter ones a LIKE.
    PostgreSQL: the planner answers the LIKE from the trigram index rather than by a scan."""
    with get_sessionmaker()() as db:
        dialect = listing.dialect_of(db)
        statement = page_ids_select(PeopleQuery(q="ala sa"), WHOLE, 1, 50, dialect)
        if dialect == "sqlite":
            sql = str(statement.compile(get_engine()))
            assert "people_search MATCH" in sql and sql.count("LIKE") == 1
            return
        statement = page_ids_select(PeopleQuery(q="alarcon"), WHOLE, 1, 50, dialect)
        # Ten rows cost the same by any index: the other indexes go (in this transaction only, rolled back).
        others = Person.__table__.indexes
        db.execute(text("DROP INDEX " + ", ".join(i.name for i in others if i.name)))  # type: ignore[misc]
        db.execute(text("SET LOCAL enable_seqscan = off"))
        compiled = statement.compile(get_engine())
        plan = "\n".join(
            row[0] for row in db.connection().exec_driver_sql(f"EXPLAIN {compiled}", compiled.params)
        )
    assert search_index.TRIGRAM_INDEX in plan


def test_the_index_follows_edits_and_deletes(registry):
    with get_sessionmaker().begin() as db:
        person = db.scalars(select(Person).where(Person.last_name == "Alarcon")).one()
        person.last_name, person.last_name_lower, person.search_text = "Bituin", "bituin", "luz bituin tuhian"
    assert _indexed("alarcon") == [] and len(_indexed("bituin")) == 1
    with get_sessionmaker().begin() as db:
        db.delete(db.scalars(select(Person).where(Person.last_name == "Bituin")).one())
    assert _indexed("bituin") == []


def test_a_searched_total_stops_at_the_cap_and_says_so(registry, user_client: TestClient, monkeypatch):
    monkeypatch.setattr(listing, "SEARCH_TOTAL_CAP", 3)
    many = user_client.get("/api/people", params={"q": "a", "page_size": 2}).json()
    assert (many["total"], many["total_capped"], len(many["items"])) == (3, True, 2)
    assert (
        len(user_client.get("/api/people", params={"q": "a", "page": 5, "page_size": 2}).json()["items"]) == 2
    )
    exact = user_client.get("/api/people", params={"q": "santos"}).json()
    assert (exact["total"], exact["total_capped"]) == (2, False)
    everyone = user_client.get("/api/people").json()  # no text search: from the tally, never capped
    assert (everyone["total"], everyone["total_capped"]) == (10, False)
