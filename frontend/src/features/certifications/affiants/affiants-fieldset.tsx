import { useTranslation } from 'react-i18next'

import type { components } from '@/lib/api/schema'

import { AffiantField, type AffiantChoice } from './affiant-field'
import { AffiantWarnings } from './affiant-warnings'

type Affiant = components['schemas']['Affiant']

export type AffiantPair = readonly [AffiantChoice, AffiantChoice]

interface Props {
  personId: number
  value: AffiantPair
  onChange: (value: AffiantPair) => void
}

/** The two affiants of the joint affidavit (optional), and the registry's warning when one is a relative. */
export function AffiantsFieldset({ personId, value, onChange }: Props) {
  const { t } = useTranslation('affiants')
  const [first, second] = value
  const ids = (other: AffiantChoice) => [personId, ...(other.person ? [other.person.id] : [])]
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-900">{t('fieldset.legend')}</legend>
      <p className="text-xs text-stone-600">{t('fieldset.hint')}</p>
      <AffiantField number={1} value={first} onChange={(next) => onChange([next, second])} exclude={ids(second)} />
      <AffiantField number={2} value={second} onChange={(next) => onChange([first, next])} exclude={ids(first)} />
      <AffiantWarnings personId={personId} affiants={value} />
    </fieldset>
  )
}

/** What the issue request carries: each affiant named, a registered one by id, a typed one by its name. */
export function affiantsToSend(value: AffiantPair): Affiant[] {
  return value.flatMap((choice): Affiant[] => {
    if (choice.person) return [{ person_id: choice.person.id, name: null }]
    const name = choice.text.split(/\s+/).filter(Boolean).join(' ')
    return name ? [{ person_id: null, name }] : []
  })
}
