import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type Person = Schemas['PersonOut']
export type PersonCreate = Schemas['PersonCreate']
export type PersonUpdate = Schemas['PersonUpdate']
export type FamilyTree = Schemas['FamilyTree']
