"""A spreadsheet's header row matched to the person's fields, case-insensitively: the field names
(`last_name`), the form's labels (katutubo.people.fields: 'Last name', 'Tribe', 'Contact number'), the
original's names (`lastName`, `dateOfBirth`, ...), the spec's labels ('Date of Birth', 'Contact Number')
and the Filipino labels below. Spaces, underscores, dots and hyphens are ignored ('Date of birth' =
'date_of_birth' = 'DATE-OF-BIRTH'). The fields are the form schema's (katutubo.people.schemas.PersonForm, by
way of katutubo.people.fields); tests/imports/test_header_names.py fails when a name here stands for a field
the schema does not have, or a field of the schema has no header."""

import re
from functools import cache

from katutubo.imports.legacy_fields import FIELD_NAMES
from katutubo.people.fields import FORM_FIELDS, STORED_COLUMNS

# More names people write over these columns: the spec's, and Filipino.
ALIASES: dict[str, tuple[str, ...]] = {
    "last_name": ("Surname", "Family name", "Apelyido"),
    "first_name": ("Given name", "Pangalan", "Unang pangalan"),
    "middle_name": ("Gitnang pangalan",),
    "date_of_birth": ("Birthdate", "Birthday", "Kaarawan", "Petsa ng kapanganakan"),
    "age": ("Edad", "Gulang"),
    "gender": ("Sex", "Kasarian"),
    "civil_status": ("Katayuang sibil",),
    "education_level": ("Education", "Antas ng edukasyon", "Natapos"),
    "occupation": ("Hanapbuhay", "Trabaho"),
    "lineage": ("Lineage", "Tribo", "Tribu", "Katutubong pangkat"),
    "address": ("Tirahan",),
    "birthplace": ("Place of birth", "Lugar ng kapanganakan"),
    "health_condition": ("Kalagayang pangkalusugan", "Kalusugan", "PWD details"),
    "household_members": ("Household", "Bilang ng kasambahay", "Bilang ng miyembro ng sambahayan"),
    "contact_number": ("Phone", "Mobile number", "Contact no", "Numero ng telepono", "Telepono"),
    "family_tree.father": ("Ama",),
    "family_tree.mother": ("Ina",),
    "family_tree.spouse": ("Asawa",),
    "family_tree.siblings": ("Kapatid", "Mga kapatid"),
    "family_tree.children": ("Anak", "Mga anak"),
    "municipality": ("Bayan",),
    "province": ("Lalawigan",),
}

_IGNORED = re.compile(r"[\s_.\-]+")


def normalise(header: str) -> str:
    return _IGNORED.sub("", header.strip().lower())


@cache
def _by_name() -> dict[str, str]:
    table: dict[str, str] = {}
    fields = {name: field.label for name, field in FORM_FIELDS.items()} | STORED_COLUMNS
    for name, label in fields.items():
        names = (
            name,
            name.removeprefix("family_tree."),
            label,
            *FIELD_NAMES.get(name, ()),
            *ALIASES.get(name, ()),
        )
        for written in names:
            table.setdefault(normalise(written), name)
    return table


def match_headers(headers: list[str]) -> dict[int, str]:
    """Column index -> field name, for the headers that name a field (the first column naming one wins)."""
    found: dict[int, str] = {}
    for index, header in enumerate(headers):
        name = _by_name().get(normalise(str(header or "")))
        if name is not None and name not in found.values():
            found[index] = name
    return found
