"""The import's header names are keyed by the person form's schema: every field the form has (and the
stored municipality and province) is found by its name and its label, and no alias or original name stands
for a field the schema does not have (a renamed or removed field fails here, not silently in an import)."""

from katutubo.imports.headers import ALIASES, match_headers
from katutubo.imports.legacy_fields import FIELD_NAMES
from katutubo.people.fields import FORM_FIELDS, STORED_COLUMNS
from katutubo.people.schemas import PersonForm
from tests.people.test_fields import LINKS, form_field_names

SCHEMA_FIELDS = form_field_names(PersonForm) - LINKS


def test_every_alias_and_original_name_stands_for_a_field_of_the_form_schema() -> None:
    known = SCHEMA_FIELDS | set(STORED_COLUMNS)
    assert set(ALIASES) - known == set()
    assert set(FIELD_NAMES) - known == set()


def test_every_field_of_the_form_schema_is_found_by_its_name_and_its_label() -> None:
    labels = {name: field.label for name, field in FORM_FIELDS.items()} | STORED_COLUMNS
    fields = sorted(SCHEMA_FIELDS | set(STORED_COLUMNS))
    by_name = match_headers([name.removeprefix("family_tree.") for name in fields])
    by_label = match_headers([labels[name] for name in fields])
    assert sorted(by_name.values()) == fields
    assert sorted(by_label.values()) == fields
