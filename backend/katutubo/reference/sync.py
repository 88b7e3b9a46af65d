"""The barangays table follows the configured municipality's places (katutubo.reference.places): written after
every migration and at every start, when it differs. A registry that holds people keeps its municipality:
started with another KATUTUBO_MUNICIPALITY, it refuses (MunicipalityChanged), since its people's barangays are
codes of the first."""

from typing import cast

from sqlalchemy import Connection, Table, delete, insert, inspect, select

from katutubo.access.people import people_including_trash
from katutubo.core.db import get_engine
from katutubo.models import Barangay, Person
from katutubo.reference.municipality import SETTING, configured, municipality_of
from katutubo.reference.places import places


class MunicipalityChanged(RuntimeError):
    pass


def _changed(configured_code: str, stored_code: str) -> MunicipalityChanged:
    now, before = municipality_of(configured_code).place, municipality_of(stored_code).place
    return MunicipalityChanged(
        f"{SETTING}={configured_code} ({now}), but this registry holds the people of {stored_code} "
        f"({before}): "
        f"the municipality of a registry that holds people cannot change. Set {SETTING}={stored_code} again, "
        "or start a new registry (another data folder or database) for the other municipality."
    )


def synchronise(connection: Connection) -> bool:
    """The table as the places have it (True when it was written). Raises UnknownMunicipality or
    MunicipalityChanged."""
    municipality = configured()
    if not inspect(connection).has_table(Barangay.__tablename__):
        return False
    stored = connection.scalar(select(Barangay.municipality_code).limit(1))
    holds_people = select(people_including_trash(None, Person.id).exists())  # the Trash's people too
    if stored and stored != municipality.code and connection.scalar(holds_people):
        raise _changed(municipality.code, stored)
    wanted = [
        {
            "code": place.code,
            "name": place.name,
            "other_names": list(place.other_names),
            "census_population": place.census_population,
            "latitude": place.latitude,
            "longitude": place.longitude,
            "sort_order": order,
            "municipality_code": municipality.code,
        }
        for order, place in enumerate(places(), start=1)
    ]
    table = cast(Table, Barangay.__table__)
    present = [dict(row._mapping) for row in connection.execute(select(table).order_by(table.c.sort_order))]
    if present == wanted:
        return False
    connection.execute(delete(table))
    connection.execute(insert(table), wanted)
    return True


def check_municipality() -> None:
    """At start (`katutubo serve`, each server process): the configured municipality is one of the PSGC's and
    the registry's, and the barangays table follows it."""
    with get_engine().begin() as connection:
        synchronise(connection)
