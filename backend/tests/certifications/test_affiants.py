"""A certificate's two affiants: a registered person or a typed name, kept and audited with the issue; the
check warns (never refuses) with the path; an affiant who is the applicant is refused."""

from fastapi.testclient import TestClient
from sqlalchemy import select

from katutubo.audit import erasure
from katutubo.certifications import affiants
from katutubo.cli import main
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent, Certification
from tests.audit.test_erasure import ok
from tests.data_requests.conftest import record
from tests.factories import prime_csrf
from tests.kinship.family_fixture import build_family
from tests.people.factories import add_person


def issue(client, person_id: int, *affiants: dict):
    body = {"purpose_kind": "scholarship", "affiants": list(affiants)}
    return client.post(f"/api/people/{person_id}/certifications", json=body)


def check(client, person_id: int, **query: int):
    return client.get(f"/api/people/{person_id}/affiant-check", params=query)


def test_the_check_names_each_path_to_the_applicant_and_between_the_affiants(chieftain_client):
    ids = build_family()
    r = check(chieftain_client, ids["ines"], affiant1=ids["vicente"], affiant2=ids["tomas"])
    assert r.status_code == 200, r.text
    assert r.json()["warnings"] == [
        {"affiant": 1, "of": "applicant", "steps": ["mother", "brother"]},
        {"affiant": 2, "of": "applicant", "steps": ["first_cousin"]},
    ]
    r = check(chieftain_client, ids["ines"], affiant1=ids["xavier"], affiant2=ids["hilda"])
    assert r.json() == {"warnings": []}
    r = check(chieftain_client, ids["ines"], affiant1=ids["simon"], affiant2=ids["ursula"])
    assert r.json()["warnings"] == [
        {"affiant": 1, "of": "applicant", "steps": ["father", "brother"]},
        {"affiant": 2, "of": "affiant", "steps": ["son", "daughter"]},
    ]
    assert check(chieftain_client, ids["ines"], affiant2=999999).status_code == 404


def test_a_related_affiant_is_warned_of_but_issued_with_a_typed_one_kept_as_text(chieftain_client):
    ids = build_family()
    r = issue(chieftain_client, ids["ines"], {"person_id": ids["vicente"]}, {"name": "  Rosario   Bagani "})
    assert r.status_code == 201, r.text
    cert = r.json()
    assert cert["affiants"] == [
        {"person_id": ids["vicente"], "name": "Vicente Dumagat"},
        {"person_id": None, "name": "Rosario Bagani"},
    ]
    assert chieftain_client.get(f"/api/certifications/{cert['id']}").json()["affiants"] == cert["affiants"]
    with get_sessionmaker()() as db:
        stored = db.scalars(select(Certification)).one()
        assert (stored.affiant1_id, stored.affiant1_name) == (ids["vicente"], "Vicente Dumagat")
        assert (stored.affiant2_id, stored.affiant2_name) == (None, "Rosario Bagani")
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "person.certification_issued")).one()
        changes = erasure.open_events(db, [event])[0].changes
    assert changes["affiant_1"] == [None, "Vicente Dumagat"]
    assert changes["affiant_2"] == [None, "Rosario Bagani"]


def test_an_affiant_who_is_the_applicant_or_named_twice_is_refused_and_nothing_is_issued(chieftain_client):
    applicant, other = add_person(), add_person(first_name="Pedro")
    r = issue(chieftain_client, applicant.id, {"person_id": applicant.id}, {"name": "Rosario Bagani"})
    assert r.status_code == 409
    assert r.json()["error"] == "An affiant cannot be the applicant: choose another person."
    r = issue(chieftain_client, applicant.id, {"person_id": other.id}, {"person_id": other.id})
    assert (r.status_code, r.json()["error"]) == (409, "The two affiants must be different people.")
    r = issue(chieftain_client, applicant.id, {"name": "   "})
    assert r.status_code == 422
    assert (
        r.json()["detail"]["fields"]["affiants.0.name"]
        == "Choose a registered person or type the affiant's name."
    )
    r = issue(chieftain_client, applicant.id, {"name": "A"}, {"name": "B"}, {"name": "C"})
    assert r.status_code == 422
    with get_sessionmaker()() as db:
        assert db.scalars(select(Certification)).all() == []


