"""The certificate register: every certification with its filters (issue dates, purpose, barangay, status),
the count, and an export that holds exactly the rows the screen lists, in its order."""

import csv
import io
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from katutubo.audit import erasure
from katutubo.core.db import get_sessionmaker
from katutubo.models import AuditEvent
from tests.exports.test_export import rows_of_xlsx
from tests.people.factories import add_person

REGISTER = "/api/certificate-register"


def issue_on(client, office_clock, day: str, person_id: int, kind: str, text: str | None = None) -> dict:
    office_clock.set(datetime.fromisoformat(f"{day}T02:00:00").replace(tzinfo=UTC))  # 10:00 in Manila
    r = client.post(f"/api/people/{person_id}/certifications", json={"purpose_kind": kind, "purpose": text})
    assert r.status_code == 201, r.text
    return r.json()


@pytest.fixture
def issued(chieftain_client, office_clock):
    """Five certifications over three months, two barangays, four purposes; the second one revoked on the
    last day."""
    ajos = add_person(first_name="Ligaya", middle_name=None, last_name="Bautista", barangay="Ajos")
    bolo = add_person(first_name="Tala", middle_name=None, last_name="Dumagat", barangay="Bolo")
    made = [
        issue_on(chieftain_client, office_clock, "2026-01-15", ajos.id, "scholarship"),
        issue_on(chieftain_client, office_clock, "2026-02-03", bolo.id, "pnp"),
        issue_on(chieftain_client, office_clock, "2026-02-20", ajos.id, "other", "Cooperative membership"),
        issue_on(chieftain_client, office_clock, "2026-03-01", bolo.id, "scholarship"),
        issue_on(chieftain_client, office_clock, "2026-03-09", ajos.id, "land"),
    ]
    r = chieftain_client.post(
        f"/api/certifications/{made[1]['id']}/revoke", json={"reason": "Issued in error"}
    )
    assert r.status_code == 200
    return [c["serial"] for c in made]


def serials(client, **filters) -> list[str]:
    r = client.get(REGISTER, params=filters)
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["total"] == len(body["items"])
    return [row["serial"] for row in body["items"]]


def test_the_register_lists_every_certification_newest_first(ipmr_client, issued):
    body = ipmr_client.get(REGISTER).json()
    assert [row["serial"] for row in body["items"]] == issued[::-1]
    assert body["total"] == 5
    revoked = body["items"][3]
    assert (revoked["person_name"], revoked["barangay"], revoked["purpose_kind"]) == (
        "Tala Dumagat",
        "Bolo",
        "pnp",
    )
    assert (revoked["revoked_on"], revoked["revoke_reason"]) == ("2026-03-09", "Issued in error")
    assert body["items"][2]["purpose"] == "Cooperative membership"


def test_each_filter_keeps_what_it_says(chieftain_client, issued):
    first, second, third, fourth, fifth = issued
    assert serials(chieftain_client, date_from="2026-02-01", date_to="2026-02-28") == [third, second]
    assert serials(chieftain_client, date_from="2026-03-01") == [fifth, fourth]
    assert serials(chieftain_client, date_to="2026-01-15") == [first]
    assert serials(chieftain_client, purpose="scholarship") == [fourth, first]
    assert serials(chieftain_client, barangay="Bolo") == [fourth, second]
    assert serials(chieftain_client, status="revoked") == [second]
    assert serials(chieftain_client, status="valid") == [fifth, fourth, third, first]
    assert serials(chieftain_client, barangay="Ajos", purpose="scholarship", status="valid") == [first]


def test_pages_and_the_count(chieftain_client, issued):
    body = chieftain_client.get(REGISTER, params={"page": 2, "page_size": 2}).json()
    assert [row["serial"] for row in body["items"]] == [issued[2], issued[1]]
    assert (body["total"], body["page"], body["page_size"]) == (5, 2, 2)


def test_bad_filters_are_refused_with_the_field_named(chieftain_client):
    assert chieftain_client.get(REGISTER, params={"barangay": "Nowhere"}).json()["detail"]["fields"] == {
        "barangay": "Choose one of the barangays of Catanauan."
    }
    for bad in ({"purpose": "visa"}, {"status": "lost"}, {"date_from": "2026-13-01"}):
        assert chieftain_client.get(REGISTER, params=bad).status_code == 422


@pytest.mark.parametrize(
    "filters",
    [{}, {"status": "valid"}, {"purpose": "scholarship"}, {"date_from": "2026-02-01", "barangay": "Ajos"}],
)
def test_the_export_holds_exactly_the_filtered_rows_in_order(chieftain_client, issued, filters):
    listed = serials(chieftain_client, **filters)
    r = chieftain_client.get(f"{REGISTER}/export", params={**filters, "format": "csv"})
    assert r.status_code == 200
    rows = list(csv.reader(io.StringIO(r.content.decode("utf-8-sig"))))
    assert rows[0] == [
        "Serial No.",
        "Name",
        "Barangay",
        "Purpose",
        "Issued by",
        "Issued on",
        "Status",
        "Reason for revoking",
    ]
    assert [row[0] for row in rows[1:]] == listed
    sheet = rows_of_xlsx(chieftain_client.get(f"{REGISTER}/export", params=filters).content)
    assert [row[0] for row in sheet[1:]] == listed


def test_the_export_says_each_rows_purpose_and_status_and_is_audited(ipmr_client, issued):
    r = ipmr_client.get(f"{REGISTER}/export", params={"format": "csv", "barangay": "Bolo"})
    rows = list(csv.reader(io.StringIO(r.content.decode("utf-8-sig"))))
    assert [row[2:4] + row[5:] for row in rows[1:]] == [
        ["Bolo", "Scholarship", "2026-03-01", "Valid", ""],
        ["Bolo", "PNP application", "2026-02-03", "Revoked 2026-03-09", "Issued in error"],
    ]
    with get_sessionmaker()() as db:
        event = db.scalars(select(AuditEvent).where(AuditEvent.action == "people.exported")).one()
        changes = erasure.open_events(db, [event])[0].changes
    assert changes == {
        "list": [None, "certificate register"],
        "filters": [None, {"barangay": "Bolo"}],
        "format": [None, "csv"],
        "rows": [None, 2],
    }
