"""An encoder edits a person whose father, spouse and child live in another barangay: the encoder's form sees
them as typed names (no link), so the relatives it sends hold no id for them. Approved, the edit changes what
the encoder changed and keeps those links; a relative of the scope the encoder unlinks is unlinked."""

from tests.kinship.helpers import link, relatives
from tests.people.factories import add_person
from tests.proposals.helpers import propose


def test_an_encoders_edit_keeps_the_links_it_could_not_see(encoder, ipmr):
    father = add_person(first_name="Lakan", last_name="Anusan", barangay="Anusan", date_of_birth="1950-01-01")
    person = add_person(first_name="Dayang", last_name="Ajos", barangay="Ajos", date_of_birth="1980-01-01")
    wife = add_person(first_name="Tala", last_name="Bolo", barangay="Bolo", date_of_birth="1981-01-01")
    child = add_person(first_name="Bituin", last_name="Tuhian", barangay="Tuhian", date_of_birth="2005-01-01")
    cousin = add_person(first_name="Amihan", last_name="Ajos", barangay="Ajos", date_of_birth="2006-01-01")
    link(ipmr, person, father_id=father.id, spouse_ids=[wife.id], children_ids=[child.id, cousin.id])

    seen = relatives(encoder, person)  # what the encoder's form loads: the others as typed names
    assert seen["father"]["id"] is None and seen["father"]["name"] == "Lakan Santos Anusan"
    sent = {"father_id": None, "mother_id": None, "spouse_ids": [], "children_ids": []}  # the cousin unlinked
    p = propose(
        encoder,
        kind="edit",
        person_id=person.id,
        base_version=2,
        values={"occupation": "Weaver", "relatives": sent},
    )
    r = ipmr.post(f"/api/admin/proposals/{p['id']}/approve")
    assert r.status_code == 200, r.text

    now = relatives(ipmr, person)
    assert now["father"]["id"] == father.id
    assert [s["id"] for s in now["spouses"] if s["id"]] == [wife.id]
    # the cousin of Ajos unlinked, as proposed
    assert [c["id"] for c in now["children"] if c["id"]] == [child.id]
    assert ipmr.get(f"/api/people/{person.id}").json()["occupation"] == "Weaver"
