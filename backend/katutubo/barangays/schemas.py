from pydantic import BaseModel


class BarangayOut(BaseModel):
    name: str
    population: int
    photo_url: str


class BarangayList(BaseModel):
    items: list[BarangayOut]
