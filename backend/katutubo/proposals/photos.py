"""A proposal's photo: checked and re-encoded like a person's (katutubo.photos.processing), stored in the
same storage under proposal_photos/, copied to the person when the proposal is approved."""

import time

from sqlalchemy.orm import Session

from katutubo.core.errors import BadRequest, Conflict, NotFound
from katutubo.models import Proposal, ProposalKind, ProposalState
from katutubo.models.base import utcnow
from katutubo.photos.cleanup import replace_files
from katutubo.photos.processing import process_photo
from katutubo.photos.storage import PhotoStorage
from katutubo.proposals.messages import ALREADY_DECIDED, NO_PHOTO, NO_PHOTO_TO_DELETE

FOLDER = "proposal_photos"
# The author adds a photo while the proposal is not decided (right after sending it, from the same form).
PHOTO_STATES = (ProposalState.draft, ProposalState.submitted, ProposalState.rejected)


def set_photo(db: Session, proposal: Proposal, data: bytes, storage: PhotoStorage) -> None:
    if proposal.state not in PHOTO_STATES:
        raise Conflict(ALREADY_DECIDED)
    if proposal.kind == ProposalKind.delete:
        raise BadRequest(NO_PHOTO_TO_DELETE)
    processed = process_photo(data)
    stem = f"{FOLDER}/{proposal.id}_{time.time_ns() // 1_000_000}"
    full_key, thumb_key = f"{stem}.{processed.extension}", f"{stem}_thumb.{processed.extension}"
    replace_files(
        db, storage, written=[full_key, thumb_key], replaced=[proposal.photo_key, proposal.thumb_key]
    )
    storage.save(full_key, processed.full)
    storage.save(thumb_key, processed.thumb)
    proposal.photo_key, proposal.thumb_key, proposal.updated_at = full_key, thumb_key, utcnow()
    db.flush()


def read_photo(proposal: Proposal, storage: PhotoStorage) -> tuple[bytes, str]:
    if not proposal.photo_key:
        raise NotFound(NO_PHOTO)
    try:
        return storage.read(proposal.photo_key), proposal.photo_key
    except FileNotFoundError:
        raise NotFound(NO_PHOTO) from None
