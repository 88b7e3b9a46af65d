"""A purged person's proposals go with them: their proposed values and photos are the person's data, which a
purge erases for good (their proposal events stay, sealed with the person's key: katutubo.audit.erasure)."""

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from katutubo.models import Proposal
from katutubo.photos.cleanup import replace_files
from katutubo.photos.storage import PhotoStorage


def forget_proposals(db: Session, person_id: int, storage: PhotoStorage) -> None:
    """The proposals about the person deleted; their photo files go once that is committed."""
    photos = db.execute(
        select(Proposal.photo_key, Proposal.thumb_key).where(Proposal.person_id == person_id)
    ).all()
    db.execute(
        delete(Proposal).where(Proposal.person_id == person_id),
        execution_options={"synchronize_session": False},
    )
    replace_files(db, storage, written=[], replaced=[key for row in photos for key in row])
