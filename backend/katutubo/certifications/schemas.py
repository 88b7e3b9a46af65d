from datetime import date, datetime

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from katutubo.core.bounds import INT32_MAX
from katutubo.core.messages import Message
from katutubo.models.certification import AFFIANT_LENGTH, PURPOSE_LENGTH, CertificatePurpose

PURPOSE_REQUIRED = Message("certifications.purpose_required", "Enter the purpose of the certification.")
AFFIANT_NAMED = Message(
    "certifications.affiant_named", "Choose a registered person or type the affiant's name."
)


class Affiant(BaseModel):
    """An affiant of the joint affidavit: a registered person (`person_id`; the name printed is their
    record's) or a name typed as text."""

    person_id: int | None = Field(default=None, ge=1, le=INT32_MAX)
    name: str | None = Field(default=None, max_length=AFFIANT_LENGTH, validate_default=True)

    @field_validator("name")
    @classmethod
    def _someone(cls, value: str | None, info: ValidationInfo) -> str | None:
        text = " ".join((value or "").split()) or None
        if text is None and info.data.get("person_id") is None:
            raise AFFIANT_NAMED.as_error()
        return text


class CertificationIssue(BaseModel):
    """A purpose from NCIP's list; `other` (also what a request naming no kind means) needs its text typed, a
    listed one keeps none."""

    purpose_kind: CertificatePurpose = CertificatePurpose.OTHER
    purpose: str | None = Field(default=None, max_length=PURPOSE_LENGTH, validate_default=True)

    @field_validator("purpose")
    @classmethod
    def _typed_for_other(cls, value: str | None, info: ValidationInfo) -> str | None:
        if info.data.get("purpose_kind", CertificatePurpose.OTHER) is not CertificatePurpose.OTHER:
            return None
        text = (value or "").strip() or None
        if text is None:
            raise PURPOSE_REQUIRED.as_error()
        return text

    affiants: list[Affiant] = Field(
        default_factory=list,
        max_length=2,
        description="Affiant 1 and affiant 2 of the joint affidavit, if named.",
    )


class CertificationRevoke(BaseModel):
    reason: str = Field(min_length=1, max_length=PURPOSE_LENGTH)


class CertificationSummary(BaseModel):
    """A line of the profile's list of certifications."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    serial: str
    purpose_kind: CertificatePurpose
    purpose: str | None = Field(
        description="The typed purpose of `other` (null with a listed one, and once the purge erased it)."
    )
    issued_on: date
    issued_by_name: str
    revoked_on: date | None
    revoke_reason: str | None


class CertificationList(BaseModel):
    items: list[CertificationSummary]


class CertificationOut(CertificationSummary):
    """The printable certificate: what it certifies as issued, today's photo, and the QR code to verify it."""

    person_id: int | None
    person_name: str | None = Field(
        description="null once the person's purge erased it, as the values below."
    )
    date_of_birth: date | None
    barangay: str | None
    tribe: str | None
    father: str | None
    mother: str | None
    affiants: list[Affiant] = Field(
        description="As issued (a purged affiant: the name, no id; none once erased)."
    )
    issued_at: datetime
    erased_on: date | None = Field(description="The day the person's purge erased their values, if it did.")
    photo_url: str | None
    community_name: str
    verify_url: str
    signed_payload: str = Field(
        description="KR1.<payload>.<signature>: what the QR code carries after the verify address's `#`, "
        "checked offline at /verify/scan with the key of GET /api/verify/key."
    )
    qr_svg: str
    # KATUTUBO_PUBLIC_URL unset: the printed address and QR code lead only to the server's own computer.
    public_url_is_loopback: bool = False


class VerifiedCertification(BaseModel):
    """All that the public verify page says: nothing else about the person."""

    serial: str
    person_name: str | None = Field(description="null once the person's purge erased it (and revoked it).")
    issued_on: date
    revoked_on: date | None


class RetiredCertificateKey(BaseModel):
    """A key that signed this registry's papers before a rotation: it signs no more; its papers verify."""

    key_id: str
    public_key: str = Field(description="The 32 raw bytes of the Ed25519 public key, base64.")
    retired_on: date


class CertificateKey(BaseModel):
    """The public key that checks the certificates' QR payloads (published for verifiers, offline too), and
    the retired ones that still check the papers they signed."""

    public_key: str = Field(description="The 32 raw bytes of the current Ed25519 public key, base64.")
    key_id: str = Field(description="What a QR payload's `k` is when this registry's current key signed it.")
    pem: str
    retired: list[RetiredCertificateKey] = Field(
        description="Keys this registry signed with before, oldest first: a paper signed by one is genuine."
    )
