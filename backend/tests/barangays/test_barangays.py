import pytest

from katutubo.barangays.names import match_barangay, normalise
from tests.people.factories import add_people, image_bytes


@pytest.mark.parametrize(
    ("written", "barangay"),
    [
        ("san jose", "San Jose Anyao"),
        ("San_Jose", "San Jose Anyao"),
        ("camandiison", "Camandilison"),
        ("tagcan-silangan", "Tagbacan Silangan"),
        ("Barangay 10", "Barangay 10"),
        ("barangay.10", "Barangay 10"),
        ("  MATANDANG   sabang__kanluran ", "Matandang Sabang Kanluran"),
        ("San Jose Anyao", "San Jose Anyao"),
        ("Manila", None),
    ],
)
def test_names_match_with_the_spec_normalisation_and_aliases(written, barangay):
    assert match_barangay(written) == barangay


def test_normalise_folds_separators():
    assert normalise(" Barangay  San.Roque-_x ") == "san roque x"


def test_all_46_populations_in_spec_order(user_client):
    add_people({"barangay": "Ajos"}, {"barangay": "Ajos"}, {"barangay": "Barangay 10"})
    items = user_client.get("/api/barangays").json()["items"]
    assert len(items) == 46
    assert [i["name"] for i in items[:4]] == ["Ajos", "Anusan", "Barangay 1", "Barangay 10"]
    counts = {i["name"]: i["population"] for i in items}
    assert (counts["Ajos"], counts["Barangay 10"], counts["Tuhian"]) == (2, 1, 0)


def test_placeholder_photo_for_every_barangay_and_unknown_names(user_client, raw_client):
    photo = user_client.get("/api/barangays/Ajos/photo")
    assert photo.headers["content-type"].startswith("image/svg+xml")
    assert "Ajos" in photo.text
    assert user_client.get("/api/barangays/Nowhere/photo").status_code == 200
    assert raw_client.get("/api/barangays/Ajos/photo").status_code == 401


def test_ipmr_uploads_a_barangay_photo(ipmr_client, chieftain_client, data_dir):
    files = {"file": ("bolo.png", image_bytes("PNG"), "image/png")}
    assert chieftain_client.put("/api/barangays/Bolo/photo", files=files).status_code == 403
    r = ipmr_client.put("/api/barangays/bolo/photo", files=files)
    assert r.status_code == 200
    assert r.json()["name"] == "Bolo" and "?v=" in r.json()["photo_url"]
    served = ipmr_client.get(r.json()["photo_url"])
    assert served.headers["content-type"] in ("image/jpeg", "image/png")
    assert len(list((data_dir / "barangay_photos").glob("bolo_*"))) == 1
    again = ipmr_client.put("/api/barangays/Bolo/photo", files=files)
    assert again.status_code == 200
    assert len(list((data_dir / "barangay_photos").glob("bolo_*"))) == 1  # the old file is gone
    bad = ipmr_client.put(
        "/api/barangays/Bolo/photo", files={"file": ("x.jpg", b"not an image", "image/jpeg")}
    )
    assert bad.status_code == 400
    assert ipmr_client.put("/api/barangays/Atlantis/photo", files=files).status_code == 404


def test_import_barangay_photos_reports_unmatched(tmp_path, settings, capsys):
    from katutubo.cli import main

    (tmp_path / "san_jose.jpg").write_bytes(image_bytes("JPEG"))
    (tmp_path / "Camandiison.png").write_bytes(image_bytes("PNG"))
    (tmp_path / "manila.jpg").write_bytes(image_bytes("JPEG"))
    (tmp_path / "ajos.jpg").write_bytes(b"not a picture")
    main(["import-barangay-photos", str(tmp_path)])
    out = capsys.readouterr().out
    assert "san_jose.jpg -> San Jose Anyao" in out
    assert "Camandiison.png -> Camandilison" in out
    assert "No barangay matches: manila.jpg" in out
    assert "ajos.jpg: The photo must be a JPEG, PNG, WEBP or GIF image." in out
    assert "Imported 2 photos." in out
