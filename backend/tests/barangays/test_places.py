"""The barangays as places: the spec's 46 names in its order, each with its PSGC code, census and centroid."""

from katutubo.reference.data import barangays
from katutubo.reference.places import place_by_name, places


def test_the_places_are_the_spec_barangays_in_order_with_their_psgc_codes() -> None:
    assert tuple(place.name for place in places()) == barangays()
    assert place_by_name()["Ajos"].code == "0405610001"
    assert len({place.code for place in places()}) == 46


def test_the_spec_names_keep_the_psgc_names_as_other_names() -> None:
    assert place_by_name()["San Jose Anyao"].other_names == ("San Jose",)
    assert place_by_name()["Camandilison"].other_names == ("Camandiison",)
    assert place_by_name()["Ajos"].other_names == ()


def test_every_place_has_its_census_population_and_a_centroid_in_catanauan() -> None:
    assert sum(place.census_population or 0 for place in places()) == 76_250
    for place in places():
        assert place.latitude is not None and 13.5 < place.latitude < 13.8, place
        assert place.longitude is not None and 122.2 < place.longitude < 122.5, place
