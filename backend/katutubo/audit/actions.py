"""Every action the audit trail records. Later features add theirs here."""

from typing import Literal, get_args

Action = Literal[
    "person.created",
    "person.updated",
    "person.deleted",
    "person.restored",
    "person.purged",
    "person.photo_changed",
    "person.viewed",
    "person.certification_issued",
    "person.certification_revoked",
    "person.merged",
    "person.kept_apart",
    "duplicate.not_same",
    "person.linked",
    "person.unlinked",
    "person.access_reported",
    "person.data_exported",
    "account.signed_up",
    "account.approved",
    "account.rejected",
    "account.role_changed",
    "account.disabled",
    "account.enabled",
    "login.succeeded",
    "login.failed",
    "login.locked_out",
    "logout",
    "password.reset_requested",
    "password.reset_completed",
    "password.changed",
    "people.imported",
    "people.exported",
    "people.printed",
    "backup.created",
    "backup.downloaded",
    "proposal.submitted",
    "proposal.approved",
    "proposal.rejected",
    "proposal.withdrawn",
    "household.created",
    "household.updated",
    "household.member_added",
    "household.member_ended",
    "household.member_moved",
    "household.member_merged",
    "household.head_changed",
    "household.deleted",
    "household.restored",
    "incident.recorded",
    "incident.updated",
    "request.recorded",
    "request.closed",
    "request.report_made",
    "privacy_notice.updated",
]
ACTIONS: tuple[str, ...] = get_args(Action)

# A person's History shows what was done to the record, not who looked at it.
# (making their access report and giving out their data are reads too)
PERSON_READS = ("person.viewed", "person.access_reported", "person.data_exported")
PERSON_HISTORY_ACTIONS = tuple(a for a in ACTIONS if a.startswith("person.") and a not in PERSON_READS)

# A household's History: every change of it (its fields, its members).
HOUSEHOLD_HISTORY_ACTIONS = tuple(a for a in ACTIONS if a.startswith("household."))
