"""The basis of processing a person's data (RA 10173): a law or public function, or the person's consent with
the day it was given and, if so, the day it was withdrawn. Each day keeps the account that recorded it, set
here from the signed-in account, never from the form.

A new person needs a basis (`require_basis`: the person form, an encoder's proposal); the people already in
the registry, and the imported ones, are "not recorded" (None) until an edit records one, and an edit never
sets it back to "not recorded"."""

from datetime import date
from typing import Annotated, Any

from pydantic import Field

from katutubo.core.errors import FieldErrors
from katutubo.core.messages import Message
from katutubo.models import LegalBasis, Person, User
from katutubo.people.fields import REQUIRED
from katutubo.people.form import choice_field, day_field

# The form's fields for it: not in the field table (katutubo.people.fields), since they are no value of the
# person's own, exported or imported, but a record of why the office keeps the others.
BASIS_FIELDS = ("legal_basis", "consent_date", "consent_withdrawn_on")

BASIS_REQUIRED = REQUIRED["legal_basis"]
BASIS_INVALID = Message(
    "people.legal_basis_invalid", "Legal basis must be a law or public function, or consent."
)
BASIS_KEPT = Message(
    "people.legal_basis_kept", "The legal basis, once recorded, cannot be set back to not recorded."
)
CONSENT_DATE_FORMAT = Message("people.consent_date_format", "Date of consent must be a date (YYYY-MM-DD).")
CONSENT_DATE_REQUIRED = Message(
    "people.consent_date_required", "Date of consent is required when the basis is consent."
)
CONSENT_IN_FUTURE = Message("people.consent_in_future", "Date of consent cannot be in the future.")
WITHDRAWAL_FORMAT = Message(
    "people.withdrawal_format", "Date consent was withdrawn must be a date (YYYY-MM-DD)."
)
WITHDRAWAL_IN_FUTURE = Message(
    "people.withdrawal_in_future", "Date consent was withdrawn cannot be in the future."
)
WITHDRAWAL_BEFORE_CONSENT = Message(
    "people.withdrawal_before_consent", "Consent cannot be withdrawn before the date it was given."
)

BasisChoice = Annotated[
    LegalBasis | None,
    choice_field(LegalBasis, BASIS_INVALID),
    Field(description="'law' (a law or public function: IPRA, RA 8371, the office's mandate) or 'consent'."),
]
ConsentDay = Annotated[date | None, day_field(CONSENT_DATE_FORMAT), Field(description="YYYY-MM-DD")]
WithdrawalDay = Annotated[date | None, day_field(WITHDRAWAL_FORMAT), Field(description="YYYY-MM-DD")]


def require_basis(legal_basis: LegalBasis | None) -> None:
    """A new person's basis must be chosen (422 beside the field, the form's typing kept)."""
    if legal_basis is None:
        raise FieldErrors({"legal_basis": BASIS_REQUIRED})


def problems(values: dict[str, Any], today: date) -> dict[str, Message]:
    """The rules between the three fields, on the values as they will be stored."""
    basis, given, withdrawn = (values.get(name) for name in BASIS_FIELDS)
    found: dict[str, Message] = {}
    if given is not None and given > today:
        found["consent_date"] = CONSENT_IN_FUTURE
    if withdrawn is not None and withdrawn > today:
        found["consent_withdrawn_on"] = WITHDRAWAL_IN_FUTURE
    if basis == LegalBasis.consent and given is None:
        found["consent_date"] = CONSENT_DATE_REQUIRED
    if given is not None and withdrawn is not None and withdrawn < given:
        found.setdefault("consent_withdrawn_on", WITHDRAWAL_BEFORE_CONSENT)
    return found


def stored_values(sent: dict[str, Any], person: Person | None) -> dict[str, Any]:
    """The three columns a save stores: what was sent over what is stored; the consent's days only with
    consent as the basis. Refused (422) when a recorded basis would go back to not recorded."""
    kept = {name: getattr(person, name) if person else None for name in BASIS_FIELDS}
    values = kept | {name: sent[name] for name in BASIS_FIELDS if name in sent}
    if values["legal_basis"] is None and kept["legal_basis"] is not None:
        raise FieldErrors({"legal_basis": BASIS_KEPT})
    if values["legal_basis"] != LegalBasis.consent:
        values["consent_date"] = values["consent_withdrawn_on"] = None
    return values


def check(sent: dict[str, Any], person: Person | None, today: date) -> dict[str, Any]:
    """The columns to store, or 422 with every broken rule."""
    values = stored_values(sent, person)
    if found := problems(values, today):
        raise FieldErrors(found)
    return values


def check_sent(sent: dict[str, Any], person: Person | None, today: date) -> None:
    """A proposal's values checked as its save will check them: a new person's basis chosen, rules kept."""
    if person is None:
        require_basis(sent.get("legal_basis"))
    if person is None or any(name in sent for name in BASIS_FIELDS):
        check(sent, person, today)


def recorders(person: Person, before: dict[str, Any], actor: User | None) -> None:
    """The account that recorded a consent or a withdrawal whose day changed (none when the day is gone): the
    one signed in, or the encoder whose proposal an IPMR applies."""
    user_id = actor.id if actor else None
    if person.consent_date != before.get("consent_date"):
        person.consent_recorded_by = user_id if person.consent_date else None
    if person.consent_withdrawn_on != before.get("consent_withdrawn_on"):
        person.withdrawal_recorded_by = user_id if person.consent_withdrawn_on else None
