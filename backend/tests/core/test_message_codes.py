"""Every message the server sends carries its code from where it is written (katutubo.core.messages), and the
app's catalogues know every code with the same English text."""

import ast
import importlib
import json
import pkgutil
import re
from pathlib import Path

import katutubo
from katutubo.core import errors
from katutubo.core.messages import TEMPLATES, Message

LOCALES = Path(__file__).parents[3] / "frontend" / "src" / "locales"
SOURCE = Path(katutubo.__file__).parent
REFUSALS = {
    name
    for name, value in vars(errors).items()
    if isinstance(value, type) and issubclass(value, errors.AppError)
}


def _all_templates() -> dict[str, str]:
    """Every Message made by importing every module of the app (each is made where it is written)."""
    for module in pkgutil.walk_packages(katutubo.__path__, "katutubo."):
        if ".migrations" not in module.name:
            importlib.import_module(module.name)
    return dict(TEMPLATES)


def _flat(tree: dict, prefix: str = ""):
    for key, value in tree.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


def test_every_refusal_is_raised_with_a_message_that_has_its_code():
    """A refusal (AppError and its kinds, a field's message) is given a Message, never plain text: mypy holds
    it on the types (AppError(message: Message)); this walks every raise site for text written in place."""
    written_in_place = []
    for path in SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", getattr(node.func, "attr", None)) in REFUSALS
            ):
                continue
            given = [*node.args, *(k.value for k in node.keywords)]
            values = [v for g in given for v in ([*g.values] if isinstance(g, ast.Dict) else [g])]
            written_in_place += [
                f"{path.relative_to(SOURCE)}:{node.lineno}"
                for v in values
                if isinstance(v, ast.JoinedStr) or (isinstance(v, ast.Constant) and isinstance(v.value, str))
            ]
    assert written_in_place == []


def test_a_message_with_values_has_its_code_and_the_values():
    from katutubo.kinship.service import HAS_OTHER_PARENT, OWN_ANCESTOR
    from katutubo.models import LinkKind

    message = OWN_ANCESTOR.format(name="Maria Dela Cruz")
    assert (message, message.code, message.params) == (
        "This link would make Maria Dela Cruz their own ancestor.",
        "kinship.own_ancestor",
        {"name": "Maria Dela Cruz"},
    )
    mother = HAS_OTHER_PARENT[LinkKind.mother].format(child="Ana Reyes", parent="Rosa Reyes")
    assert (mother.code, mother.params) == (
        "kinship.has_other_mother",
        {"child": "Ana Reyes", "parent": "Rosa Reyes"},
    )


def test_a_code_has_one_text():
    Message("test.once", "Once.")
    try:
        Message("test.once", "Twice.")
    except ValueError as exc:
        assert "test.once" in str(exc)
    else:
        raise AssertionError("a second text for a code was accepted")
    finally:
        TEMPLATES.pop("test.once")


def test_the_person_form_has_a_required_message_only_for_a_field_that_must_have_a_value():
    from katutubo.people.fields import REQUIRED, REQUIRED_ON_CREATE, TOO_LONG, TOO_MANY

    codes = [m.code for m in (*REQUIRED.values(), *TOO_LONG.values(), *TOO_MANY.values())]
    assert REQUIRED["last_name"].code == "people.required.last_name"
    assert set(REQUIRED) == {*REQUIRED_ON_CREATE, "legal_basis"}  # a new person's basis of processing
    assert "people.required.middle_name" not in codes and "people.too_long.siblings" not in codes
    assert TOO_MANY["family_tree.siblings"] == "List at most 50 siblings, each 300 characters or fewer."


def test_the_app_catalogues_know_every_code_with_the_same_english_text():
    templates = {code: text for code, text in _all_templates().items() if not code.startswith("test.")}
    en = dict(_flat(json.loads((LOCALES / "en" / "errors.json").read_text())))
    fil = dict(_flat(json.loads((LOCALES / "fil" / "errors.json").read_text())))
    # `validation.<pydantic type>`: the catalogue's own words for a message pydantic writes (no Message)
    generic = {code for code in en if code.startswith("validation.")}
    assert {c: t for c, t in en.items() if c not in generic} == {
        code: re.sub(r"\{(\w+)\}", r"{{\1}}", text) for code, text in templates.items()
    }
    assert set(fil) == set(templates) | generic
    for code, text in fil.items():  # the same values in each language
        assert set(re.findall(r"\{\{(\w+)\}\}", text)) == set(re.findall(r"\{\{(\w+)\}\}", en[code])), code


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
