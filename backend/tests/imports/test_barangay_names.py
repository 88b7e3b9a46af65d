"""Import: a barangay written by another of its names (the PSGC's spelling, a photo file's alias, "Brgy.") is
its listed barangay; a name matching none is refused with the closest names in the row's error."""

from tests.imports.test_spreadsheet_import import upload

HEADERS = "Last Name,First Name,Date of Birth,Barangay,Contact Number,Household Members"
ROWS = [
    "Reyes,Ana,1985-01-02,San Jose,09181234567,4",
    "Santos,Eli,2000-12-31,camandiison,09191234567,4",
    "Lopez,Dina,1970-07-07,Brgy. Ajos,09201234567,4",
    "Garcia,Ben,1995-03-03,Tagbakan Ibaba,09211234567,4",
    "Manalo,Gina,1980-01-01,Xanadu,09221234567,4",
]


def test_other_names_are_accepted_and_unknown_names_get_the_closest(ipmr_client) -> None:  # type: ignore[no-untyped-def]
    content = ("\r\n".join([HEADERS, *ROWS]) + "\r\n").encode()
    job = upload(ipmr_client, "people.csv", content)
    assert [p["person"]["barangay"] for p in job["preview"]] == ["San Jose Anyao", "Camandilison", "Ajos"]
    assert [(e["row"], e["column"], e["message"], e["code"]) for e in job["errors"]] == [
        (
            5,
            "Barangay",
            "\u201cTagbakan Ibaba\u201d is not a barangay of Catanauan. "
            "Did you mean Tagbacan Ibaba, Tagabas Ibaba, Tagbacan Ilaya?",
            "people.barangay_unknown_closest",
        ),
        (6, "Barangay", "Choose one of the barangays of Catanauan.", "people.barangay_unknown"),
    ]
