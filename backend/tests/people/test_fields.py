"""The field and label table (katutubo.people.fields) and the person form's schema name the same fields, so
neither list can gain or lose a field without the other."""

import json
import re
from pathlib import Path

from pydantic import BaseModel

from katutubo.people.fields import FORM_FIELDS, REQUIRED_ON_CREATE, REQUIRED_ON_UPDATE, STORED_COLUMNS
from katutubo.people.legal_basis import BASIS_FIELDS
from katutubo.people.schemas import FamilyTreeIn, PersonCreate, PersonForm, PersonUpdate, RelativeLinksIn


def form_field_names(schema: type[BaseModel], prefix: str = "") -> set[str]:
    """The schema's fields, a nested form's as `family_tree.father` (the names a 422 uses)."""
    names: set[str] = set()
    for name, field in schema.model_fields.items():
        types = (field.annotation, *getattr(field.annotation, "__args__", ()))  # FamilyTreeIn | None
        nested = next((t for t in types if isinstance(t, type) and issubclass(t, BaseModel)), None)
        if nested is not None:
            names |= form_field_names(nested, f"{prefix}{name}.")
        else:
            names.add(prefix + name)
    return names


# The linked relatives (katutubo.kinship) are links between records, not columns of the person; the legal
# basis (katutubo.people.legal_basis) is why the office keeps the fields, not one of them.
LINKS = form_field_names(RelativeLinksIn, "relatives.") | set(BASIS_FIELDS)


def test_the_label_table_has_exactly_the_forms_fields() -> None:
    assert set(FORM_FIELDS) == form_field_names(PersonForm) - LINKS
    assert form_field_names(PersonCreate) == form_field_names(PersonForm) | {"client_id", "different_from"}
    assert form_field_names(PersonUpdate) == form_field_names(PersonForm) | {"version"}


def test_the_nested_family_tree_is_read() -> None:
    assert form_field_names(FamilyTreeIn, "family_tree.") == {n for n in FORM_FIELDS if "." in n}


def test_required_fields_are_form_fields() -> None:
    assert set(REQUIRED_ON_CREATE) <= set(FORM_FIELDS)
    assert set(REQUIRED_ON_UPDATE) <= set(REQUIRED_ON_CREATE)


LOCALES = Path(__file__).parents[3] / "frontend" / "src" / "locales"
SCHEMA_TS = Path(__file__).parents[3] / "frontend" / "src" / "lib" / "api" / "schema.d.ts"


def test_the_one_block_of_labels_per_language_names_exactly_the_forms_fields() -> None:
    """locales/<lng>/person-fields.json is the only block of field labels: every screen that names a field
    reads it, so a field the form gains or loses fails here until each language labels it."""
    wanted = [name.rpartition(".")[2] for name in FORM_FIELDS] + list(STORED_COLUMNS)
    for language in ("en", "fil"):
        labels = json.loads((LOCALES / language / "person-fields.json").read_text())
        assert list(labels) == wanted, language
        assert all(labels.values()), language


def test_the_apps_generated_types_name_the_forms_fields() -> None:
    """The app's types are generated from the OpenAPI (schema.d.ts, committed): its PersonCreate and the
    merge's MergeField name the form's fields (lib/person-fields.ts: a Record over them)."""
    text = SCHEMA_TS.read_text()

    def properties(schema: str) -> set[str]:
        body = re.search(rf"\n        {schema}: {{\n(.*?)\n        }};", text, re.S)
        assert body is not None, schema
        return set(re.findall(r"^            (\w+)\??:", body.group(1), re.M))

    top = {name for name in FORM_FIELDS if "." not in name}
    tree = {name.partition(".")[2] for name in FORM_FIELDS if "." in name}
    extra = {"family_tree", "relatives", "client_id", "different_from", *BASIS_FIELDS}
    assert properties("PersonCreate") == top | extra
    assert properties("FamilyTreeIn") == tree
    merge_field = re.search(r"\n        MergeField: ([^;]*);", text)
    assert merge_field is not None
    assert set(re.findall(r'"(\w+)"', merge_field.group(1))) == top | {"father", "mother", "spouse", "photo"}
