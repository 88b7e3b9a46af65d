"""The planner's statistics are refreshed after seeding (and migrations, imports, daily): with them SQLite
reads "students in one barangay" through the barangay's index (a few hundred rows at any size), not through
the students' index (every student of the registry). (Since the barangay's index holds the list's whole order,
id included, SQLite takes it even without statistics; the test checks that they are there.)"""

from sqlalchemy import text

from katutubo.access.scope import WHOLE
from katutubo.core.db import get_engine, transaction
from katutubo.demo.seed import seed_demo
from katutubo.people.query import PeopleQuery, page_ids_select


def _plan() -> str:
    statement = page_ids_select(PeopleQuery(category="students", barangay="Ajos"), WHOLE, 1, 50, "sqlite")
    compiled = statement.compile(get_engine(), compile_kwargs={"literal_binds": True})
    with transaction() as db:
        return " | ".join(row[3] for row in db.execute(text(f"EXPLAIN QUERY PLAN {compiled}")))


def test_students_in_a_barangay_use_the_barangay_index_once_analysed(database_url):
    with transaction() as db:
        seed_demo(db, 5000)
    if database_url.startswith("postgresql"):
        with transaction() as db:
            analysed = db.scalar(text("SELECT count(*) FROM pg_stats WHERE tablename = 'people'"))
        assert analysed and analysed > 10
        return
    get_engine().dispose()  # connections pooled by earlier tests keep the statistics they read then
    with transaction() as db:
        analysed = db.scalar(text("SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'people'"))
    assert analysed and analysed > 10
    assert "USING INDEX ix_people_barangay_name (barangay=?)" in _plan()