def test_no_affiants_is_still_a_certificate(chieftain_client):
    person = add_person()
    r = issue(chieftain_client, person.id)
    assert r.status_code == 201 and r.json()["affiants"] == []


def test_a_purged_affiant_leaves_the_certificate_and_a_purged_applicant_takes_the_affiants(
    chieftain_client, ipmr_client
):
    applicant, affiant = (
        add_person(first_name="Ligaya"),
        add_person(first_name="Berto", last_name="Quillondo"),
    )
    other = add_person(first_name="Carmen")
    named = issue(
        chieftain_client, applicant.id, {"person_id": affiant.id}, {"name": "Rosario Bagani"}
    ).json()
    kept = issue(chieftain_client, other.id, {"name": "Dante Ilaya"}).json()
    assert ipmr_client.delete(f"/api/people/{affiant.id}").status_code == 204
    purged = ipmr_client.delete(
        f"/api/admin/trash/{affiant.id}",
        params={"last_name": "Quillondo", "disposal_authority": "NAP DA 2026-07"},
    )
    assert purged.status_code == 204, purged.text
    after = chieftain_client.get(f"/api/certifications/{named['id']}").json()
    assert after["affiants"] == [{"person_id": None, "name": "Rosario Bagani"}]
    assert chieftain_client.get(f"/api/certifications/{kept['id']}").json()["affiants"] == [
        {"person_id": None, "name": "Dante Ilaya"}
    ]

    assert ipmr_client.delete(f"/api/people/{other.id}").status_code == 204
    purged = ipmr_client.delete(
        f"/api/admin/trash/{other.id}",
        params={"last_name": other.last_name, "disposal_authority": "NAP DA 2026-07"},
    )
    assert purged.status_code == 204, purged.text
    assert chieftain_client.get(f"/api/certifications/{kept['id']}").json()["affiants"] == []


# The purged affiant's name, in no other value of the registry.
MARKER = ("Wenceslao", "Xylocarpa")


def every_answer_naming(ipmr, chieftain, encoder, applicant: int) -> dict[str, str]:
    """Every answer that shows the issue's audit event: the applicant's History as each role reads it, the
    audit trail (whole, the applicant's, the issues), the applicant's access report."""
    answers = {
        f"history as {role}": ok(client.get(f"/api/people/{applicant}/history")).text
        for role, client in (("ipmr", ipmr), ("chieftain", chieftain), ("encoder", encoder))
    }
    for name, params in {
        "audit": {},
        "audit of the applicant": {"person_id": applicant},
        "audit of the issues": {"action": "person.certification_issued"},
    }.items():
        answers[name] = ok(ipmr.get("/api/admin/audit", params=params | {"page_size": 100})).text
    request_id = record(ipmr, applicant)["id"]
    answers["access report"] = ok(ipmr.get(f"/api/admin/requests/{request_id}/access-report")).text
    return answers


def named_in(answers: dict[str, str]) -> dict[str, list[str]]:
    found = {name: [m for m in MARKER if m.casefold() in text.casefold()] for name, text in answers.items()}
    return {name: markers for name, markers in found.items() if markers}


