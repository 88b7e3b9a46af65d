"""One incoming person before it is checked: the form's values, the columns stored beside them, and where each
value came from (so a rejection names the file's own field or column)."""

from dataclasses import dataclass, field
from typing import Any

from katutubo.core.messages import Message
from katutubo.models import Relationship


@dataclass
class Candidate:
    row: int  # the record's place in the file (a spreadsheet's own row number: the header is row 1)
    ref: str  # what a person reads in the report: the document id, or "row 7"
    form: dict[str, Any]  # the person form's fields (katutubo.people.fields), as the form would send them
    stored: dict[str, Any] = field(default_factory=dict)  # legacy_id, municipality, timestamps, ...
    photo: str | None = None  # the photo's object path in the original's storage bucket
    errors: dict[str, Message] = field(default_factory=dict)  # source field -> message, found while reading
    sources: dict[str, str] = field(default_factory=dict)  # form field -> the file's field or column
    household: str | None = None  # the file's household id (katutubo.imports.households)
    relationship: Relationship | None = None  # to the head of that household

    @property
    def legacy_id(self) -> str | None:
        value = self.stored.get("legacy_id")
        return str(value) if value else None

    def source_of(self, form_field: str) -> str:
        return self.sources.get(form_field, self.sources.get(form_field.split(".")[0], form_field))
