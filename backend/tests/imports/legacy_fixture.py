"""A Firestore-style export of the original's indigenousPeople collection with every legacy variant (and bad
rows), plus its photo bucket, written into a folder for a test."""

import json
from pathlib import Path
from typing import Any

from tests.people.factories import image_bytes

BUCKET_URL = "https://firebasestorage.googleapis.com/v0/b/katutubo.appspot.com/o/"
# 1990-05-17 00:00 in Manila is 1990-05-16 16:00 UTC
MANILA_MIDNIGHT_1990_05_17 = 642873600


def download_url(object_path: str) -> str:
    return BUCKET_URL + object_path.replace("/", "%2F") + "?alt=media&token=abc-123"


def records() -> dict[str, dict[str, Any]]:
    return {
        "docA": {
            "firstName": "Juan",
            "lastName": "Dela Cruz",
            "middleName": "Santos",
            "dateOfBirth": "1990-05-17",
            "age": 35,
            "gender": "Male",
            "civilStatus": "Married",
            "educationLevel": "High School",
            "occupation": "Farmer",
            "lineage": "agta",
            "barangay": "ajos",
            "address": "Purok 3",
            "municipality": "",
            "healthCondition": "",
            "householdMembers": 5,
            "contactNumber": "0917 123 4567",
            "familyTree": {
                "father": "Pedro",
                "mother": "Maria",
                "siblings": ["Jose", "Rosa"],
                "children": [],
            },
            "father": "Ignored Father",
            "photoURL": download_url("ip_photos/1700000000000_Dela Cruz_Juan.jpg"),
            "createdAt": {"_seconds": 1700000000, "_nanoseconds": 5000},
            "firstNameLower": "ignored",
        },
        "docB": {
            "firstName": "Ana",
            "lastName": "Reyes",
            "birthDate": {"seconds": MANILA_MIDNIGHT_1990_05_17, "nanos": 0},
            "age": "42",
            "gender": "female",
            "barangay": "Bolo",
            "contactNumber": "+639181234567",
            "father": "Lito Reyes",
            "mother": "Nena Reyes",
            "siblings": "Ben Reyes, , Carla Reyes",
            "children": ["Dino Reyes"],
            "image": "ip_photos/1700000000001_Reyes_Ana.png",
            "isStudent": "Student",
            "occupation": "",
            "schoolName": "Catanauan NHS",
            "healthCondition": "Healthy",
            "healthConditionDetails": "old text",
            "createdAt": "2023-11-14T22:13:20Z",
        },
        "docC": {
            "firstName": "Carlo",
            "lastName": "Bautista",
            "birthdate": {"__time__": "2001-02-03T00:00:00+08:00"},
            "barangay": "Barangay 10",
            "contactNumber": "09191234567",
            "occupation": "Farmer",
            "isEmployed": False,
            "isStudent": "Not Student",
            "healthCondition": "Not Healthy",
            "healthConditionDetails": "Asthma",
            "province": "Quezon",
        },
        "docD": {
            "firstName": "Dina",
            "lastName": "Lopez",
            "dob": 981129600000,  # 2001-02-02 16:00 UTC = 2001-02-03 in Manila
            "barangay": "Tuhian",
            "contactNumber": 9171234567,  # saved as a number: the leading 0 was lost
            "createdAt": 1700000000000,
        },
        "docE": {
            "firstName": "Eli",
            "lastName": "Santos",
            "age": "7",
            "barangay": "San Isidro",
            "contactNumber": "0918-765-4321",
            "occupation": "Fisherman",
            "isEmployed": True,
            "photoURL": download_url("ip_photos/missing.jpg"),
        },
        "docF": {
            "firstName": "Fe",
            "lastName": "Cruz",
            "dateOfBirth": "17/05/1990",
            "barangay": "Ajos",
            "contactNumber": "09171234567",
        },
        "docG": {
            "firstName": "Gina",
            "lastName": "Manalo",
            "dateOfBirth": "1980-01-01",
            "barangay": "Ajos",
            "contactNumber": "09171234567",
            "occupation": "Senior High student",
            "isStudent": "Not Student",
        },
        "docH": {
            "firstName": "Hugo",
            "lastName": "Perez",
            "dateOfBirth": "1985-03-04",
            "barangay": "Ajos",
            "contactNumber": "09171234567",
            "image": "ip_photos/broken.jpg",
        },
    }


def write_export(folder: Path, data: Any = None) -> tuple[Path, Path]:
    """(the JSON file, the photo bucket folder)."""
    folder.mkdir(parents=True, exist_ok=True)
    export = folder / "indigenousPeople.json"
    export.write_text(json.dumps(records() if data is None else data), encoding="utf-8")
    bucket = folder / "bucket"
    (bucket / "ip_photos").mkdir(parents=True)
    (bucket / "ip_photos" / "1700000000000_Dela Cruz_Juan.jpg").write_bytes(image_bytes("JPEG"))
    (bucket / "ip_photos" / "1700000000001_Reyes_Ana.png").write_bytes(image_bytes("PNG"))
    (bucket / "ip_photos" / "broken.jpg").write_bytes(b"not a picture")
    return export, bucket
