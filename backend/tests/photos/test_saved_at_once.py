"""Two uploads for one person or one barangay at the same moment: the later is refused with 409 (it was a
500), and its files go. The other upload is simulated by a storage that commits it while this one is
saving."""

from pathlib import Path

from katutubo.core.db import get_sessionmaker
from katutubo.models import BarangayPhoto, Person
from katutubo.photos.storage import LocalStorage, get_storage
from tests.people.factories import add_person, image_bytes


class RacingStorage(LocalStorage):
    """Saves like the real one; the first save first lets `other_upload` commit."""

    def __init__(self, root: Path, other_upload) -> None:  # type: ignore[no-untyped-def]
        super().__init__(root)
        self.other_upload = other_upload

    def save(self, key: str, data: bytes) -> None:
        if self.other_upload is not None:
            self.other_upload()
            self.other_upload = None
        super().save(key, data)


def _files(data_dir: Path, folder: str) -> list[str]:
    return sorted(p.name for p in (data_dir / folder).glob("*")) if (data_dir / folder).exists() else []


def test_a_person_photo_saved_at_the_same_moment(app, ipmr_client, data_dir):
    person = add_person()
    before = _files(data_dir, "ip_photos")

    def other_upload() -> None:
        with get_sessionmaker().begin() as db:
            db.get_one(Person, person.id).photo_version = 1  # the other upload's save (a new version)

    app.dependency_overrides[get_storage] = lambda: RacingStorage(data_dir, other_upload)
    r = ipmr_client.post(f"/api/people/{person.id}/photo", files={"file": ("p.jpg", image_bytes())})
    assert r.status_code == 409
    assert r.json()["error"] == "Another photo was saved here at the same moment. Reload and try again."
    assert _files(data_dir, "ip_photos") == before


def test_a_barangay_photo_saved_at_the_same_moment(app, ipmr_client, data_dir):
    def other_upload() -> None:
        with get_sessionmaker().begin() as db:
            db.add(BarangayPhoto(name="Ajos", photo_key="barangay_photos/other.jpg", version=1))

    before = _files(data_dir, "barangay_photos")
    app.dependency_overrides[get_storage] = lambda: RacingStorage(data_dir, other_upload)
    r = ipmr_client.put("/api/barangays/Ajos/photo", files={"file": ("b.jpg", image_bytes())})
    assert r.status_code == 409
    assert _files(data_dir, "barangay_photos") == before
