"""The NPC's deadline (NPC Circular 16-03, section 17): 72 hours from the discovery of a breach, counted on
the office clock; the notification, once recorded, ends the countdown."""

from datetime import datetime, timedelta

from katutubo.incidents.schemas import Countdown

NPC_HOURS = 72


def deadline_of(discovered_at: datetime) -> datetime:
    return discovered_at + timedelta(hours=NPC_HOURS)


def countdown(discovered_at: datetime, npc_notified_at: datetime | None, now: datetime) -> Countdown:
    deadline = deadline_of(discovered_at)
    if npc_notified_at is not None:
        return Countdown(state="notified", minutes=0, deadline=deadline)
    seconds = (deadline - now).total_seconds()
    if seconds > 0:
        return Countdown(state="left", minutes=int(seconds // 60), deadline=deadline)
    return Countdown(state="overdue", minutes=int(-seconds // 60), deadline=deadline)


def notified_in_time(discovered_at: datetime, npc_notified_at: datetime | None) -> bool:
    return npc_notified_at is not None and npc_notified_at <= deadline_of(discovered_at)
