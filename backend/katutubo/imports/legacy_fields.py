"""One record of the original app as the person form's values: every field name the original's versions used.

- Date of birth: `dateOfBirth`, `birthDate`, `birthdate` or `dob` (text or timestamp); `age` as number or
  numeric text (a date of birth decides the age).
- Family: `familyTree` first, then `father`/`mother`/`spouse`/`siblings`/`children` at the top level;
  siblings and children as lists or comma-separated text.
- Photo: `photoURL`, else the older `image`; the object path inside the URL finds the file.
- Municipality and province: missing or empty -> the configured municipality
  (Catanauan, Quezon by default). The lower-case search fields are ignored.
- The late-2025 status fields, mapped so the person classifies as the original showed them (see README):
  `isEmployed` false (or "false") clears the occupation (unemployed); true with no occupation stores
  "Employed". `isStudent` "Student" makes the occupation read as a student ("Student", or "Student, <the
  occupation>", with the school name in brackets); "Not Student" beside an occupation that reads as a
  student is refused (we do not guess which one is right). `healthCondition` "Healthy" is no condition;
  "Not Healthy" stores `healthConditionDetails` (or "Not Healthy" when there are none) as the condition.
"""

from typing import Any
from urllib.parse import unquote, urlsplit

from katutubo.core.messages import Message
from katutubo.imports.candidate import Candidate
from katutubo.imports.timestamps import NotATimestamp, calendar_day, timestamp
from katutubo.people.form import DATE_FORMAT
from katutubo.reference.municipality import configured
from katutubo.rules.classification import is_student

# form field -> the original's field names, first found wins
FIELD_NAMES: dict[str, tuple[str, ...]] = {
    "last_name": ("lastName",),
    "first_name": ("firstName",),
    "middle_name": ("middleName",),
    "date_of_birth": ("dateOfBirth", "birthDate", "birthdate", "dob"),
    "age": ("age",),
    "gender": ("gender",),
    "civil_status": ("civilStatus",),
    "education_level": ("educationLevel",),
    "occupation": ("occupation",),
    "lineage": ("lineage",),
    "barangay": ("barangay",),
    "address": ("address",),
    "birthplace": ("birthplace",),
    "health_condition": ("healthCondition",),
    "household_members": ("householdMembers",),
    "contact_number": ("contactNumber",),
}
FAMILY = ("father", "mother", "spouse", "siblings", "children")
NOT_STUDENT_CLASH = Message(
    "imports.not_student_clash",
    'isStudent is "Not Student" but the occupation "{occupation}" reads as a student.',
)
BAD_TIMESTAMP = Message("imports.bad_timestamp", "{field} is not a timestamp.")


def _present(value: Any) -> bool:
    return value not in (None, "") and not (isinstance(value, str) and not value.strip())


def _as_text(value: Any) -> Any:
    """Numbers typed into text fields (a contact number saved as a number) are read as their digits."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(int(value)) if float(value).is_integer() else str(value)
    return value


def _first(record: dict[str, Any], names: tuple[str, ...]) -> tuple[str, Any]:
    for name in names:
        if _present(record.get(name)):
            return name, record[name]
    return names[0], None


def _family(record: dict[str, Any], candidate: Candidate) -> dict[str, Any]:
    given = record.get("familyTree")
    tree: dict[str, Any] = given if isinstance(given, dict) else {}
    family: dict[str, Any] = {}
    for name in FAMILY:
        if _present(tree.get(name)) and tree.get(name) != []:
            family[name], source = _as_text(tree[name]), f"familyTree.{name}"
        else:
            family[name], source = _as_text(record.get(name)), name
        candidate.sources[f"family_tree.{name}"] = source
    family["siblings"] = family["siblings"] or []
    family["children"] = family["children"] or []
    return family


def _is_false(value: Any) -> bool:
    return value is False or (isinstance(value, str) and value.strip().lower() in ("false", "no"))


def _is_true(value: Any) -> bool:
    return value is True or (isinstance(value, str) and value.strip().lower() in ("true", "yes"))


def _statuses(record: dict[str, Any], form: dict[str, Any], candidate: Candidate) -> None:
    occupation = form.get("occupation")
    employed = record.get("isEmployed")
    if _is_false(employed):
        occupation = None
    elif _is_true(employed) and not _present(occupation):
        occupation = "Employed"
    student = str(record.get("isStudent") or "").strip().lower()
    if student == "student":
        if not is_student(occupation):
            occupation = "Student" if not _present(occupation) else f"Student, {occupation}"
        school = str(record.get("schoolName") or "").strip()
        if school and school.lower() not in str(occupation).lower():
            occupation = f"{occupation} ({school})"
    elif student == "not student" and is_student(occupation):
        candidate.errors["isStudent"] = NOT_STUDENT_CLASH.format(occupation=occupation)
    form["occupation"] = occupation
    health = record.get("healthCondition")
    if isinstance(health, str) and health.strip().lower() == "healthy":
        form["health_condition"] = None
    elif isinstance(health, str) and health.strip().lower() == "not healthy":
        details = record.get("healthConditionDetails")
        form["health_condition"] = details if _present(details) else "Not Healthy"
        candidate.sources["health_condition"] = "healthConditionDetails"


def photo_path(url: Any) -> str | None:
    """The object path in the storage bucket: 'ip_photos/1700_cruz_juan.jpg' from a download URL
    (…/o/ip_photos%2F1700_cruz_juan.jpg?alt=media&token=…), a gs:// URL, or a plain path."""
    if not isinstance(url, str) or not url.strip():
        return None
    parts = urlsplit(url.strip())
    path = unquote(parts.path)
    if "/o/" in path:
        path = path.split("/o/", 1)[1]
    elif parts.scheme == "gs" or "ip_photos/" not in path:
        path = path.lstrip("/")
    if "ip_photos/" in path:
        path = path[path.index("ip_photos/") :]
    return path.lstrip("/") or None


def _timestamps(record: dict[str, Any], candidate: Candidate) -> None:
    for name, column in (("createdAt", "created_at"), ("updatedAt", "updated_at")):
        try:
            moment = timestamp(record.get(name))
        except NotATimestamp:
            candidate.errors[name] = BAD_TIMESTAMP.format(field=name)
            continue
        if moment is not None:
            candidate.stored[column] = moment
    if "created_at" in candidate.stored and "updated_at" not in candidate.stored:
        candidate.stored["updated_at"] = candidate.stored["created_at"]


def candidate_of(row: int, doc_id: str, record: dict[str, Any]) -> Candidate:
    candidate = Candidate(row=row, ref=doc_id, form={}, stored={"legacy_id": doc_id})
    form = candidate.form
    for name, names in FIELD_NAMES.items():
        source, value = _first(record, names)
        candidate.sources[name] = source
        form[name] = _as_text(value) if name != "age" else value
    try:
        form["date_of_birth"] = calendar_day(form["date_of_birth"])
    except NotATimestamp:
        candidate.errors[candidate.sources["date_of_birth"]] = DATE_FORMAT
        form["date_of_birth"] = None
    form["family_tree"] = _family(record, candidate)
    _statuses(record, form, candidate)
    here = configured()
    for column, default in {"municipality": here.name, "province": here.province}.items():
        value = record.get(column)
        candidate.stored[column] = (
            " ".join(value.split()) if isinstance(value, str) and value.strip() else default
        )
    _timestamps(record, candidate)
    source, url = _first(record, ("photoURL", "image"))
    candidate.photo = photo_path(url)
    return candidate
