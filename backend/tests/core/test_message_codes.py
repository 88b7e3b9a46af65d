"""Each code's English text is the one its module sends, and the app's catalogues know every code."""

import importlib
import json
import re
from pathlib import Path

from katutubo.core.message_codes import CODES, code_of, coded
from katutubo.people.fields import FORM_FIELDS, required_message

LOCALES = Path(__file__).parents[3] / "frontend" / "src" / "locales"


def test_each_constant_code_is_the_text_its_module_sends():
    checked = 0
    for code, text in CODES.items():
        package, name = code.split(".", 1)
        # the form's per-field messages; inline ones; one template sent as two (father / mother)
        if "." in name or name in ("credentials_required", "stale", "has_other_father", "has_other_mother"):
            continue
        module_names = [f"katutubo.{package}.{m.stem}" for m in Path(f"katutubo/{package}").glob("*.py")]
        values = [getattr(importlib.import_module(m), name.upper(), None) for m in module_names]
        if name == "phone_hint":
            values.append(importlib.import_module("katutubo.people.normalise").PHONE_HINT)
        assert _unnamed(text) in [_unnamed(v) for v in values if isinstance(v, str)], code
        checked += 1
    assert checked > 70


def _unnamed(template: str) -> str:
    return re.sub(r"\{\w*\}", "{}", template)


def test_a_message_with_values_has_its_code_and_the_values():
    from katutubo.kinship.service import HAS_OTHER_PARENT, OWN_ANCESTOR

    assert coded(OWN_ANCESTOR.format(name="Maria Dela Cruz")) == (
        "kinship.own_ancestor",
        {"name": "Maria Dela Cruz"},
    )
    message = HAS_OTHER_PARENT.format(child="Ana Reyes", kind="mother", parent="Rosa Reyes")
    assert coded(message) == ("kinship.has_other_mother", {"child": "Ana Reyes", "parent": "Rosa Reyes"})
    assert coded("This record was changed by Ana at Nov 23, 2026 2:05 PM. Reload it to see the changes.") == (
        "people.stale",
        {"name": "Ana", "when": "Nov 23, 2026 2:05 PM"},
    )


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
    # `validation.<pydantic type>`: the catalogue's own words for a message pydantic writes (no CODES entry)
    generic = {code for code in en_flat if code.startswith("validation.")}
    assert {c: t for c, t in en_flat.items() if c not in generic} == {
        code: re.sub(r"\{(\w+)\}", r"{{\1}}", text) for code, text in CODES.items()
    }
    assert set(fil_flat) == set(CODES) | generic


def test_the_catalogues_word_the_messages_pydantic_writes(ipmr_client):
    en = json.loads((LOCALES / "en" / "errors.json").read_text())["validation"]
    headers = {"X-CSRF-Token": ipmr_client.cookies.get("katutubo_csrf", "")}
    answers = [
        ipmr_client.get("/api/people", params={"page": "x"}),
        ipmr_client.get("/api/people", params={"page": "0"}),
        ipmr_client.patch("/api/account/language", json={"language": "xx"}, headers=headers),
        ipmr_client.patch("/api/account/language", json={}, headers=headers),
        ipmr_client.post(
            "/api/people", content=b"{not json", headers={**headers, "Content-Type": "application/json"}
        ),
    ]
    codes = set()
    for r in answers:
        assert r.status_code == 422, r.text
        codes |= {r.json()["code"], *r.json()["detail"]["codes"].values()}
    types = {code.removeprefix("validation.") for code in codes if code.startswith("validation.")}
    assert len(types) >= 3 and types <= set(en), types - set(en)
