"""Links are one row read from both ends: consistent both ways, removed from both, audited on both records."""

from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, KinshipLink
from tests.kinship.helpers import ids, link, linked, person, relatives

OWN_ANCESTOR = "This link would make {} their own ancestor."


def link_count() -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(KinshipLink)) or 0


def test_making_a_the_mother_of_b_lists_b_among_her_children(ipmr_client):
    maria = person("Maria", "Santos", "Female", "1960-03-02")
    juan = person("Juan", "Dela Cruz", "Male", "1990-05-17")
    link(ipmr_client, juan, mother_id=maria.id)
    assert linked(relatives(ipmr_client, juan)["mother"]) == maria.id
    assert relatives(ipmr_client, juan)["mother"]["name"] == "Santos, Maria"
    children = relatives(ipmr_client, maria)["children"]
    assert children == [
        {
            "id": juan.id,
            "name": "Dela Cruz, Juan",
            "first_name": "Juan",
            "middle_name": None,
            "last_name": "Dela Cruz",
            "barangay": "Ajos",
            "age": juan.age,
            "gender": "Male",
            "lineage": "Agta",
            "thumb_url": None,
            "half": False,
        }
    ]


def test_linking_a_child_from_the_parents_form_sets_the_childs_parent(ipmr_client, chieftain_client):
    pedro = person("Pedro", "Dela Cruz", "Male", "1955-01-01")
    ana = person("Ana", "Dela Cruz", "Female", "1985-01-01")
    rosa = person("Rosa", "Dela Cruz", "Female", "1988-01-01")
    link(ipmr_client, pedro, children_ids=[ana.id, rosa.id])
    assert linked(relatives(chieftain_client, ana)["father"]) == pedro.id
    assert linked(relatives(chieftain_client, rosa)["father"]) == pedro.id
    assert ids(relatives(chieftain_client, pedro)["children"]) == [ana.id, rosa.id]  # eldest first


def test_spouses_are_linked_both_ways_and_no_one_marries_themself(ipmr_client):
    juan = person("Juan", "Dela Cruz", "Male", "1960-01-01")
    ana = person("Ana", "Reyes", "Female", "1962-01-01")
    link(ipmr_client, ana, spouse_ids=[juan.id])
    assert ids(relatives(ipmr_client, juan)["spouses"]) == [ana.id]
    assert ids(relatives(ipmr_client, ana)["spouses"]) == [juan.id]
    refused = link(ipmr_client, juan, expect=422, spouse_ids=[juan.id])
    assert refused["detail"]["fields"] == {"family_tree.spouse": "A person cannot be their own spouse."}


def test_removing_a_link_removes_both_sides(ipmr_client):
    maria = person("Maria", "Santos", "Female", "1960-03-02")
    juan = person("Juan", "Dela Cruz", "Male", "1990-05-17")
    ana = person("Ana", "Dela Cruz", "Female", "1992-05-17")
    link(ipmr_client, juan, mother_id=maria.id)
    link(ipmr_client, ana, mother_id=maria.id)
    link(ipmr_client, juan, mother_id=None)  # from the child's form
    assert relatives(ipmr_client, juan)["mother"] is None
    assert ids(relatives(ipmr_client, maria)["children"]) == [ana.id]
    link(ipmr_client, maria, children_ids=[])  # from the mother's form
    assert relatives(ipmr_client, ana)["mother"] is None
    assert relatives(ipmr_client, maria)["children"] == []
    assert link_count() == 0


def test_a_person_cannot_become_their_own_ancestor(ipmr_client):
    lola = person("Lourdes", "Santos", "Female", "1930-01-01")
    maria = person("Maria", "Santos", "Female", "1955-01-01")
    ana = person("Ana", "Cruz", "Female", "1980-01-01")
    link(ipmr_client, maria, mother_id=lola.id)
    link(ipmr_client, ana, mother_id=maria.id)
    before = link_count()
    # Ana as the mother of her own grandmother, from the grandmother's form and from Ana's.
    refused = link(ipmr_client, lola, expect=422, mother_id=ana.id)
    assert refused["error"] == OWN_ANCESTOR.format("Lourdes Santos")
    assert refused["detail"]["fields"] == {"family_tree.mother": OWN_ANCESTOR.format("Lourdes Santos")}
    refused = link(ipmr_client, ana, expect=422, mother_id=maria.id, children_ids=[lola.id])
    assert refused["detail"]["fields"] == {"family_tree.children": OWN_ANCESTOR.format("Lourdes Santos")}
    refused = link(ipmr_client, maria, expect=422, mother_id=lola.id, children_ids=[maria.id])
    assert refused["error"] == OWN_ANCESTOR.format("Maria Santos")
    assert link_count() == before
    assert linked(relatives(ipmr_client, lola)["mother"]) is None


def test_every_link_change_is_audited_on_both_records(ipmr_client):
    maria = person("Maria", "Santos", "Female", "1960-03-02")
    juan = person("Juan", "Dela Cruz", "Male", "1990-05-17")
    link(ipmr_client, juan, mother_id=maria.id)
    link(ipmr_client, maria, children_ids=[])

    def events(who):
        history = ipmr_client.get(f"/api/people/{who.id}/history").json()
        return [(e["action"], e["changes"]) for e in history if e["action"].startswith("person.")]

    juan_label, maria_label = f"Dela Cruz, Juan (#{juan.id})", f"Santos, Maria (#{maria.id})"
    assert events(juan)[:2] == [
        ("person.unlinked", {"mother": [maria_label, None]}),
        ("person.linked", {"mother": [None, maria_label]}),
    ]
    assert events(maria)[:2] == [
        ("person.unlinked", {"children": [[juan_label], None]}),
        ("person.linked", {"children": [None, [juan_label]]}),
    ]


