import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type Person = Schemas['PersonOut']
export type PersonCreate = Schemas['PersonIn']
export type PersonUpdate = Schemas['PersonIn']
export type FamilyTree = Schemas['FamilyTree']
