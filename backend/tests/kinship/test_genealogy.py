"""The Genealogy Form's contents: every ancestor box up to the great-grandparents on both sides (registered,
typed on a record, or unknown), siblings, spouses, children and grandchildren; the Trash is 404."""

from tests.kinship.helpers import NO_FAMILY, link, person


def test_the_form_holds_registered_and_typed_relatives_in_their_boxes(ipmr_client, user_client):
    # The father's side registered up to a great-grandfather; the mother a name typed on the record.
    great = person("Andres", "Magbanua", "Male", "1880-03-01", lineage="Agta", barangay="Bolo")
    grandfather = person("Pedro", "Magbanua", "Male", "1910-05-01", lineage="Agta")
    grandmother = person(
        "Rosa", "Lim", "Female", "1912-01-01", family_tree={**NO_FAMILY, "mother": "Ines Dalisay"}
    )
    father = person("Jose", "Magbanua", "Male", "1940-01-01", lineage="Agta")
    me = person(
        "Ligaya",
        "Magbanua",
        "Female",
        "1970-08-21",
        lineage="Agta",
        family_tree={**NO_FAMILY, "mother": "Teresa Bautista", "siblings": ["Carlos Magbanua"]},
    )
    brother = person("Mario", "Magbanua", "Male", "1972-01-01")
    husband = person("Ramon", "Cruz", "Male", "1968-01-01")
    son = person("Dante", "Cruz", "Male", "1995-01-01", family_tree={**NO_FAMILY, "children": ["Lito Cruz"]})
    granddaughter = person("Mayumi", "Cruz", "Female", "2020-01-01")
    link(ipmr_client, grandfather, father_id=great.id)
    link(ipmr_client, father, father_id=grandfather.id, mother_id=grandmother.id)
    link(ipmr_client, me, father_id=father.id, spouse_ids=[husband.id], children_ids=[son.id])
    link(ipmr_client, brother, father_id=father.id)
    link(ipmr_client, granddaughter, father_id=son.id)

    body = user_client.get(f"/api/people/{me.id}/genealogy").json()
    assert body["person"] == {
        "registered": True,
        "person_id": me.id,
        "name": "Ligaya Magbanua",
        "birth_year": 1970,
        "age": body["person"]["age"],
        "tribe": "Agta",
        "barangay": "Ajos",
    }
    boxes = {path: (e["name"], e["registered"]) if e else None for path, e in body["ancestors"].items()}
    assert boxes == {
        "father": ("Jose Magbanua", True),
        "mother": ("Teresa Bautista", False),
        "father.father": ("Pedro Magbanua", True),
        "father.mother": ("Rosa Lim", True),
        "mother.father": None,
        "mother.mother": None,
        "father.father.father": ("Andres Magbanua", True),
        "father.father.mother": None,
        "father.mother.father": None,
        "father.mother.mother": ("Ines Dalisay", False),
        "mother.father.father": None,
        "mother.father.mother": None,
        "mother.mother.father": None,
        "mother.mother.mother": None,
    }
    assert body["ancestors"]["father.father.father"]["birth_year"] == 1880
    assert body["ancestors"]["father.father.father"]["barangay"] == "Bolo"
    assert [(e["name"], e["registered"]) for e in body["siblings"]] == [
        ("Mario Magbanua", True),
        ("Carlos Magbanua", False),
    ]
    assert [e["name"] for e in body["spouses"]] == ["Ramon Cruz"]
    assert [e["name"] for e in body["children"]] == ["Dante Cruz"]
    assert [(e["name"], e["registered"]) for e in body["grandchildren"]] == [
        ("Mayumi Cruz", True),
        ("Lito Cruz", False),
    ]


def test_a_person_in_the_trash_has_no_form(ipmr_client, user_client):
    me = person("Tala", "Dumagat", "Female", "1990-01-01")
    assert ipmr_client.request("DELETE", f"/api/people/{me.id}").status_code in (200, 204)
    assert user_client.get(f"/api/people/{me.id}/genealogy").status_code == 404
    assert user_client.get("/api/people/999999/genealogy").status_code == 404
