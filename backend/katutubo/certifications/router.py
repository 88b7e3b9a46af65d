"""/api/people/{id}/certifications and /api/certifications/{id} (the Chieftain; the list also the IPMR), and
/api/verify/{code} and /api/verify/key (anyone)."""

import base64
from typing import Annotated

from cryptography.hazmat.primitives import serialization
from fastapi import APIRouter, Path

from katutubo.access.scope import PeopleScope
from katutubo.auth.dependencies import Chieftain, RecordsOffice, SettingsDep
from katutubo.certifications import service
from katutubo.certifications.presenter import certificate
from katutubo.certifications.schemas import (
    CertificateKey,
    CertificationIssue,
    CertificationList,
    CertificationOut,
    CertificationRevoke,
    CertificationSummary,
    RetiredCertificateKey,
    VerifiedCertification,
)
from katutubo.core import certificate_key
from katutubo.core.bounds import RowId
from katutubo.core.db import DB
from katutubo.core.openapi import refusal
from katutubo.models.certification import CODE_LENGTH
from katutubo.people.dependencies import PersonById

router = APIRouter(prefix="/api", tags=["certifications"])

VerifyCode = Annotated[str, Path(min_length=1, max_length=CODE_LENGTH, pattern=r"^[A-Za-z0-9_-]+$")]


@router.post("/people/{person_id:int}/certifications", response_model=CertificationOut, status_code=201)
def issue_certification(
    db: DB, user: Chieftain, person: PersonById, payload: CertificationIssue, settings: SettingsDep
) -> CertificationOut:
    """The Chieftain only: a new Certification of Tribal Membership, serial CTM-{year}-{number}."""
    issued = service.issue(db, user, person, payload.purpose_kind, payload.purpose, payload.affiants)
    return certificate(issued, person, settings)


@router.get("/people/{person_id:int}/certifications", response_model=CertificationList)
def person_certifications(db: DB, _user: RecordsOffice, person: PersonById) -> CertificationList:
    """IPMR or Chieftain: the person's certifications, newest first."""
    return CertificationList(
        items=[CertificationSummary.model_validate(c) for c in service.of_person(db, person)]
    )


@router.get("/certifications/{certification_id}", response_model=CertificationOut)
def get_certification(
    db: DB, _user: Chieftain, scope: PeopleScope, certification_id: RowId, settings: SettingsDep
) -> CertificationOut:
    """The Chieftain only: the printable certificate with its QR code."""
    found = service.get(db, certification_id)
    return certificate(found, service.person_of(db, scope, found), settings)


@router.post("/certifications/{certification_id}/revoke", response_model=CertificationOut)
def revoke_certification(
    db: DB,
    user: Chieftain,
    scope: PeopleScope,
    certification_id: RowId,
    payload: CertificationRevoke,
    settings: SettingsDep,
) -> CertificationOut:
    """The Chieftain only: revoked with a reason; the verify page then says 'Revoked on {date}'."""
    found = service.revoke(db, user, service.get(db, certification_id), payload.reason)
    return certificate(found, service.person_of(db, scope, found), settings)


@router.get("/verify/key", response_model=CertificateKey)
def verify_key(settings: SettingsDep) -> CertificateKey:
    """Public: the key that checks a certificate QR code's signed payload, offline, and the retired keys
    that still check the papers they signed (declared before /verify/{code}, whose pattern `key` would
    match)."""
    public = certificate_key.private_key(settings).public_key()
    pem = public.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    raw = public.public_bytes_raw()
    retired = [
        RetiredCertificateKey(
            key_id=key.key_id, public_key=base64.b64encode(key.public).decode(), retired_on=key.retired_on
        )
        for key in certificate_key.retired_keys(settings.data_dir)
    ]
    return CertificateKey(
        public_key=base64.b64encode(raw).decode(),
        key_id=certificate_key.key_id(raw),
        pem=pem.decode(),
        retired=retired,
    )


@router.get("/verify/{code}", response_model=VerifiedCertification, responses=refusal(404))
def verify(db: DB, code: VerifyCode) -> VerifiedCertification:
    """Public (the QR code's address): the serial, the name, the issue date and whether it was revoked."""
    found = service.by_code(db, code)
    return VerifiedCertification(
        serial=found.serial,
        person_name=found.person_name,
        issued_on=found.issued_on,
        revoked_on=found.revoked_on,
    )
