"""/api/barangays: an encoder's cards are their barangays, with the scope's people; another barangay's photo
is 404, as a name that is no barangay."""

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.people.factories import image_bytes


def cards(client) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    return [(b["name"], b["population"]) for b in client.get("/api/barangays").json()["items"]]


def test_the_cards_of_the_scope(ipmr, ajos, ajos_bolo, nowhere):
    everyone = dict(cards(ipmr))
    assert len(everyone) == 46
    assert (everyone["Ajos"], everyone["Bolo"], everyone["San Roque"], everyone["Tuhian"]) == (3, 2, 1, 0)
    assert ajos.get("/api/barangays").json() == {
        "items": [
            {
                "name": "Ajos",
                "code": "0405610001",
                "population": 3,
                "census_population": 1770,
                "latitude": 13.557138,
                "longitude": 122.358779,
                "photo_url": "/api/barangays/Ajos/photo",
            }
        ]
    }
    assert cards(ajos_bolo) == [("Ajos", 3), ("Bolo", 2)]
    assert cards(nowhere) == []


@pytest.fixture
def photo_of_san_roque(ipmr, data_dir: Path) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """An uploaded photo of San Roque, its file removed afterwards (the data folder outlives a test)."""
    files = {"file": ("san-roque.png", image_bytes("PNG"), "image/png")}
    assert ipmr.put("/api/barangays/San Roque/photo", files=files).status_code == 200
    yield
    for stored in (data_dir / "barangay_photos").glob("san-roque_*"):
        stored.unlink()


def test_a_photo_outside_the_scope_is_not_found(ipmr, ajos, nowhere, photo_of_san_roque):
    assert ipmr.get("/api/barangays/San Roque/photo").headers["content-type"] in ("image/jpeg", "image/png")
    for path in (
        "/api/barangays/San Roque/photo",
        "/api/barangays/san_roque/photo?v=1",
        "/api/barangays/Bolo/photo",
        "/api/barangays/Nowhere/photo",
    ):
        r = ajos.get(path)
        assert (r.status_code, r.json()["error"]) == (404, "Barangay not found."), path
    own = ajos.get("/api/barangays/ajos/photo")
    assert own.status_code == 200 and "Ajos" in own.text
    assert nowhere.get("/api/barangays/Ajos/photo").status_code == 404
    assert ipmr.get("/api/barangays/Nowhere/photo").status_code == 200  # the placeholder, as before
