from pydantic import BaseModel, Field


class BarangayOut(BaseModel):
    name: str
    code: str = Field(description="The barangay's 10-digit PSGC code.")
    population: int
    census_population: int | None = Field(description="The 2020 census population (PSGC).")
    latitude: float | None
    longitude: float | None
    photo_url: str


class BarangayList(BaseModel):
    items: list[BarangayOut]
