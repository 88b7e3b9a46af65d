"""Emails (the outbox folder): the author is told the decision in the author's language; the IPMRs get at
most one digest a day of the proposals waiting, each in the IPMR's language, and none when nothing waits."""

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from sqlalchemy import update

from katutubo.core.db import get_sessionmaker
from katutubo.models import Proposal, User
from katutubo.proposals import router
from katutubo.proposals.digest import digest_if_due
from tests.factories import emails_to
from tests.people.factories import person_payload
from tests.proposals.helpers import propose

NOON = datetime(2026, 11, 25, 4, 0, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _empty_outbox(data_dir: Path) -> None:
    """The data folder is the session's: only this test's emails in the outbox."""
    for email in (data_dir / "outbox").glob("*.eml"):
        email.unlink()


def speaks_filipino(email: str) -> None:
    with get_sessionmaker().begin() as db:
        db.execute(update(User).where(User.email == email).values(language="fil"))


def test_the_author_gets_the_approval_in_english(encoder, ipmr, data_dir):
    p = propose(encoder)
    assert emails_to(data_dir, "ana@example.org") == []
    ipmr.post(f"/api/admin/proposals/{p['id']}/approve")
    [(subject, body)] = emails_to(data_dir, "ana@example.org")
    assert subject == "Your Katutubo Registry proposal was approved"
    assert body.startswith("Hello Ana Encoder,\n\nYour proposed add of Dela Cruz, Juan Santos was approved;")
    assert "/proposals" in body


def test_the_author_gets_the_rejection_and_its_reason_in_filipino(encoder, ipmr, data_dir):
    speaks_filipino("ana@example.org")
    p = propose(encoder)
    ipmr.post(f"/api/admin/proposals/{p['id']}/reject", json={"reason": "Mali ang petsa ng kapanganakan."})
    [(subject, body)] = emails_to(data_dir, "ana@example.org")
    assert subject == "Hindi tinanggap ang inyong mungkahi sa Katutubo Registry"
    assert body.startswith("Magandang araw po, Ana Encoder,")
    assert "Dahilan: Mali ang petsa ng kapanganakan.\n" in body


def test_a_refused_decision_sends_nothing(encoder, ipmr, data_dir):
    p = propose(encoder)
    ipmr.post(f"/api/admin/proposals/{p['id']}/reject", json={"reason": " "})  # 422
    ipmr.post(f"/api/admin/proposals/{p['id']}/withdraw")  # not an IPMR route: 404/405
    encoder.post(f"/api/proposals/{p['id']}/withdraw")
    ipmr.post(f"/api/admin/proposals/{p['id']}/approve")  # 409: withdrawn
    assert emails_to(data_dir, "ana@example.org") == []


def test_the_digest_once_a_day_in_each_ipmrs_language_none_when_nothing_waits(
    app, users, encoder, ipmr, settings, data_dir
):
    rosa = users.create(role="ipmr", name="Rosa Cruz", email="rosa@example.org")
    speaks_filipino(rosa.email)
    users.create(role="ipmr", status="disabled", email="gone@example.org")
    assert digest_if_due(settings, lambda: NOON) == 0  # nothing waits: nothing sent, the day not taken
    propose(encoder, values=person_payload(first_name="Uno"))
    propose(encoder, values=person_payload(first_name="Dos"), submit=False)  # a draft does not wait
    propose(encoder, values=person_payload(first_name="Tres", barangay="Ajos"))
    assert digest_if_due(settings, lambda: NOON + timedelta(hours=1)) == 2
    [(subject, body)] = emails_to(data_dir, "ben@example.org")
    assert subject == "2 proposals are waiting for approval in the Katutubo Registry"
    assert "- add: Dela Cruz, Uno Santos (Ajos)\n- add: Dela Cruz, Tres Santos (Ajos)\n" in body
    assert "/admin/proposals" in body
    [(subject, body)] = emails_to(data_dir, rosa.email)
    assert subject == "2 mungkahi ang naghihintay ng pag-apruba sa Katutubo Registry"
    assert "- pagdagdag: Dela Cruz, Uno Santos (Ajos)\n" in body
    assert emails_to(data_dir, "gone@example.org") == []
    # later the same day: no second digest, even with more waiting
    propose(encoder, values=person_payload(first_name="Kwatro"))
    assert digest_if_due(settings, lambda: NOON + timedelta(hours=20)) == 0
    assert len(emails_to(data_dir, "ben@example.org")) == 1
    # a day after the first: the next one
    assert digest_if_due(settings, lambda: NOON + timedelta(hours=25)) == 2
    assert [s for s, _ in emails_to(data_dir, "ben@example.org")][-1] == (
        "3 proposals are waiting for approval in the Katutubo Registry"
    )


def test_a_decision_rolled_back_after_it_was_made_sends_nothing(encoder, ipmr, data_dir, monkeypatch):
    p = propose(encoder)

    def broken(*_args, **_kwargs):  # type: ignore[no-untyped-def]
        raise RuntimeError("the answer could not be written")

    monkeypatch.setattr(router.views, "out", broken)  # after the approval and its email were arranged
    with pytest.raises(RuntimeError):
        ipmr.post(f"/api/admin/proposals/{p['id']}/approve")
    ipmr.post(f"/api/admin/proposals/{p['id']}/reject", json={"reason": " "})  # the session's next commit
    assert emails_to(data_dir, "ana@example.org") == []
    with get_sessionmaker()() as db:
        stored = db.get(Proposal, p["id"])
        assert stored is not None and stored.state.value == "submitted"
