"""One PersonSummary for every response that shows a person in brief, and one name formatter."""

from types import SimpleNamespace
from typing import Any

import pytest

from katutubo.main import create_app
from katutubo.people.names import display_name, list_name
from katutubo.people.summary import PersonSummary

# Schemas with an id and a name that are not a person in brief, and why.
NOT_BRIEF = {
    "ActorOut": "an account (who did it), not a person of the registry",
    "CertificationOut": "the certificate: what it certified when issued, stored with the certification",
    "PersonOut": "the whole record",
    "MergeOut": "the whole record, after a merge",
    "ImportMatch": "stored in the import job when the row was checked, not read from a row",
    "TypedRelative": "a relative's name typed as text: no stored person (no id, no parts)",
}


def _brief_schemas(schemas: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        name: schema
        for name, schema in schemas.items()
        if "id" in schema.get("properties", {})
        and {"name", "first_name"} & set(schema["properties"])
        and name not in NOT_BRIEF
    }


def test_every_brief_person_in_the_api_is_a_person_summary() -> None:
    document = create_app().openapi()
    expected = PersonSummary.model_json_schema(
        ref_template="#/components/schemas/{model}", mode="serialization"
    )
    brief = _brief_schemas(document["components"]["schemas"])
    assert sorted(brief) == [
        "CandidateOut",
        "FamilyCandidate",
        "GraphNode",
        "LinkedRelative",
        "Match",
        "MemberPerson",
        "NameSuggestion",
        "PersonSummary",
        "Suggestion",
        "TrashItemOut",
    ]
    for name, schema in brief.items():
        for field, shape in expected["properties"].items():
            assert schema["properties"].get(field) == shape, f"{name}.{field}"
        assert set(expected["required"]) <= set(schema["required"]), name


def test_a_schema_with_an_id_and_a_name_of_its_own_is_caught() -> None:
    stray = {"Stray": {"properties": {"id": {"type": "integer"}, "name": {"type": "string"}}}}
    assert list(_brief_schemas(stray)) == ["Stray"]


def _person(first: str | None, middle: str | None, last: str | None) -> Any:
    return SimpleNamespace(first_name=first, middle_name=middle, last_name=last)


@pytest.mark.parametrize(
    ("parts", "listed", "displayed"),
    [
        (("Juan", "Santos", "Dela Cruz"), "Dela Cruz, Juan Santos", "Juan Santos Dela Cruz"),
        (("Juan", None, "Dela Cruz"), "Dela Cruz, Juan", "Juan Dela Cruz"),
        (("Juan", "", "Dela Cruz"), "Dela Cruz, Juan", "Juan Dela Cruz"),
        (("Jose Jr.", "Reyes", "Santos"), "Santos, Jose Jr. Reyes", "Jose Jr. Reyes Santos"),
        (("Maria", "Luz", "Reyes-Santos III"), "Reyes-Santos III, Maria Luz", "Maria Luz Reyes-Santos III"),
        ((None, None, "Dela Cruz"), "Dela Cruz", "Dela Cruz"),
        (("Juan", "Santos", None), "Juan Santos", "Juan Santos"),
    ],
)
def test_the_two_spellings_of_a_name(parts: tuple[str | None, ...], listed: str, displayed: str) -> None:
    person = _person(*parts)
    assert list_name(person) == listed
    assert display_name(person) == displayed
