"""Every message the API sends, by its stable code: the app shows its own catalogue's text for the code
(frontend/src/locales/*/errors.json, the same codes) and the English text for a code it does not know.

The messages stay where they are raised; core/errors.py finds a message's code here by its English text
(tests/core/test_message_codes.py checks them against the modules that send them and the app's catalogue).
A message with values in it is listed as its template (`{name}`): the values are sent beside the code as
`params`, and the catalogue's text places them (`{{name}}`).
"""

import re

CODES: dict[str, str] = {
    "account.wrong_current_password": "Current password is incorrect.",
    "account.password_changed": "Your password has been changed.",
    "admin_users.account_not_found": "Account not found.",
    "admin_users.not_yourself": "You cannot change your own account here.",
    "admin_users.keep_one_ipmr": "The registry must keep at least one active IPMR.",
    "admin_users.not_pending": "This account is not waiting for approval.",
    "admin_users.not_disabled": "This account is not disabled.",
    "auth.captcha_required": "Please complete the captcha verification.",
    "auth.captcha_error": "Captcha error occurred. Please try again.",
    "auth.not_signed_in": "Please log in to continue.",
    "auth.no_permission": "You don't have permission to access this page.",
    "auth.awaiting_approval": "Your account is waiting for approval.",
    "auth.passwords_do_not_match": "Passwords do not match!",
    "auth.password_too_short": "Password must be at least 6 characters long.",
    "auth.password_too_weak": "Password is too weak.",
    "auth.invalid_credentials": "Invalid email or password.",
    "auth.too_many_logins": "Too many failed login attempts. Please try again later.",
    "auth.email_in_use": "Email is already in use.",
    "auth.invalid_email": "Invalid email address.",
    "auth.name_required": "Display name is required.",
    "auth.email_required": "Email is required.",
    "auth.no_account": "No account found with this email address.",
    "auth.too_many_requests": "Too many requests. Please try again later.",
    "auth.reset_send_failed": "Failed to send password reset email. Please try again.",
    "auth.reset_sent": "Password reset instructions have been sent to your email address.",
    "auth.reset_link_invalid": "This password reset link is invalid or has expired.",
    "auth.password_changed": "Your password has been changed. You can now log in.",
    "auth.account_disabled": "This account has been disabled. Contact the IPMR office.",
    "auth.role_not_offered": "Choose Chieftain or IPMR.",
    "backups.wrong_password": "Password is incorrect.",
    "backups.not_found": "Backup not found.",
    "barangays.unknown_barangay": "Barangay not found.",
    "core.request_too_large": "The request is too large.",
    "core.csrf_message": "Your session's security token is missing or out of date. Reload the page and try again.",  # noqa: E501
    "core.method_not_allowed": "This address does not accept that method.",
    "core.server_error": "Something went wrong on the server. Please try again.",
    "core.unstorable_text": "This text has a character that cannot be stored (a NUL or an unpaired surrogate).",  # noqa: E501
    "dashboard.too_many_streams": "Too many live dashboards are open. Close some tabs and try again.",
    "exports.no_data": "No data to export yet.",
    "imports.import_too_large": "The import is too large (512 MB at most, with its photos).",
    "imports.wrong_type": "Choose a JSON, CSV or XLSX file.",
    "imports.wrong_photos": "The photos must be a .zip of the photo folder.",
    "imports.not_ready": "This import is not ready to import.",
    "imports.not_json": "The file is not a JSON export of the people collection.",
    "imports.job_not_found": "Import not found.",
    "imports.in_trash": "This person is in the Trash: restore them first, then import again.",
    "imports.no_headers": "The first row must name the columns (Last name, First name, Date of birth, ...).",
    "imports.unreadable": "The file is not a CSV or XLSX spreadsheet.",
    "imports.bad_timestamp": "{field} is not a timestamp.",
    "imports.photo_missing": "Photo file not found: {path}",
    "imports.cell_past_xfd": "Cell {cell} is past column XFD, the last one a spreadsheet may have: open the file in Excel or LibreOffice, save it again and upload that.",  # noqa: E501
    "imports.row_past_limit": "Row {row} is past row 1048576, the last one a spreadsheet may have: open the file in Excel or LibreOffice, save it again and upload that.",  # noqa: E501
    "imports.too_large_unpacked": "The spreadsheet is too large once unpacked: split it into smaller files and import them one by one.",  # noqa: E501
    "imports.not_xlsx": "The file is not an XLSX workbook: open it in Excel or LibreOffice, save it as an Excel Workbook (.xlsx) and upload that.",  # noqa: E501
    "imports.line_too_long": "Line {line} of the file is longer than a spreadsheet row may be: check that the file is a CSV spreadsheet saved from Excel or LibreOffice.",  # noqa: E501
    "imports.too_deep": "The JSON file is nested deeper than a people export is ({depth} levels at most): export the people collection again and upload that file.",  # noqa: E501
    "imports.value_too_large": "A record in the JSON file is larger than a person's record may be (1 MB): export the people collection again and upload that file.",  # noqa: E501
    "imports.line_not_json": "Line {number} is not JSON.",
    "imports.same_id": "Rows {first} and {row} have the same id {id}.",
    "imports.all_refused": "None of the first 10000 rows could be imported: check that this is the right file and that its columns are named as in the template; the reasons of the first rows are listed.",  # noqa: E501
    "imports.too_many_rows": "The file has more than 1048576 rows: split it into smaller files and import them one by one.",  # noqa: E501
    "imports.check_failed": "The file could not be checked because of an error on the server: save the file again from the program that made it and upload it once more; if that fails too, tell the registry's administrator.",  # noqa: E501
    "imports.import_stopped": "The import stopped after {done} rows because of an error on the server: press Import to go on from there (no one is imported twice).",  # noqa: E501
    "imports.check_interrupted": "Checking was interrupted by a restart of the server: upload the file again to check it.",  # noqa: E501
    "imports.import_interrupted": "The import was interrupted by a restart of the server after {done} rows: press Import to go on from there (no one is imported twice).",  # noqa: E501
    "imports.upload_removed": "The uploaded file was removed after 7 days without being imported: upload it again to import it.",  # noqa: E501
    "people.barangay_unknown": "Choose one of the 46 barangays.",
    "people.date_format": "Date of birth must be a date (YYYY-MM-DD).",
    "people.date_in_future": "Date of birth cannot be in the future.",
    "people.date_too_old": "Date of birth is too far in the past.",
    "people.age_invalid": "Age must be a whole number, 0 or more.",
    "people.age_too_high": "Age must be 150 or less.",
    "people.household_invalid": "Household members must be a whole number, 0 or more.",
    "people.household_too_many": "Household members must be 99 or fewer.",
    "people.gender_invalid": "Gender must be Male or Female.",
    "people.civil_status_invalid": "Civil status must be Single, Married, Widowed or Separated.",
    "people.education_invalid": "Education level must be No Formal Education, Elementary, High School, College or Vocational.",  # noqa: E501
    "people.person_not_found": "Person not found.",
    "photos.no_file": "Choose a photo to upload.",
    "photos.not_an_image": "The photo must be a JPEG, PNG, WEBP or GIF image.",
    "photos.too_large": "The photo must be 5 MB or smaller.",
    "photos.too_many_pixels": "The photo is too large (max 25 megapixels).",
    "photos.no_photo": "This person has no photo.",
    "photos.saved_at_once": "Another photo was saved here at the same moment. Reload and try again.",
    "trash.confirm_last_name": "Type the person's last name to confirm.",
    "core.not_found": "Not found.",
    "auth.credentials_required": "Email and password are required.",
    "people.phone_hint": "Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX",
    "people.required.last_name": "Last name is required.",
    "people.too_long.last_name": "Last name must be 100 characters or fewer.",
    "people.required.first_name": "First name is required.",
    "people.too_long.first_name": "First name must be 100 characters or fewer.",
    "people.required.middle_name": "Middle name is required.",
    "people.too_long.middle_name": "Middle name must be 100 characters or fewer.",
    "people.required.date_of_birth": "Date of birth is required.",
    "people.required.age": "Age is required.",
    "people.required.gender": "Gender is required.",
    "people.required.civil_status": "Civil status is required.",
    "people.required.education_level": "Education level is required.",
    "people.required.occupation": "Occupation is required.",
    "people.too_long.occupation": "Occupation must be 300 characters or fewer.",
    "people.required.lineage": "Tribe is required.",
    "people.too_long.lineage": "Tribe must be 100 characters or fewer.",
    "people.required.barangay": "Barangay is required.",
    "people.required.address": "Address is required.",
    "people.too_long.address": "Address must be 300 characters or fewer.",
    "people.required.birthplace": "Birthplace is required.",
    "people.too_long.birthplace": "Birthplace must be 300 characters or fewer.",
    "people.required.health_condition": "Health condition is required.",
    "people.too_long.health_condition": "Health condition must be 300 characters or fewer.",
    "people.required.household_members": "Household members is required.",
    "people.required.contact_number": "Contact number is required.",
    "people.required.father": "Father is required.",
    "people.too_long.father": "Father must be 300 characters or fewer.",
    "people.required.mother": "Mother is required.",
    "people.too_long.mother": "Mother must be 300 characters or fewer.",
    "people.required.spouse": "Spouse is required.",
    "people.too_long.spouse": "Spouse must be 300 characters or fewer.",
    "people.required.siblings": "Siblings is required.",
    "people.too_long.siblings": "Siblings must be 300 characters or fewer.",
    "people.required.children": "Children is required.",
    "people.too_long.children": "Children must be 300 characters or fewer.",
    "people.stale": "This record was changed by {name} at {when}. Reload it to see the changes.",
    "auth.name_too_long": "Display name must be 200 characters or fewer.",
    "certifications.not_found": "Certification not found.",
    "certifications.already_revoked": "This certification is already revoked.",
    "duplicates.same_person": "Choose two different people.",
    "duplicates.unknown_field": "Unknown field: {fields}.",
    "duplicates.already_running": "A refresh is already running.",
    "kinship.own_ancestor": "This link would make {name} their own ancestor.",
    "kinship.own_spouse": "A person cannot be their own spouse.",
    "kinship.father_not_female": "{name} is recorded as Female and cannot be linked as the father.",
    "kinship.mother_not_male": "{name} is recorded as Male and cannot be linked as the mother.",
    "kinship.gender_for_children": "Choose this person's gender before linking children.",
    "kinship.has_other_father": "{child} already has a linked father: {parent}.",
    "kinship.has_other_mother": "{child} already has a linked mother: {parent}.",
    "backups.no_pg_dump": "A PostgreSQL backup needs pg_dump and pg_restore (Debian: apt-get install postgresql-client).",  # noqa: E501
}

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_BY_TEXT = {text: code for code, text in CODES.items() if not _PLACEHOLDER.search(text)}


def _pattern(template: str) -> re.Pattern[str]:
    parts = _PLACEHOLDER.split(template)  # literal, name, literal, name, ..., literal
    regex = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts))
    return re.compile(f"^{regex}$", re.S)


_TEMPLATES = [(code, _pattern(text)) for code, text in CODES.items() if _PLACEHOLDER.search(text)]


def coded(message: str) -> tuple[str | None, dict[str, str]]:
    """A message's stable code and the values in it ({} for a constant message); (None, {}) if not listed."""
    if (code := _BY_TEXT.get(message)) is not None:
        return code, {}
    for code, pattern in _TEMPLATES:
        if match := pattern.match(message):
            return code, match.groupdict()
    return None, {}


def code_of(message: str) -> str | None:
    """The stable code of an English message (None for one not listed)."""
    return coded(message)[0]
