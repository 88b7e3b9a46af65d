"""How many people one uploaded file may hold, whatever its kind: as many rows as a spreadsheet may have.
The JSON reader counts a file's records before giving the first (katutubo.imports.legacy), the check counts
every file's rows as it reads them (katutubo.imports.jobs)."""

from katutubo.core.messages import Message

MAX_ROWS = 1_048_576
TOO_MANY_ROWS = Message(
    "imports.too_many_rows",
    "The file has more than 1048576 rows: split it into smaller files and import them one by one.",
)
