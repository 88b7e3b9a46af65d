"""The email that gives every active IPMR each new checkpoint of the audit chain, in the IPMR's language: a
copy kept outside the server, which whoever rewrites the database cannot reach. A failed email is logged;
the checkpoint is kept anyway (in the table and DATA_DIR/checkpoints)."""

import logging

from katutubo.audit.checkpoint import Checkpoint
from katutubo.core.config import Settings
from katutubo.core.db import transaction
from katutubo.core.mail import send_mail
from katutubo.models import User
from katutubo.users.emails import Email
from katutubo.users.notifications import active_ipmrs

log = logging.getLogger(__name__)

BEGIN, END = "-----BEGIN KATUTUBO AUDIT CHECKPOINT-----", "-----END KATUTUBO AUDIT CHECKPOINT-----"


LABELS = {"en": ("Time", "Manila", "Key"), "fil": ("Oras", "Maynila", "Susi")}


def checkpoint_email(ipmr: User, checkpoint: Checkpoint) -> Email:
    time, manila, key = LABELS["fil" if ipmr.language == "fil" else "en"]
    rows = [
        ("Event", str(checkpoint.event_id)),
        ("Hash", checkpoint.head_hash),
        (time, f"{checkpoint.manila_time()} ({manila})"),
        (key, checkpoint.key_fingerprint()),
    ]
    facts = "".join(f"  {label + ':':7}{value}\n" for label, value in rows)
    block = f"{BEGIN}\n{checkpoint.text()}\n{END}\n"
    if ipmr.language == "fil":
        return Email(
            f"Checkpoint ng audit trail ng Katutubo Registry: event {checkpoint.event_id}",
            f"Magandang araw po, {ipmr.display_name},\n\n"
            f"Nilagdaan ng Katutubo Registry ang checkpoint na ito ng audit trail nito:\n\n{facts}\n"
            "Itago po ang email na ito. Kapag may nagbago sa audit trail hanggang sa event na ito, kahit "
            "kalkulahin muli ang bawat hash, hindi na ito tutugma sa checkpoint. Para suriin ang registry "
            "laban dito, i-save po sa isang file ang email na ito (o ang mga linya sa pagitan ng mga marka "
            "sa ibaba) at patakbuhin sa server:\n\n"
            "  katutubo audit verify --checkpoint FILE\n\n"
            f"{block}",
        )
    return Email(
        f"Katutubo Registry audit trail checkpoint: event {checkpoint.event_id}",
        f"Hello {ipmr.display_name},\n\n"
        f"The Katutubo Registry signed this checkpoint of its audit trail:\n\n{facts}\n"
        "Keep this email. If anything in the audit trail up to this event is changed later, even with every "
        "hash recomputed, the trail no longer matches this checkpoint. To check the registry against it, "
        "save this email (or the lines between the markers below) to a file and run on the server:\n\n"
        "  katutubo audit verify --checkpoint FILE\n\n"
        f"{block}",
    )


def send_to_ipmrs(settings: Settings, checkpoint: Checkpoint) -> None:
    with transaction() as db:
        emails = [(ipmr.email, checkpoint_email(ipmr, checkpoint)) for ipmr in active_ipmrs(db)]
    for to, email in emails:
        try:
            send_mail(settings, to, email.subject, email.body)
        except OSError:
            log.warning("Could not send the audit checkpoint to an IPMR", exc_info=True)
