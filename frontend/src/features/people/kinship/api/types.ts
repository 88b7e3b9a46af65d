import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type Relative = Schemas['RelativeOut']
export type Relatives = Schemas['RelativesOut']
export type Candidate = Schemas['CandidateOut']
export type FamilyGraph = Schemas['FamilyGraph']
export type GraphNode = Schemas['GraphNode']
export type RelativeLinksIn = Schemas['RelativeLinksIn']
/** A relative the form can link: 'child' links the person of the form as the chosen person's parent. */
export type Role = 'father' | 'mother' | 'spouse' | 'child'