def test_a_link_change_records_the_relatives_already_linked_as_before(ipmr_client):
    """Adding a second child (or spouse) shows 'Children: Ana → Ana, Rosa', not '(empty) → Rosa'."""
    pedro = person("Pedro", "Dela Cruz", "Male", "1955-01-01")
    ana = person("Ana", "Dela Cruz", "Female", "1985-01-01")
    rosa = person("Rosa", "Dela Cruz", "Female", "1988-01-01")
    lita = person("Lita", "Reyes", "Female", "1956-01-01")
    luz = person("Luz", "Santos", "Female", "1957-01-01")
    link(ipmr_client, pedro, children_ids=[ana.id], spouse_ids=[lita.id])
    link(ipmr_client, pedro, children_ids=[ana.id, rosa.id], spouse_ids=[lita.id, luz.id])
    link(ipmr_client, pedro, children_ids=[rosa.id], spouse_ids=[luz.id])

    history = ipmr_client.get(f"/api/people/{pedro.id}/history").json()
    changes = [e["changes"] for e in history if e["action"] in ("person.linked", "person.unlinked")]
    ana_, rosa_ = f"Dela Cruz, Ana (#{ana.id})", f"Dela Cruz, Rosa (#{rosa.id})"
    lita_, luz_ = f"Reyes, Lita (#{lita.id})", f"Santos, Luz (#{luz.id})"
    assert changes[::-1] == [
        {"spouse": [None, [lita_]]},
        {"children": [None, [ana_]]},
        {"spouse": [[lita_], [lita_, luz_]]},
        {"children": [[ana_], [ana_, rosa_]]},
        {"spouse": [[lita_, luz_], [luz_]]},
        {"children": [[ana_, rosa_], [rosa_]]},
    ]
    rosa_history = ipmr_client.get(f"/api/people/{rosa.id}/history").json()
    assert [e["changes"] for e in rosa_history if e["action"] == "person.linked"] == [
        {"father": [None, f"Dela Cruz, Pedro (#{pedro.id})"]}
    ]


def test_a_refused_link_records_nothing(ipmr_client):
    maria = person("Maria", "Santos", "Female", "1960-03-02")
    link(ipmr_client, maria, expect=422, mother_id=maria.id)
    with get_sessionmaker()() as db:
        linked_events = db.scalar(
            select(func.count()).select_from(AuditEvent).where(AuditEvent.action == "person.linked")
        )
    assert linked_events == 0


def test_a_child_keeps_their_other_parent_and_genders_must_fit(ipmr_client):
    maria = person("Maria", "Santos", "Female", "1960-03-02")
    rosa = person("Rosa", "Reyes", "Female", "1962-03-02")
    pedro = person("Pedro", "Reyes", "Male", "1958-03-02")
    juan = person("Juan", "Dela Cruz", "Male", "1990-05-17")
    link(ipmr_client, juan, mother_id=maria.id)
    refused = link(ipmr_client, rosa, expect=422, children_ids=[juan.id])
    assert refused["error"] == "Juan Dela Cruz already has a linked mother: Maria Santos."
    refused = link(ipmr_client, juan, expect=422, father_id=rosa.id)
    assert refused["error"] == "Rosa Reyes is recorded as Female and cannot be linked as the father."
    refused = link(ipmr_client, juan, expect=422, mother_id=pedro.id)
    assert refused["error"] == "Pedro Reyes is recorded as Male and cannot be linked as the mother."
    link(ipmr_client, juan, mother_id=rosa.id)  # the child's own form may choose another mother
    assert ids(relatives(ipmr_client, maria)["children"]) == []
    assert ids(relatives(ipmr_client, rosa)["children"]) == [juan.id]


def test_a_new_person_is_added_with_links(ipmr_client):
    from tests.people.factories import person_payload

    maria = person("Maria", "Santos", "Female", "1960-03-02")
    payload = person_payload(first_name="Carlo", relatives={"mother_id": maria.id})
    response = ipmr_client.post("/api/people", json=payload)
    assert response.status_code == 201, response.text
    carlo = response.json()["id"]
    assert ids(relatives(ipmr_client, maria)["children"]) == [carlo]
    missing = ipmr_client.post("/api/people", json=person_payload(relatives={"father_id": 999999}))
    assert missing.status_code == 422
    assert missing.json()["detail"]["fields"] == {"family_tree.father": "Person not found."}


def test_a_linked_parent_is_named_in_the_childs_father_and_mother_text(ipmr_client):
    """The lists, exports, print and a re-import read the Father / Mother text: a link writes it (from either
    side), and removing the link takes it away."""
    pedro = person("Pedro", "Santos", "Male", "1960-01-01")
    maria = person("Maria", "Reyes", "Female", "1962-01-01")
    ana = person("Ana", "Santos", "Female", "1990-01-01")
    link(ipmr_client, ana, father_id=pedro.id)
    link(ipmr_client, maria, children_ids=[ana.id])
    stored = ipmr_client.get(f"/api/people/{ana.id}").json()["family_tree"]
    assert (stored["father"], stored["mother"]) == ("Pedro Santos", "Maria Reyes")
    link(ipmr_client, ana, father_id=None, mother_id=maria.id)
    stored = ipmr_client.get(f"/api/people/{ana.id}").json()["family_tree"]
    assert (stored["father"], stored["mother"]) == (None, "Maria Reyes")
