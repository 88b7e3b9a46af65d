"""All ORM tables, one file each; importing this package registers them on Base.metadata."""

from katutubo.models.audit_checkpoint import AuditCheckpoint
from katutubo.models.audit_event import AuditChainHead, AuditEvent
from katutubo.models.barangay import Barangay
from katutubo.models.barangay_photo import BarangayPhoto
from katutubo.models.base import Base
from katutubo.models.captcha_use import CaptchaUse
from katutubo.models.certification import CertificatePurpose, Certification, CertificationCounter
from katutubo.models.data_request import DataRequest, RequesterRelation, RequestKind, RequestOutcome
from katutubo.models.duplicate import DuplicatePair, DuplicateScan, NotDuplicate, ScanStatus
from katutubo.models.household import Household, HouseholdMember, MembershipReason, Relationship
from katutubo.models.import_job import ImportJob, ImportStatus
from katutubo.models.incident import DataCategory, Incident, IncidentNature, IncidentPerson
from katutubo.models.kinship_link import PARENT_KINDS, KinshipLink, LinkKind
from katutubo.models.password_reset import PasswordResetToken
from katutubo.models.people_tally import PeopleTally
from katutubo.models.person import CivilStatus, EducationLevel, Gender, LegalBasis, Person
from katutubo.models.person_audit_key import PersonAuditKey
from katutubo.models.privacy_notice import PrivacyNotice
from katutubo.models.proposal import Proposal, ProposalKind, ProposalState
from katutubo.models.rate_limit import RateLimitCounter
from katutubo.models.scheduled_run import ScheduledRun
from katutubo.models.session import UserSession
from katutubo.models.user import Role, User, UserStatus
from katutubo.models.user_barangay import UserBarangay

__all__ = [
    "AuditChainHead",
    "AuditCheckpoint",
    "AuditEvent",
    "Barangay",
    "BarangayPhoto",
    "Base",
    "CaptchaUse",
    "CertificatePurpose",
    "Certification",
    "CertificationCounter",
    "CivilStatus",
    "DataRequest",
    "DuplicatePair",
    "DuplicateScan",
    "EducationLevel",
    "Gender",
    "Household",
    "DataCategory",
    "Incident",
    "IncidentNature",
    "IncidentPerson",
    "HouseholdMember",
    "ImportJob",
    "ImportStatus",
    "KinshipLink",
    "LegalBasis",
    "LinkKind",
    "MembershipReason",
    "PARENT_KINDS",
    "PasswordResetToken",
    "PeopleTally",
    "Person",
    "PrivacyNotice",
    "PersonAuditKey",
    "Proposal",
    "ProposalKind",
    "ProposalState",
    "RateLimitCounter",
    "Relationship",
    "RequesterRelation",
    "RequestKind",
    "RequestOutcome",
    "NotDuplicate",
    "Role",
    "ScheduledRun",
    "ScanStatus",
    "User",
    "UserBarangay",
    "UserSession",
    "UserStatus",
]
