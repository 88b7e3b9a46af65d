from pydantic import BaseModel

from katutubo.people.schemas import PersonOut
from katutubo.people.summary import PersonSummary
from katutubo.reference.schemas import MunicipalityOut


class DashboardStats(BaseModel):
    """Each count equals the total of the list its tile opens (same filters, see people.query)."""

    total: int
    male: int
    female: int
    students: int
    not_attending_25_below: int
    unemployed: int
    with_health: int
    no_health: int


class LatestEntry(BaseModel):
    person: PersonOut | None


class Suggestion(PersonSummary):
    """A person the dashboard's search suggests."""


class SuggestionList(BaseModel):
    items: list[Suggestion]


class MapConfig(BaseModel):
    lat: float
    lng: float
    zoom: int
    tile_url: str


class SiteConfig(BaseModel):
    map: MapConfig
    municipality: MunicipalityOut
