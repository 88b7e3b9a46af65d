import { i18n } from '@/lib/i18n'
import type { Role } from '@/lib/auth/roles'
import { personName, type NamedPerson } from '@/lib/person-name'

import type { MembershipReason, Relationship } from '../api/types'

/** Relationship to the head, in the order the forms offer them. */
export const RELATIONSHIPS: readonly Relationship[] = [
  'head',
  'spouse',
  'child',
  'child_in_law',
  'grandchild',
  'parent',
  'parent_in_law',
  'sibling',
  'other_relative',
  'not_related',
]

/** Why a membership started, and why one ended. */
export const START_REASONS: readonly MembershipReason[] = ['born', 'married_in', 'moved_in', 'other']
export const END_REASONS: readonly MembershipReason[] = ['moved_out', 'died', 'married_in', 'other']

/** 'Spouse' is the person form's own label (one place for it); the others are the households catalogue's. */
export function relationshipLabel(relationship: string): string {
  return relationship === 'spouse' ? i18n.t('person-fields:spouse') : i18n.t(`households:relationship.${relationship}`)
}

export function reasonLabel(reason: string | null | undefined): string {
  return reason ? i18n.t(`households:reason.${reason}`) : ''
}

export function relationshipOptions(withHead = false) {
  return RELATIONSHIPS.filter((r) => withHead || r !== 'head').map((value) => ({ value, label: relationshipLabel(value) }))
}

export function reasonOptions(reasons: readonly MembershipReason[]) {
  return reasons.map((value) => ({ value, label: reasonLabel(value) }))
}

/** Where a person's IP Profile opens for this role: the Chieftain's list, or the master list. */
export function profilePath(role: Role | undefined, personId: number): string {
  return role === 'chieftain' ? `/super-admin?profile=${personId}` : `/total-population?profile=${personId}`
}

export function householdPath(id: number): string {
  return `/households/${id}`
}

/** 'Ajos, Sitio Malinis': where a household is, as a list line says it (the sitio only when recorded). */
export function householdPlace(household: { barangay: string; sitio?: string | null }): string {
  return [household.barangay, household.sitio].filter(Boolean).join(', ')
}

export function householdListPath(barangay: string): string {
  return barangay ? `/households?barangay=${encodeURIComponent(barangay)}` : '/households'
}

/** 'Not recorded' for an empty value. */
export function orNotRecorded(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? i18n.t('households:notRecorded') : String(value)
}


/** 'Juan Santos Dela Cruz': a member's or a head's name as the household page shows it. */
export function displayName(person: NamedPerson | null | undefined): string {
  return person ? personName(person, 'display') : i18n.t('households:noHead')
}

/** A household's head: their name; '(head outside your barangays)' for a head an encoder may not see (counted,
 * never named); '(no head)' for none (also a head in the Trash). */
export function headName(household: { head: NamedPerson | null; head_outside: boolean }): string {
  return household.head_outside ? i18n.t('households:headOutside') : displayName(household.head)
}
