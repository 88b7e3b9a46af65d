"""Siblings derived from shared parents (half-siblings marked), typed names kept beside links, the Trash."""

from sqlalchemy import func, select

from katutubo.core.db import get_sessionmaker
from katutubo.models import KinshipLink
from tests.kinship.helpers import ids, link, linked, person, relatives
from tests.people.factories import add_person


def test_a_linked_relative_is_the_person_in_brief_the_people_list_shows(ipmr_client):
    mother = add_person(
        first_name="Maria", middle_name="Luz", last_name="Santos", gender="Female", lineage="Dumagat"
    )
    juan = person("Juan", "Dela Cruz", "Male", "1990-05-17")
    link(ipmr_client, juan, mother_id=mother.id)
    suggested = ipmr_client.get("/api/people/suggestions", params={"q": "Maria Luz"}).json()["names"]
    in_the_list = next(s for s in suggested if s["id"] == mother.id)
    assert relatives(ipmr_client, juan)["mother"] == {**in_the_list, "half": False}
    assert in_the_list["name"] == "Santos, Maria Luz"


def test_siblings_come_from_shared_parents_and_half_siblings_are_marked(ipmr_client):
    father = person("Pedro", "Dela Cruz", "Male", "1950-01-01")
    mother = person("Maria", "Santos", "Female", "1952-01-01")
    second_wife = person("Rosa", "Reyes", "Female", "1958-01-01")
    ana = person("Ana", "Dela Cruz", "Female", "1975-01-01")
    ben = person("Ben", "Dela Cruz", "Male", "1978-01-01")
    carla = person("Carla", "Dela Cruz", "Female", "1985-01-01")
    dino = person("Dino", "Santos", "Male", "1980-01-01")
    link(ipmr_client, ana, father_id=father.id, mother_id=mother.id)
    link(ipmr_client, ben, father_id=father.id, mother_id=mother.id)
    link(ipmr_client, carla, father_id=father.id, mother_id=second_wife.id)
    link(ipmr_client, dino, mother_id=mother.id)  # father not recorded: not marked half
    siblings = relatives(ipmr_client, ana)["siblings"]
    assert [(s["id"], s["name"], s["half"]) for s in siblings] == [
        (ben.id, "Dela Cruz, Ben", False),
        (dino.id, "Santos, Dino", False),
        (carla.id, "Dela Cruz, Carla", True),
    ]
    assert [(s["id"], s["half"]) for s in relatives(ipmr_client, carla)["siblings"]] == [
        (ana.id, True),
        (ben.id, True),
    ]
    assert relatives(ipmr_client, father)["siblings"] == []


def test_typed_names_stay_for_relatives_that_are_not_linked(ipmr_client):
    maria = person("Maria", "Santos", "Female", "1960-03-02")
    juan = add_person(first_name="Juan", middle_name=None)  # typed: Pedro, Maria, Ana, Jose, Rosa, Carlo
    family = relatives(ipmr_client, juan)
    assert family["father"] == {"id": None, "name": "Pedro Dela Cruz", "half": False}
    assert [(s["id"], s["name"]) for s in family["siblings"]] == [
        (None, "Jose Dela Cruz"),
        (None, "Rosa Dela Cruz"),
    ]
    assert [(c["id"], c["name"]) for c in family["children"]] == [(None, "Carlo Dela Cruz")]
    assert [(s["id"], s["name"]) for s in family["spouses"]] == [(None, "Ana Dela Cruz")]
    # A linked mother stands in for the typed one; a typed child of the same name as a linked one shows once.
    link(ipmr_client, juan, mother_id=maria.id)
    assert linked(relatives(ipmr_client, juan)["mother"]) == maria.id
    carlo = person("Carlo", "Dela Cruz", "Male", "2015-01-01")
    link(ipmr_client, juan, mother_id=maria.id, children_ids=[carlo.id])
    assert [(c["id"], c["name"]) for c in relatives(ipmr_client, juan)["children"]] == [
        (carlo.id, "Dela Cruz, Carlo")
    ]


def test_links_are_hidden_while_a_relative_is_in_the_trash_and_back_on_restore(ipmr_client):
    maria = person("Maria", "Santos", "Female", "1960-03-02")
    juan = person("Juan", "Dela Cruz", "Male", "1990-05-17")
    ana = person("Ana", "Dela Cruz", "Female", "1992-05-17")
    link(ipmr_client, juan, mother_id=maria.id)
    link(ipmr_client, ana, mother_id=maria.id)
    assert ipmr_client.delete(f"/api/people/{maria.id}").status_code == 204
    # No link to a record in the Trash: her name stays, as the text the link wrote (lists, exports, print).
    mother = relatives(ipmr_client, juan)["mother"]
    assert mother["id"] is None and mother["name"] == "Maria Santos"
    assert relatives(ipmr_client, juan)["siblings"] == []  # through the hidden mother
    # Saving the child's form meanwhile (the form shows no mother) keeps the hidden link.
    link(ipmr_client, juan, mother_id=None)
    assert ipmr_client.post(f"/api/admin/trash/{maria.id}/restore").status_code == 200
    assert linked(relatives(ipmr_client, juan)["mother"]) == maria.id
    assert ids(relatives(ipmr_client, maria)["children"]) == [juan.id, ana.id]
    # A trashed person cannot be linked; purging one removes their links.
    ben = person("Ben", "Dela Cruz", "Male", "1994-05-17")
    assert ipmr_client.delete(f"/api/people/{ben.id}").status_code == 204
    refused = link(ipmr_client, maria, expect=422, children_ids=[juan.id, ana.id, ben.id])
    assert refused["detail"]["fields"] == {"family_tree.children": "Person not found."}
    assert ipmr_client.delete(f"/api/people/{ana.id}").status_code == 204
    assert (
        ipmr_client.delete(
            f"/api/admin/trash/{ana.id}",
            params={"last_name": "Dela Cruz", "disposal_authority": "NAP DA 2026-07"},
        ).status_code
        == 204
    )
    with get_sessionmaker()() as db:
        assert db.scalar(select(func.count()).select_from(KinshipLink)) == 1
