"""The audit trail: who did what to which record, from where; append-only and hash-chained.

Services call `audit.record(db, actor, action, target=..., changes=...)` inside the request's transaction.
A value that is another person's than the event's target is given as `audit.Mention(person_id, value)`: it
is sealed with that person's key, so their purge erases it (katutubo.audit.erasure); a value that is nobody's
(a purge's disposal authority) is given as `audit.NotPersonal(value)` and stays readable."""

from katutubo.audit.erasure import Mention, NotPersonal
from katutubo.audit.service import Target, diff, record, record_many

__all__ = ["Mention", "NotPersonal", "Target", "diff", "record", "record_many"]
