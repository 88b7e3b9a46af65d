"""The emails of proposals, each in its reader's language (users.language "en" or "fil"): the author is told
the decision once it is committed; the IPMRs get at most one digest a day of the proposals waiting
(katutubo.proposals.digest). A failed email never undoes a decision: it is logged."""

import logging

from sqlalchemy import event
from sqlalchemy.orm import Session

from katutubo.core.config import Settings, get_settings
from katutubo.core.mail import send_mail
from katutubo.models import Proposal, ProposalKind, ProposalState, User
from katutubo.users.emails import Email

log = logging.getLogger(__name__)

KIND_EN = {ProposalKind.add: "add", ProposalKind.edit: "edit", ProposalKind.delete: "delete"}
KIND_FIL = {ProposalKind.add: "pagdagdag", ProposalKind.edit: "pagbabago", ProposalKind.delete: "pagbura"}


def _link(settings: Settings, path: str) -> str:
    return f"{settings.public_url.rstrip('/')}{path}"


def send(settings: Settings, to: str, email: Email) -> None:
    try:
        send_mail(settings, to, email.subject, email.body)
    except OSError:
        log.warning("Could not send the email '%s'", email.subject, exc_info=True)


def decision(author: User, proposal: Proposal, link: str) -> Email:
    """Approved, or rejected with the reason: to the author, in the author's language."""
    name = proposal.person_name
    approved = proposal.state == ProposalState.approved
    if author.language == "fil":
        kind = KIND_FIL[proposal.kind]
        if approved:
            return Email(
                "Naaprubahan ang inyong mungkahi sa Katutubo Registry",
                f"Magandang araw po, {author.display_name},\n\n"
                f"Naaprubahan na po ang inyong mungkahing {kind} para kay {name}; nasa registry na ito.\n\n"
                f"Tingnan ang inyong mga mungkahi dito:\n\n{link}\n",
            )
        return Email(
            "Hindi tinanggap ang inyong mungkahi sa Katutubo Registry",
            f"Magandang araw po, {author.display_name},\n\n"
            f"Hindi po tinanggap ang inyong mungkahing {kind} para kay {name}.\n"
            f"Dahilan: {proposal.reason}\n\n"
            f"Maaari po ninyo itong baguhin at ipadala muli dito:\n\n{link}\n",
        )
    kind = KIND_EN[proposal.kind]
    if approved:
        return Email(
            "Your Katutubo Registry proposal was approved",
            f"Hello {author.display_name},\n\n"
            f"Your proposed {kind} of {name} was approved; it is in the registry now.\n\n"
            f"See your proposals here:\n\n{link}\n",
        )
    return Email(
        "Your Katutubo Registry proposal was rejected",
        f"Hello {author.display_name},\n\n"
        f"Your proposed {kind} of {name} was rejected.\n"
        f"Reason: {proposal.reason}\n\n"
        f"You can edit it and submit it again here:\n\n{link}\n",
    )


def digest(ipmr: User, waiting: list[Proposal], link: str) -> Email:
    """The proposals waiting for a decision, oldest first: to an IPMR, in the IPMR's language."""
    fil = ipmr.language == "fil"
    kinds = KIND_FIL if fil else KIND_EN
    lines = "\n".join(f"- {kinds[p.kind]}: {p.person_name} ({p.barangay})" for p in waiting)
    count = len(waiting)
    if fil:
        return Email(
            f"{count} mungkahi ang naghihintay ng pag-apruba sa Katutubo Registry",
            f"Magandang araw po, {ipmr.display_name},\n\n"
            f"May {count} mungkahi mula sa mga tagapagtala na naghihintay ng inyong desisyon:\n\n{lines}\n\n"
            f"Aprubahan o tanggihan po ang mga ito dito:\n\n{link}\n",
        )
    noun = "proposal is" if count == 1 else "proposals are"
    return Email(
        f"{count} {noun} waiting for approval in the Katutubo Registry",
        f"Hello {ipmr.display_name},\n\n"
        f"{count} {noun} from encoders waiting for your decision:\n\n{lines}\n\n"
        f"Approve or reject them here:\n\n{link}\n",
    )


def send_decision(db: Session, proposal: Proposal) -> None:
    """Told to the author once the decision is committed (never for a decision rolled back)."""
    author = db.get(User, proposal.author_id)
    if author is None:
        return
    settings = get_settings()
    email, to = decision(author, proposal, _link(settings, "/proposals")), author.email

    def _after_commit(_session: Session) -> None:
        event.remove(db, "after_rollback", _after_rollback)
        send(settings, to, email)

    def _after_rollback(_session: Session) -> None:
        """Rolled back: the decision never happened (a later commit of the session is not this one)."""
        event.remove(db, "after_commit", _after_commit)

    event.listen(db, "after_commit", _after_commit, once=True)
    event.listen(db, "after_rollback", _after_rollback, once=True)
