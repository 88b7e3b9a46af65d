"""A person's record written whole: the writes of /api/people.

A new record or a change is saved with its relatives' links (katutubo.kinship) and the clerk's "this is a
different person" choice (katutubo.duplicates); a deleted record goes to the Trash (katutubo.trash). The
people package keeps the record's own columns and cannot call these: kinship, duplicates and the Trash read
people, so the piece that composes them stands above all four (docs/architecture.md, "Layers")."""
