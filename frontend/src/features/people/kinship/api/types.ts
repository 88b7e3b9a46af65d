import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

/** A family-tree slot: a linked relative (the person in brief, PersonSummary) or a name typed as text. */
export type LinkedRelative = Schemas['LinkedRelative']
export type Relative = LinkedRelative | Schemas['TypedRelative']
export type Relatives = Schemas['RelativesOut']
export type Candidate = Schemas['CandidateOut']
export type FamilyGraph = Schemas['FamilyGraph']
export type GraphNode = Schemas['GraphNode']
export type RelativeLinksIn = Schemas['RelativeLinksIn']
/** A relative the form can link: 'child' links the person of the form as the chosen person's parent. */
export type Role = 'father' | 'mother' | 'spouse' | 'child'
