"""`?barangay=` of a list: one of the municipality's barangays (any spelling the reference list knows), or
none; an unknown name is the field's 422."""

from typing import Annotated

from fastapi import Depends, Query

from katutubo.core.errors import FieldErrors
from katutubo.people.form import barangay_unknown
from katutubo.reference.data import canonical_barangay


def barangay_filter(barangay: Annotated[str, Query(max_length=100)] = "") -> str | None:
    if not barangay.strip():
        return None
    known = canonical_barangay(barangay)
    if known is None:
        raise FieldErrors({"barangay": barangay_unknown()})
    return known


BarangayFilter = Annotated[str | None, Depends(barangay_filter)]
