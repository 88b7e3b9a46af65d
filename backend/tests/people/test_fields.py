"""The field and label table (katutubo.people.fields) and the person form's schema name the same fields, so
neither list can gain or lose a field without the other."""

from pydantic import BaseModel

from katutubo.people.fields import FORM_FIELDS, REQUIRED_ON_CREATE, REQUIRED_ON_UPDATE
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


# The linked relatives (katutubo.kinship) are links between records, not columns of the person.
LINKS = form_field_names(RelativeLinksIn, "relatives.")


def test_the_label_table_has_exactly_the_forms_fields() -> None:
    assert set(FORM_FIELDS) == form_field_names(PersonForm) - LINKS
    assert form_field_names(PersonCreate) == form_field_names(PersonForm) | {"client_id", "different_from"}
    assert form_field_names(PersonUpdate) == form_field_names(PersonForm) | {"version"}


def test_the_nested_family_tree_is_read() -> None:
    assert form_field_names(FamilyTreeIn, "family_tree.") == {n for n in FORM_FIELDS if "." in n}


def test_required_fields_are_form_fields() -> None:
    assert set(REQUIRED_ON_CREATE) <= set(FORM_FIELDS)
    assert set(REQUIRED_ON_UPDATE) <= set(REQUIRED_ON_CREATE)
