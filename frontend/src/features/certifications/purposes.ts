import type { TFunction } from 'i18next'

import type { components } from '@/lib/api/schema'

export type PurposeKind = components['schemas']['CertificatePurpose']

/** What the issue dialog sends: the kind, and the typed text of `other` (null otherwise). */
export type Purpose = Pick<components['schemas']['CertificationIssue'], 'purpose_kind' | 'purpose'>

/** NCIP's purposes for a Certificate of Confirmation, in the order the issue dialog lists them; `other` is typed. */
export const PURPOSE_KINDS: readonly PurposeKind[] = [
  'scholarship',
  'employment',
  'travel_abroad',
  'land',
  'napolcom',
  'afp',
  'bfp',
  'bjmp',
  'pnp',
  'other',
]

/** What a certificate says it is for: a listed purpose by its name, `other` by the typed text (null: erased). */
export function purposeText(t: TFunction<'certifications'>, kind: PurposeKind, typed: string | null): string | null {
  return kind === 'other' ? typed : t(`purposes.${kind}`)
}
