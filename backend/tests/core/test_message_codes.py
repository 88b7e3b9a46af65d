"""Each code's English text is the one its module sends, and the app's catalogues know every code."""

import importlib
import json
from pathlib import Path

from katutubo.core.message_codes import CODES, code_of
from katutubo.people.fields import FORM_FIELDS, required_message

LOCALES = Path(__file__).parents[3] / "frontend" / "src" / "locales"


def test_each_constant_code_is_the_text_its_module_sends():
    checked = 0
    for code, text in CODES.items():
        package, name = code.split(".", 1)
        if "." in name or name == "credentials_required":  # the form's per-field messages; an inline one
            continue
        module_names = [f"katutubo.{package}.{m.stem}" for m in Path(f"katutubo/{package}").glob("*.py")]
        values = [getattr(importlib.import_module(m), name.upper(), None) for m in module_names]
        if name == "phone_hint":
            values.append(importlib.import_module("katutubo.people.normalise").PHONE_HINT)
        assert text in values, code
        checked += 1
    assert checked > 60


def test_the_person_form_messages_have_codes():
    assert code_of(required_message("last_name")) == "people.required.last_name"
    assert all(code_of(required_message(name)) for name in FORM_FIELDS)
    assert code_of("A message nobody sends") is None


def test_the_app_catalogues_know_every_code_with_the_same_english_text():
    en = json.loads((LOCALES / "en" / "errors.json").read_text())
    fil = json.loads((LOCALES / "fil" / "errors.json").read_text())

    def flat(tree, prefix=""):
        for key, value in tree.items():
            if isinstance(value, dict):
                yield from flat(value, f"{prefix}{key}.")
            else:
                yield f"{prefix}{key}", value

    en_flat, fil_flat = dict(flat(en)), dict(flat(fil))
    assert en_flat == CODES
    assert set(fil_flat) == set(CODES)
