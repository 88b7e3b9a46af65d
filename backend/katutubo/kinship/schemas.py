"""What the kinship endpoints read and return."""

from typing import Literal

from pydantic import BaseModel, Field

from katutubo.kinship.paths import Step
from katutubo.people.summary import PersonSummary

Role = Literal["father", "mother", "spouse", "child"]


class LinkedRelative(PersonSummary):
    """A linked relative (opens their profile): the person in brief, and how they are related."""

    half: bool = Field(default=False, description="A half-sibling: one shared parent, the other differs.")


class TypedRelative(BaseModel):
    """A relative's name typed as text (imported records keep text): no stored person behind it."""

    id: None = None
    name: str
    half: bool = False


RelativeOut = LinkedRelative | TypedRelative


class RelativesOut(BaseModel):
    father: RelativeOut | None
    mother: RelativeOut | None
    spouses: list[RelativeOut]
    siblings: list[RelativeOut]
    children: list[RelativeOut]


class CandidateOut(PersonSummary):
    """A person the relative field suggests."""


class Candidates(BaseModel):
    items: list[CandidateOut]


class InheritedTribe(BaseModel):
    tribe: str | None = Field(description="The tribe both linked parents share, or null.")


class GraphNode(PersonSummary):
    generation: int = Field(description="0: the person's own; -1 parents, -2 grandparents; 1 children, …")


class GraphParentLink(BaseModel):
    child_id: int
    parent_id: int
    kind: Literal["father", "mother"]


class GraphSpouseLink(BaseModel):
    a: int
    b: int


class FamilyGraph(BaseModel):
    root_id: int
    nodes: list[GraphNode]
    parents: list[GraphParentLink]
    spouses: list[GraphSpouseLink]
    truncated: bool = Field(description="True when the family had more people than one drawing shows.")


class GenealogyEntry(BaseModel):
    """A box of the Genealogy Form: a registered person (with what their record says) or a typed name."""

    registered: bool
    person_id: int | None
    name: str = Field(description="'Juan Santos Dela Cruz', as the certificate writes it.")
    birth_year: int | None
    age: int | None
    tribe: str | None
    barangay: str | None


class Genealogy(BaseModel):
    """The person's line for NCIP's Genealogy Form: up to the great-grandparents on both sides (each box by
    its path from the person: 'father', 'mother.father', 'father.mother.mother'; null when unknown), and the
    siblings, spouses, children and grandchildren."""

    person: GenealogyEntry
    ancestors: dict[str, GenealogyEntry | None]
    siblings: list[GenealogyEntry]
    spouses: list[GenealogyEntry]
    children: list[GenealogyEntry]
    grandchildren: list[GenealogyEntry]


class AffiantWarning(BaseModel):
    """Affiant 1 or 2 is related to the applicant (or affiant 2 to affiant 1): what they are, step by step."""

    affiant: Literal[1, 2]
    of: Literal["applicant", "affiant"] = Field(
        description="`applicant`: the affiant is the applicant's `steps`; `affiant`: affiant 2 is 1's."
    )
    steps: list[Step] = Field(description='["mother", "brother"]: the mother\'s brother.')


class AffiantCheck(BaseModel):
    warnings: list[AffiantWarning]
