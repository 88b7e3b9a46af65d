"""A stored person as the API shows it."""

from katutubo.models import Person
from katutubo.people.schemas import FamilyTree, Flags, PersonOut
from katutubo.rules.classification import not_attending_school


def photo_url(person: Person, size: str | None = None) -> str | None:
    if not person.photo_key:
        return None
    url = f"/api/people/{person.id}/photo?v={person.photo_version}"
    return f"{url}&size={size}" if size else url


def person_out(person: Person) -> PersonOut:
    return PersonOut(
        id=person.id,
        first_name=person.first_name,
        middle_name=person.middle_name,
        last_name=person.last_name,
        date_of_birth=person.date_of_birth,
        age=person.age,
        gender=person.gender,
        civil_status=person.civil_status,
        education_level=person.education_level,
        occupation=person.occupation,
        lineage=person.lineage,
        barangay=person.barangay,
        address=person.address,
        birthplace=person.birthplace or person.address,
        municipality=person.municipality,
        province=person.province,
        health_condition=person.health_condition,
        household_members=person.household_members,
        contact_number=person.contact_number,
        photo_url=photo_url(person),
        thumb_url=photo_url(person, "thumb"),
        family_tree=FamilyTree(
            father=person.father,
            mother=person.mother,
            spouse=person.spouse,
            siblings=list(person.siblings or []),
            children=list(person.children or []),
        ),
        created_at=person.created_at,
        updated_at=person.updated_at,
        version=person.version,
        flags=Flags(
            student=person.is_student,
            non_student=person.is_non_student,
            unemployed=person.is_unemployed,
            pwd=person.has_health_condition,
            not_attending_school=not_attending_school(person.age, person.is_student),
        ),
    )
