from pydantic import BaseModel, Field


class PhotoRulesOut(BaseModel):
    """The upload rules the server applies, so the form can warn before saving (the server still decides)."""

    max_bytes: int
    media_types: list[str]
    too_large: str
    not_an_image: str


class MunicipalityOut(BaseModel):
    """The municipality the registry serves (KATUTUBO_MUNICIPALITY): the form's defaults, the titles."""

    code: str = Field(description="Its 10-digit PSGC code.")
    name: str
    province: str


class ReferenceOut(BaseModel):
    municipality: MunicipalityOut
    barangays: list[str]
    tribes: list[str]
    genders: list[str]
    civil_statuses: list[str]
    education_levels: list[str]
    photo: PhotoRulesOut
