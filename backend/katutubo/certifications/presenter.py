"""A certification as the printable certificate: its stored text, the person's photo and the QR code."""

from katutubo.certifications import affiants
from katutubo.certifications.qr import qr_svg_data_uri
from katutubo.certifications.schemas import CertificationOut, CertificationSummary
from katutubo.certifications.signed_qr import signed_text
from katutubo.core.config import Settings
from katutubo.models import Certification, Person
from katutubo.people.presenter import photo_url
from katutubo.reference.municipality import configured


def community_name() -> str:
    """'Indigenous Peoples of Catanauan, Quezon' (the configured municipality)."""
    return f"Indigenous Peoples of {configured().place}"


def verify_url(settings: Settings, code: str) -> str:
    return f"{settings.public_url.rstrip('/')}/verify/{code}"


def certificate(certification: Certification, person: Person | None, settings: Settings) -> CertificationOut:
    url = verify_url(settings, certification.code)
    signed = signed_text(settings, certification)
    summary = CertificationSummary.model_validate(certification).model_dump()
    return CertificationOut(
        **summary,
        person_id=certification.person_id,
        person_name=certification.person_name,
        date_of_birth=certification.date_of_birth,
        barangay=certification.barangay,
        tribe=certification.tribe,
        father=certification.father,
        mother=certification.mother,
        affiants=affiants.of(certification),
        issued_at=certification.issued_at,
        erased_on=certification.erased_on,
        photo_url=photo_url(person) if person else None,
        community_name=community_name(),
        verify_url=url,
        signed_payload=signed,
        qr_svg=qr_svg_data_uri(f"{url}#{signed}"),
        public_url_is_loopback=settings.public_url_is_loopback,
    )
