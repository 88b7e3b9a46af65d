from pydantic import BaseModel


class PhotoRulesOut(BaseModel):
    """The upload rules the server applies, so the form can warn before saving (the server still decides)."""

    max_bytes: int
    media_types: list[str]
    too_large: str
    not_an_image: str


class ReferenceOut(BaseModel):
    barangays: list[str]
    tribes: list[str]
    genders: list[str]
    civil_statuses: list[str]
    education_levels: list[str]
    photo: PhotoRulesOut
