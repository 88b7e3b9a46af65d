/** The households API's shapes (docs/households.md), from the server's OpenAPI. */
import type { components } from '@/lib/api/schema'

type Schemas = components['schemas']

export type Household = Schemas['HouseholdOut']
export type Member = Schemas['MemberOut']
export type MemberPerson = Schemas['MemberPerson']
export type HouseholdLine = Schemas['HouseholdLine']
export type HouseholdPage = Schemas['HouseholdPage']
export type FamilyCandidate = Schemas['FamilyCandidate']
export type Suggestion = Schemas['HouseholdSuggestion']
export type Relationship = Schemas['Relationship']
export type MembershipReason = Schemas['MembershipReason']
export type HouseholdCreate = Schemas['HouseholdCreate']
export type HouseholdUpdate = Schemas['HouseholdUpdate']
export type MemberAdd = Schemas['MemberAdd']
export type MembershipEnd = Schemas['MembershipEnd']
export type MemberMove = Schemas['MemberMove']
export type HeadChange = Schemas['HeadChange']
