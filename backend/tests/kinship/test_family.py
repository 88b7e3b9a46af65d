"""The whole-family graph, the form's relative suggestions, and the tribe suggested from the parents."""

from tests.kinship.helpers import link, person


def chain(client, count: int, first_year: int = 1880) -> list:
    """A line of mothers and daughters, the eldest first, 20 years apart."""
    people = [person(f"Gen{i}", "Santos", "Female", f"{first_year + 20 * i}-01-01") for i in range(count)]
    for parent, child in zip(people, people[1:], strict=False):
        link(client, child, mother_id=parent.id)
    return people


def test_the_family_graph_draws_three_generations_up_and_down(ipmr_client, user_client):
    line = chain(ipmr_client, 8)  # Gen0 … Gen7; the person is Gen4
    me = line[4]
    husband = person("Ramon", "Cruz", "Male", "1978-01-01")
    sister = person("Lita", "Santos", "Female", "1982-01-01")
    link(ipmr_client, me, mother_id=line[3].id, spouse_ids=[husband.id], children_ids=[line[5].id])
    link(ipmr_client, sister, mother_id=line[3].id)
    body = user_client.get(f"/api/people/{me.id}/family").json()
    generations = {f"{n['first_name']} {n['last_name']}": n["generation"] for n in body["nodes"]}
    assert generations == {
        "Gen1 Santos": -3,
        "Gen2 Santos": -2,
        "Gen3 Santos": -1,
        "Gen4 Santos": 0,
        "Ramon Cruz": 0,
        "Lita Santos": 0,
        "Gen5 Santos": 1,
        "Gen6 Santos": 2,
        "Gen7 Santos": 3,
    }  # Gen0 is four generations up: not drawn
    assert body["root_id"] == me.id and body["truncated"] is False
    assert {"child_id": me.id, "parent_id": line[3].id, "kind": "mother"} in body["parents"]
    assert {"child_id": line[1].id, "parent_id": line[0].id, "kind": "mother"} not in body["parents"]
    assert body["spouses"] == [{"a": min(me.id, husband.id), "b": max(me.id, husband.id)}]


def test_suggestions_are_people_of_plausible_gender_and_age_of_the_barangay_first(ipmr_client):
    person("Maria", "Santos", "Female", "1960-01-01", barangay="Anusan")
    maria_ajos = person("Maria", "Reyes", "Female", "1962-01-01")
    person("Mario", "Santos", "Male", "1960-01-01")
    person("Marites", "Cruz", "Female", "1985-01-01")  # 5 years older than the person only
    params = {"q": "mar", "role": "mother", "date_of_birth": "1990-01-01", "barangay": "Ajos"}
    items = ipmr_client.get("/api/kinship/candidates", params=params).json()["items"]
    assert [(i["name"], i["barangay"]) for i in items] == [
        ("Reyes, Maria", "Ajos"),
        ("Santos, Maria", "Anusan"),
    ]
    assert items[0] == {
        "id": maria_ajos.id,
        "name": "Reyes, Maria",
        "first_name": "Maria",
        "middle_name": None,
        "last_name": "Reyes",
        "barangay": "Ajos",
        "age": maria_ajos.age,
        "gender": "Female",
        "lineage": "Agta",
        "thumb_url": None,
    }
    fathers = ipmr_client.get("/api/kinship/candidates", params=params | {"role": "father"}).json()["items"]
    assert [i["name"] for i in fathers] == ["Santos, Mario"]
    children = ipmr_client.get(
        "/api/kinship/candidates", params={"q": "mar", "role": "child", "date_of_birth": "1960-01-01"}
    ).json()["items"]
    assert [i["name"] for i in children] == ["Cruz, Marites"]
    by_age = ipmr_client.get(
        "/api/kinship/candidates", params={"q": "mar", "role": "spouse", "age": 40}
    ).json()
    assert len(by_age["items"]) == 4
    assert (
        ipmr_client.get("/api/kinship/candidates", params={"q": "m", "role": "mother"}).json()["items"] == []
    )
    me = person("Marco", "Reyes", "Male", "1990-01-01")
    spouses = ipmr_client.get(
        "/api/kinship/candidates", params={"q": "marco", "role": "spouse", "person_id": me.id}
    ).json()["items"]
    assert spouses == []  # not themself


def test_the_tribe_of_a_child_is_suggested_when_the_parents_share_it(ipmr_client):
    pedro = person("Pedro", "Cruz", "Male", "1960-01-01", lineage="Aeta")
    maria = person("Maria", "Cruz", "Female", "1962-01-01", lineage="aeta")
    rosa = person("Rosa", "Cruz", "Female", "1962-01-01", lineage="Agta")
    url = "/api/kinship/inherited-tribe"
    assert ipmr_client.get(url, params={"father_id": pedro.id, "mother_id": maria.id}).json() == {
        "tribe": "Aeta"
    }
    assert ipmr_client.get(url, params={"father_id": pedro.id, "mother_id": rosa.id}).json() == {
        "tribe": None
    }
