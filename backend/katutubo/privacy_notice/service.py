"""Reading and saving the notice's two texts; a save is audited with each changed text, before and after.
Services flush; the request commits (katutubo.core.db)."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from katutubo import audit
from katutubo.models import PrivacyNotice, User
from katutubo.models.base import utcnow
from katutubo.privacy_notice.defaults import LANGUAGES, default_text
from katutubo.privacy_notice.schemas import NoticeText, PrivacyNoticeIn, PrivacyNoticeOut


def _stored(db: Session) -> dict[str, PrivacyNotice]:
    return {row.language: row for row in db.scalars(select(PrivacyNotice))}


def _shown(db: Session, language: str, row: PrivacyNotice | None) -> NoticeText:
    if row is None:
        text = default_text(language)
        return NoticeText(
            language=language, text=text, is_default=True, updated_at=None, updated_by_name=None
        )
    editor = db.get(User, row.updated_by) if row.updated_by is not None else None
    return NoticeText(
        language=language,
        text=row.text,
        is_default=False,
        updated_at=row.updated_at,
        updated_by_name=editor.display_name if editor else None,
    )


def read_notice(db: Session) -> PrivacyNoticeOut:
    stored = _stored(db)
    en, fil = (_shown(db, language, stored.get(language)) for language in LANGUAGES)
    return PrivacyNoticeOut(en=en, fil=fil)


def save_notice(db: Session, actor: User, payload: PrivacyNoticeIn) -> PrivacyNoticeOut:
    """Each text that differs from the one shown now is stored; nothing changed: nothing stored or audited."""
    stored = _stored(db)
    changes: dict[str, list[str]] = {}
    for language in LANGUAGES:
        row = stored.get(language)
        before = row.text if row else default_text(language)
        after = getattr(payload, language).strip()
        if after == before:
            continue
        if row is None:
            row = PrivacyNotice(language=language)
            db.add(row)
        row.text, row.updated_at, row.updated_by = after, utcnow(), actor.id
        changes[f"text_{language}"] = [before, after]
    if changes:
        db.flush()
        audit.record(db, actor, "privacy_notice.updated", audit.Target("privacy_notice", None), changes)
    return read_notice(db)
