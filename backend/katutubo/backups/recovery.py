"""A restore stopped half way (a power cut, a kill): the next `katutubo restore` or `katutubo migrate` finds
what it left and finishes it the only safe way, and `katutubo serve` refuses to start until then. The database
swap is the restore's commit point (katutubo.backups.swap): a database still staged means the restore had not
committed, so its photos are swapped back and the staged database dropped; the registry is as it was before.
Once the database was swapped in, only the scratch folder (with the replaced photos) is left to remove."""

import shutil
from pathlib import Path

from sqlalchemy.exc import SQLAlchemyError

from katutubo.backups import photos, swap
from katutubo.photos.storage import PhotoStorage

WORK_FOLDER = "restoring"  # in the data folder: the same file system as the photos, so a swap is a rename
UNDONE = "A restore was interrupted before it finished: it was undone, the registry is as it was before it."
FINISHED = "A restore was interrupted after its database was swapped in: its leftover files were removed."
CLEARED = "A restore was interrupted before it changed anything: its leftover files were removed."
INTERRUPTED = "A restore was interrupted: run `katutubo migrate` (it finishes or undoes it), then serve."


def work_folder(data_dir: Path) -> Path:
    return data_dir / WORK_FOLDER


def interrupted(url: str, data_dir: Path) -> bool:
    """Whether a restore was interrupted; False when the database cannot be reached to tell (the server
    says so itself then)."""
    if work_folder(data_dir).exists():
        return True
    try:
        return swap.staged(url)
    except SQLAlchemyError:
        return False


def finish_interrupted(url: str, data_dir: Path, storage: PhotoStorage) -> str | None:
    """What was done about an interrupted restore (None: there was none)."""
    work = work_folder(data_dir)
    if swap.staged(url):
        photos.swap_back(storage, data_dir, work)
        swap.roll_back(url)
        shutil.rmtree(work, ignore_errors=True)
        return UNDONE
    if not work.exists():
        return None
    swapped = (work / photos.PREVIOUS).exists()
    shutil.rmtree(work)
    return FINISHED if swapped else CLEARED
