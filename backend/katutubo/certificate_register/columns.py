"""The register's columns in its export, as the screen shows them."""

from katutubo.exports.columns import Column
from katutubo.models import Certification

PURPOSES = {
    "scholarship": "Scholarship",
    "employment": "Employment",
    "travel_abroad": "Travel abroad",
    "land": "Land and ancestral domain matters",
    "napolcom": "NAPOLCOM application",
    "afp": "AFP application",
    "bfp": "BFP application",
    "bjmp": "BJMP application",
    "pnp": "PNP application",
}


def purpose(certification: Certification) -> str | None:
    """A listed purpose by its name; `other` by its typed text (None once erased)."""
    return PURPOSES.get(certification.purpose_kind.value, certification.purpose)


def status(certification: Certification) -> str:
    return "Valid" if certification.revoked_on is None else f"Revoked {certification.revoked_on.isoformat()}"


COLUMNS: tuple[Column, ...] = tuple(
    Column(header, read)
    for header, read in (
        ("Serial No.", lambda c, _n: c.serial),
        ("Name", lambda c, _n: c.person_name if c.erased_on is None else "(erased)"),
        ("Barangay", lambda c, _n: c.barangay),
        ("Purpose", lambda c, _n: purpose(c)),
        ("Issued by", lambda c, _n: c.issued_by_name),
        ("Issued on", lambda c, _n: c.issued_on),
        ("Status", lambda c, _n: status(c)),
        ("Reason for revoking", lambda c, _n: c.revoke_reason),
    )
)
