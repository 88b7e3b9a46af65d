"""The privacy notice: default texts in both languages, an IPMR's edit stored and audited."""

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo.models import AuditEvent


def test_the_default_texts_name_the_office_the_laws_and_the_rights(user_client: TestClient) -> None:
    notice = user_client.get("/api/privacy-notice").json()
    en, fil = notice["en"], notice["fil"]
    assert en["is_default"] and fil["is_default"]
    assert en["text"].startswith("PRIVACY NOTICE\n\nWho controls your data: the Office of the Indigenous")
    assert "Municipality of Catanauan, Quezon" in en["text"]
    for words in (
        "Republic Act No. 8371",
        "Republic Act No. 10173",
        "to have it erased or blocked",
        "30 working",
    ):
        assert words in en["text"]
    assert fil["text"].startswith("PAUNAWA TUNGKOL SA PRIVACY")
    assert "Batas Republika Blg. 10173" in fil["text"] and "Bayan ng Catanauan, Quezon" in fil["text"]


def test_an_ipmrs_edit_is_stored_and_audited(ipmr_client: TestClient, session: Session) -> None:
    default_fil = ipmr_client.get("/api/privacy-notice").json()["fil"]["text"]
    r = ipmr_client.put("/api/privacy-notice", json={"en": "  Our notice.  ", "fil": default_fil})
    assert r.status_code == 200, r.text
    en = r.json()["en"]
    assert (en["text"], en["is_default"], en["updated_by_name"]) == ("Our notice.", False, "Maria Dela Cruz")
    assert r.json()["fil"]["is_default"]  # unchanged: still the default
    [event] = session.scalars(select(AuditEvent).where(AuditEvent.action == "privacy_notice.updated")).all()
    assert event.changes is not None and list(event.changes) == ["text_en"]
    assert event.changes["text_en"][1] == "Our notice."
    again = ipmr_client.put("/api/privacy-notice", json={"en": "Our notice.", "fil": default_fil})
    assert again.status_code == 200
    assert (
        len(session.scalars(select(AuditEvent).where(AuditEvent.action == "privacy_notice.updated")).all())
        == 1
    )


def test_only_an_ipmr_edits_and_a_text_is_needed(ipmr_client: TestClient, user_client: TestClient) -> None:
    assert user_client.put("/api/privacy-notice", json={"en": "x", "fil": "y"}).status_code == 403
    assert ipmr_client.put("/api/privacy-notice", json={"en": "", "fil": "y"}).status_code == 422
