"""The IPMRs' daily digest of waiting proposals: at most one a day, whatever the number of server processes
(katutubo.core.scheduled.claim), and none on a day when nothing waits (the day is claimed only when some
proposal waits)."""

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from datetime import datetime

from fastapi import FastAPI
from sqlalchemy import select

from katutubo.core.config import Settings, get_settings
from katutubo.core.db import transaction
from katutubo.core.scheduled import DAY, claim, daily
from katutubo.models import Proposal, ProposalState
from katutubo.proposals import emails
from katutubo.proposals.service import waiting
from katutubo.users.notifications import active_ipmrs

JOB = "proposals-digest"


def digest_if_due(settings: Settings, now: Callable[[], datetime] | None = None) -> int:
    """The digest to every active IPMR when some proposal waits and none was sent for a day: how many were
    sent (0: not due, or nothing waits)."""
    with transaction() as db:
        if not waiting(db):
            return 0
        due = claim(db, JOB, DAY, now() if now else None)
    if not due:
        return 0
    with transaction() as db:
        proposals = list(
            db.scalars(
                select(Proposal)
                .where(Proposal.state == ProposalState.submitted)
                .order_by(Proposal.submitted_at, Proposal.id)
            )
        )
        ipmrs = active_ipmrs(db)
    link = f"{settings.public_url.rstrip('/')}/admin/proposals"
    for ipmr in ipmrs:
        emails.send(settings, ipmr.email, emails.digest(ipmr, proposals, link))
    return len(ipmrs)


def daily_digest(_app: FastAPI) -> AbstractAsyncContextManager[None]:
    """The server's daily digest (in every process; the one that claims the day's run sends it)."""
    settings = get_settings()
    return daily(JOB, lambda: digest_if_due(settings))
