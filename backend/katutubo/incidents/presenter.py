"""Incidents as the API shows them: the countdown read on the office clock, the office's place for letters."""

from collections import Counter
from datetime import datetime

from sqlalchemy.orm import Session

from katutubo.access.people import Account
from katutubo.core.clock import MANILA, utc_now
from katutubo.incidents import service
from katutubo.incidents.countdown import countdown, notified_in_time
from katutubo.incidents.schemas import AnnualSummary, IncidentOut, IncidentSummary, NatureCount
from katutubo.models import DataCategory, Incident, IncidentNature
from katutubo.people.summary import summarise
from katutubo.reference.municipality import configured


def line(incident: Incident, now: datetime) -> IncidentSummary:
    return IncidentSummary(
        id=incident.id,
        discovered_at=incident.discovered_at,
        nature=incident.nature,
        nature_other=incident.nature_other,
        people_count=incident.people_count,
        npc_notified_at=incident.npc_notified_at,
        people_notified_at=incident.people_notified_at,
        countdown=countdown(incident.discovered_at, incident.npc_notified_at, now),
    )


def whole(db: Session, account: Account, incident: Incident) -> IncidentOut:
    place = configured()
    return IncidentOut(
        **line(incident, utc_now()).model_dump(),
        data_categories=[DataCategory(c) for c in incident.data_categories],
        data_other=incident.data_other,
        description=incident.description,
        measures=incident.measures,
        dpo_contact=incident.dpo_contact,
        people=[summarise(p) for p in service.listed_people(db, account, incident.id)],
        recorded_by_name=service.recorder_name(db, incident),
        recorded_at=incident.recorded_at,
        municipality=place.name,
        province=place.province,
    )


def annual(db: Session, year: int) -> AnnualSummary:
    """The incidents discovered in the office's calendar year `year`."""
    start, end = datetime(year, 1, 1, tzinfo=MANILA), datetime(year + 1, 1, 1, tzinfo=MANILA)
    incidents = service.all_incidents(db, start, end)
    now = utc_now()
    natures = Counter(i.nature for i in incidents)
    in_time = sum(notified_in_time(i.discovered_at, i.npc_notified_at) for i in incidents)
    notified = sum(i.npc_notified_at is not None for i in incidents)
    place = configured()
    return AnnualSummary(
        year=year,
        total=len(incidents),
        people_affected=sum(i.people_count for i in incidents),
        notified_in_time=in_time,
        notified_late=notified - in_time,
        not_notified=len(incidents) - notified,
        by_nature=[NatureCount(nature=n, count=natures[n]) for n in IncidentNature],
        incidents=[line(i, now) for i in incidents],
        municipality=place.name,
        province=place.province,
    )
