"""/api/reference: the barangay dropdowns and filters offer an encoder's barangays only."""

from katutubo.reference.data import barangays


def test_the_barangays_offered(ipmr, ajos, ajos_bolo, nowhere):
    everything = ipmr.get("/api/reference").json()
    assert everything["barangays"] == list(barangays()) and len(everything["barangays"]) == 46
    assert ajos.get("/api/reference").json() == {**everything, "barangays": ["Ajos"]}
    assert ajos_bolo.get("/api/reference").json()["barangays"] == ["Ajos", "Bolo"]
    assert nowhere.get("/api/reference").json() == {**everything, "barangays": []}
