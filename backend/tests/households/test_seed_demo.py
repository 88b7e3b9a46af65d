"""seed-demo makes households: about one per 4 people, each with one head, every seeded person in one."""

from sqlalchemy import func, select, text

from katutubo.core.db import get_sessionmaker
from katutubo.demo.seed import seed_demo
from katutubo.models import Household, HouseholdMember, Relationship


def test_seed_demo_puts_everyone_in_a_household_with_one_head(ipmr_client):
    with get_sessionmaker().begin() as db:
        seed_demo(db, 400, seed=5)
    with get_sessionmaker()() as db:
        households = db.scalar(select(func.count()).select_from(Household)) or 0
        members = db.scalar(select(func.count()).select_from(HouseholdMember)) or 0
        heads = db.execute(
            select(HouseholdMember.household_id, func.count())
            .where(HouseholdMember.relationship == Relationship.head)
            .group_by(HouseholdMember.household_id)
        ).all()
        relationships = set(db.scalars(select(HouseholdMember.relationship).distinct()))
    assert members == 400
    assert 80 <= households <= 120
    assert len(heads) == households and {count for _, count in heads} == {1}
    assert {Relationship.head, Relationship.spouse, Relationship.child} <= relationships
    listed = ipmr_client.get("/api/households", params={"page_size": 100}).json()
    assert listed["total"] == households and listed["members_total"] == 400
    with get_sessionmaker()() as db:  # stored by PSGC code (on PostgreSQL written by COPY, no column type)
        in_ajos = db.scalar(text("SELECT count(*) FROM households WHERE barangay = '0405610001'"))
    ajos = ipmr_client.get("/api/households", params={"barangay": "Ajos"}).json()
    assert ajos["total"] == in_ajos > 0
    one = ipmr_client.get(f"/api/households/{listed['items'][0]['id']}").json()
    assert one["size"] == listed["items"][0]["size"] == len(one["members"])
    person = ipmr_client.get(f"/api/people/{one['members'][0]['person']['id']}").json()
    assert person["household_members"] == one["size"] and person["household"]["id"] == one["id"]
