"""The messages of proposals (katutubo.core.messages: each with its stable code)."""

from katutubo.core.messages import Message

NOT_FOUND = Message("proposals.not_found", "Proposal not found.")
OUTSIDE_SCOPE = Message(
    "proposals.outside_scope", "You can only propose records for your barangays ({barangays})."
)
NO_BARANGAYS = Message(
    "proposals.no_barangays", "Your account has no barangay yet. Ask an IPMR to give you your barangays."
)
ALREADY_DECIDED = Message("proposals.already_decided", "This proposal was already decided.")
PERSON_DELETED = Message("proposals.person_deleted", "The person of this proposal was deleted meanwhile.")
STALE = Message(
    "proposals.stale",
    "This record was changed by {name} at {when} after the proposal was made. Edit the proposal to see the "
    "changes.",
)
REASON_REQUIRED = Message("proposals.reason_required", "Give the reason for the rejection.")
PERSON_REQUIRED = Message("proposals.person_required", "Choose the person this proposal is about.")
NO_PHOTO = Message("proposals.no_photo", "This proposal has no photo.")
NO_PHOTO_TO_DELETE = Message(
    "proposals.photo_not_for_delete", "A proposal to delete a record takes no photo."
)
