"""The original's export uploaded at /admin/import with a .zip of its photo folder; importing it twice."""

import io
import zipfile

from tests.imports.legacy_fixture import write_export

NONE = {"create": 0, "update": 0, "unchanged": 0, "rejected": 0, "skipped": 0, "likely": 0}


def zipped(folder) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for path in folder.rglob("*"):
            if path.is_file():
                archive.write(path, path.relative_to(folder).as_posix())
    return out.getvalue()


def import_once(client, export, bucket) -> dict:
    files = {"file": ("people.json", export.read_bytes()), "photos": ("bucket.zip", zipped(bucket))}
    job = client.post("/api/admin/imports", files=files).json()
    client.post(f"/api/admin/imports/{job['id']}/commit")
    return client.get(f"/api/admin/imports/{job['id']}").json()


def test_upload_with_photos_twice(ipmr_client, tmp_path):
    export, bucket = write_export(tmp_path)
    first = import_once(ipmr_client, export, bucket)
    assert first["counts"] == first["result"] == {**NONE, "create": 5, "rejected": 3}
    # the errors are the rejected rows' (3 rows: the count agrees); a photo not found is a warning apart
    assert len({e["row"] for e in first["errors"]}) == 3
    assert all(e["column"] != "photoURL" for e in first["errors"])
    assert {
        "ref": "docE",
        "column": "photoURL",
        "message": "Photo file not found: ip_photos/missing.jpg",
        # the app shows its own catalogue's text for the code, the path in its place
        "code": "imports.photo_missing",
        "params": {"path": "ip_photos/missing.jpg"},
    } in [{k: e[k] for k in ("ref", "column", "message", "code", "params")} for e in first["warnings"]]
    again = import_once(ipmr_client, export, bucket)
    assert again["result"] == {**NONE, "unchanged": 5, "rejected": 3}
    people = ipmr_client.get("/api/people", params={"q": "dela cruz"}).json()
    assert people["total"] == 1 and people["items"][0]["photo_url"]
    photo = ipmr_client.get(people["items"][0]["photo_url"])
    assert photo.status_code == 200 and photo.headers["content-type"] == "image/jpeg"
