"""Files follow the database: a file is deleted only once the change that stopped using it is committed, and
files written for a change that is rolled back are deleted again. The request session commits in one place
(katutubo.core.db.get_db); these hooks run right after its commit or rollback."""

import logging
from collections.abc import Callable, Iterable

from sqlalchemy import event
from sqlalchemy.orm import Session

from katutubo.photos.storage import PhotoStorage

log = logging.getLogger(__name__)


def _delete(storage: PhotoStorage, keys: list[str]) -> None:
    for key in keys:
        try:
            storage.delete(key)
        except OSError:
            log.warning("Could not delete photo file %s", key, exc_info=True)


def _on_outcome(db: Session, committed: Callable[[], None], rolled_back: Callable[[], None]) -> None:
    """Run one of the two, whichever ends the current transaction first; later transactions are ignored."""
    pending = True

    def _settle(action: Callable[[], None]) -> Callable[[Session], None]:
        def _listener(_session: Session) -> None:
            nonlocal pending
            if pending:
                pending = False
                action()

        return _listener

    event.listen(db, "after_commit", _settle(committed))
    event.listen(db, "after_rollback", _settle(rolled_back))


def replace_files(
    db: Session, storage: PhotoStorage, written: Iterable[str | None], replaced: Iterable[str | None]
) -> None:
    """`written` files stay if the transaction commits (then `replaced` files go) and go if it rolls back."""
    new = [k for k in written if k]
    old = [k for k in replaced if k]
    _on_outcome(db, committed=lambda: _delete(storage, old), rolled_back=lambda: _delete(storage, new))
