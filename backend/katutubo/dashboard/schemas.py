from pydantic import BaseModel

from katutubo.people.schemas import PersonOut


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


class Suggestion(BaseModel):
    id: int
    first_name: str
    middle_name: str | None
    last_name: str
    lineage: str | None
    barangay: str
    age: int | None
    thumb_url: str | None


class SuggestionList(BaseModel):
    items: list[Suggestion]


class MapConfig(BaseModel):
    lat: float
    lng: float
    zoom: int
    tile_url: str


class SiteConfig(BaseModel):
    map: MapConfig
