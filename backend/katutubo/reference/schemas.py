from pydantic import BaseModel


class ReferenceOut(BaseModel):
    barangays: list[str]
    tribes: list[str]
    genders: list[str]
    civil_statuses: list[str]
    education_levels: list[str]
