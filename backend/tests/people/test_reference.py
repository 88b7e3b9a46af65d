import json
from pathlib import Path

from fastapi.testclient import TestClient

from katutubo.cli import main


def test_reference_lists(user_client: TestClient) -> None:
    r = user_client.get("/api/reference")
    assert r.status_code == 200
    body = r.json()
    assert body["municipality"] == {"code": "0405610000", "name": "Catanauan", "province": "Quezon"}
    assert len(body["barangays"]) == 46
    assert body["barangays"][:5] == ["Ajos", "Anusan", "Barangay 1", "Barangay 10", "Barangay 2"]
    assert body["barangays"][-1] == "Tuhian"
    assert len(body["tribes"]) == 115 and len(set(body["tribes"])) == 115
    assert {"Agta", "Dumagat", "Remontado", "Aeta", "Ilongot/Bugkalot"} <= set(body["tribes"])
    assert body["genders"] == ["Male", "Female"]
    assert body["civil_statuses"] == ["Single", "Married", "Widowed", "Separated"]
    assert body["education_levels"] == [
        "No Formal Education",
        "Elementary",
        "High School",
        "College",
        "Vocational",
    ]


def test_reference_gives_the_photo_rules_the_upload_applies(user_client: TestClient) -> None:
    photo = user_client.get("/api/reference").json()["photo"]
    assert photo == {
        "max_bytes": 5 * 1024 * 1024,
        "media_types": ["image/jpeg", "image/png", "image/webp", "image/gif"],
        "too_large": "The photo must be 5 MB or smaller.",
        "not_an_image": "The photo must be a JPEG, PNG, WEBP or GIF image.",
    }


def test_the_lists_the_web_app_precaches_are_the_ones_the_api_serves(
    user_client: TestClient, tmp_path: Path
) -> None:
    """`katutubo reference` writes what the build precaches (frontend/build/reference-lists.ts)."""
    written = tmp_path / "reference.json"
    main(["reference", "--output", str(written)])
    assert json.loads(written.read_text(encoding="utf-8")) == user_client.get("/api/reference").json()
