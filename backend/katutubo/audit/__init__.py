"""The audit trail: who did what to which record, from where; append-only and hash-chained.

Services call `audit.record(db, actor, action, target=..., changes=...)` inside the request's transaction."""

from katutubo.audit.service import Target, diff, record, record_many

__all__ = ["Target", "diff", "record", "record_many"]