def test_a_purged_affiant_is_named_in_no_history_or_audit_answer_and_the_chain_stays_intact(
    app, users, chieftain_client, ipmr_client, capsys
):
    applicant = add_person(first_name="Ligaya")
    affiant = add_person(
        first_name=MARKER[0], middle_name="", last_name=MARKER[1], barangay="Tagbacan Silangan"
    )
    with TestClient(app) as encoder:
        prime_csrf(encoder)
        users.sign_in(encoder, users.create(role="encoder", barangays=["Ajos"]))
        r = issue(chieftain_client, applicant.id, {"person_id": affiant.id}, {"name": "Rosario Bagani"})
        assert r.status_code == 201, r.text

        # Before the purge, every reader of the History sees both affiants, the encoder too (the affiant
        # lives outside the encoder's barangay, and is named as the certificate names them).
        for client in (ipmr_client, chieftain_client, encoder):
            issued = ok(client.get(f"/api/people/{applicant.id}/history")).json()[0]
            assert (issued["action"], issued["erased"]) == ("person.certification_issued", False)
            assert issued["changes"]["affiant_1"] == [None, f"{MARKER[0]} {MARKER[1]}"]
            assert issued["changes"]["affiant_2"] == [None, "Rosario Bagani"]

        ok(ipmr_client.delete(f"/api/people/{affiant.id}"), 204)
        ok(
            ipmr_client.delete(
                f"/api/admin/trash/{affiant.id}",
                params={"last_name": MARKER[1], "disposal_authority": "NAP DA 2026-07"},
            ),
            204,
        )

        assert named_in(every_answer_naming(ipmr_client, chieftain_client, encoder, applicant.id)) == {}
        issued = ok(encoder.get(f"/api/people/{applicant.id}/history")).json()[0]
    # The event stays, its affiant erased; the typed affiant and the applicant's values read as before.
    assert (issued["action"], issued["erased"], issued["erased_fields"]) == (
        "person.certification_issued",
        True,
        ["affiant_1"],
    )
    assert issued["changes"]["affiant_1"] == [None, None]
    assert issued["changes"]["affiant_2"] == [None, "Rosario Bagani"]
    assert issued["changes"]["purpose_kind"] == [None, "scholarship"]
    main(["audit", "verify"])
    assert capsys.readouterr().out.startswith("Audit trail intact: ")


def test_an_affiant_named_in_plain_text_by_the_earlier_release_is_withheld_after_their_purge(
    app, users, chieftain_client, ipmr_client, capsys, monkeypatch
):
    """The earlier release's issue event held a registered affiant's name as the applicant's value: read
    back as erased once the affiant is purged; a typed affiant, and one still registered, read as before."""

    def as_the_earlier_release(*resolved):
        return {f"affiant_{n}": [None, name] for n, (_, name) in enumerate(resolved, 1) if name}

    monkeypatch.setattr(affiants, "audited", as_the_earlier_release)
    applicant = add_person(first_name="Ligaya")
    affiant = add_person(
        first_name=MARKER[0], middle_name="", last_name=MARKER[1], barangay="Tagbacan Silangan"
    )
    staying = add_person(first_name="Carmen", middle_name="", last_name="Dalisay")
    for named in ({"person_id": affiant.id}, {"person_id": staying.id}):
        r = issue(chieftain_client, applicant.id, named, {"name": "Rosario Bagani"})
        assert r.status_code == 201, r.text
    with get_sessionmaker()() as db:
        stored = db.scalars(
            select(AuditEvent).where(AuditEvent.action == "person.certification_issued")
        ).all()
        assert erasure.people_named(stored) == {applicant.id}  # the names are the applicant's values
    with TestClient(app) as encoder:
        prime_csrf(encoder)
        users.sign_in(encoder, users.create(role="encoder", barangays=["Ajos"]))
        history = ok(encoder.get(f"/api/people/{applicant.id}/history")).json()
        assert [e["changes"]["affiant_1"][1] for e in history[:2]] == [
            "Carmen Dalisay",
            f"{MARKER[0]} {MARKER[1]}",
        ]

        ok(ipmr_client.delete(f"/api/people/{affiant.id}"), 204)
        ok(
            ipmr_client.delete(
                f"/api/admin/trash/{affiant.id}",
                params={"last_name": MARKER[1], "disposal_authority": "NAP DA 2026-07"},
            ),
            204,
        )

        assert named_in(every_answer_naming(ipmr_client, chieftain_client, encoder, applicant.id)) == {}
        history = ok(encoder.get(f"/api/people/{applicant.id}/history")).json()
    kept, withheld = history[:2]
    assert (kept["changes"]["affiant_1"], kept["changes"]["affiant_2"], kept["erased"]) == (
        [None, "Carmen Dalisay"],
        [None, "Rosario Bagani"],
        False,
    )
    assert (withheld["changes"]["affiant_1"], withheld["changes"]["affiant_2"]) == (
        [None, None],
        [None, "Rosario Bagani"],
    )
    assert (withheld["erased"], withheld["erased_fields"]) == (True, ["affiant_1"])
    main(["audit", "verify"])
    assert capsys.readouterr().out.startswith("Audit trail intact: ")
