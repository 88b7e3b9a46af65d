"""What the access report and the portability files hold: the person's record as the registry returns it."""

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

from katutubo.audit.actions import Action
from katutubo.certifications.schemas import CertificationSummary
from katutubo.data_requests.schemas import DataRequestOut
from katutubo.kinship.schemas import RelativesOut
from katutubo.people.schemas import PersonOut


class ReportEventOut(BaseModel):
    """One view or change of the record: who, when, what (values a purge erased are null, named in
    `erased_fields`)."""

    id: int
    at: datetime
    actor_name: str | None
    action: Action
    changes: dict[str, list[Any]]
    erased_fields: list[str]
    proposed_by: str | None = None


class PurgeNoteOut(BaseModel):
    """The person was purged from the Trash: when, by whom, under which disposal authority (if recorded)."""

    at: datetime
    by: str | None = Field(description="The IPMR's name; null when the server's daily purge did it.")
    disposal_authority: str | None


class PersonDataOut(BaseModel):
    """The person's data as the registry holds it: the record, the linked relatives, the certifications."""

    person: PersonOut
    relatives: RelativesOut
    certifications: list[CertificationSummary]


class AccessReportOut(BaseModel):
    request: DataRequestOut
    made_at: datetime
    made_by: str
    data: PersonDataOut | None = Field(description="null once the person was purged (see `purge`).")
    in_trash: bool
    purge: PurgeNoteOut | None
    events: list[ReportEventOut] = Field(description="Every event of the person's record, oldest first.")
