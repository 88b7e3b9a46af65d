"""What the kinship endpoints read and return."""

from typing import Literal

from pydantic import BaseModel, Field

from katutubo.models import Gender
from katutubo.people.summary import PersonSummary

Role = Literal["father", "mother", "spouse", "child"]


class RelativeOut(BaseModel):
    """A relative: linked (`id` set, opens their profile) or a name typed as text (`id` null)."""

    id: int | None = None
    name: str
    barangay: str | None = None
    age: int | None = None
    gender: Gender | None = None
    lineage: str | None = None
    half: bool = Field(default=False, description="A half-sibling: one shared parent, the other differs.")


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
