"""The households' messages (the app shows its catalogue's text for each code: locales/*/errors.json)."""

from katutubo.access.households import HOUSEHOLD_NOT_FOUND
from katutubo.core.messages import Message

NOT_FOUND = HOUSEHOLD_NOT_FOUND
MEMBERSHIP_NOT_FOUND = Message("households.membership_not_found", "This person is not a current member.")
ALREADY_IN = Message("households.already_in", "{name} is already in the household of {head} ({barangay}).")
NO_HEAD = Message("households.no_head", "Choose the head of the household.")
HEAD_IS_HEAD_ID = Message(
    "households.head_relationship", "Only the head is 'Head': choose another relationship."
)
LISTED_TWICE = Message("households.listed_twice", "{name} is listed twice.")
HEAD_LEAVES = Message("households.head_leaves", "Make another member the head before {name} leaves.")
ALREADY_HEAD = Message("households.already_head", "{name} is already the head.")
END_BEFORE_START = Message("households.end_before_start", "The end date is before the start date.")
DATE_AFTER_TODAY = Message("households.date_after_today", "The date cannot be after today.")
SAME_HOUSEHOLD = Message("households.same_household", "Choose another household to move to.")
STALE = Message(
    "households.stale", "This household was changed by {name} at {when}. Reload it to see the changes."
)
SUGGESTION_GONE = Message("households.suggestion_gone", "This suggestion no longer applies.")
