import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { personName } from '@/lib/person-name'

import type { AffiantChoice } from './affiant-field'
import { useAffiantCheck } from './check-affiants'
import { warningText } from './relation-words'

interface Props {
  personId: number
  affiants: readonly [AffiantChoice, AffiantChoice]
}

/** The registry's check of the chosen affiants: each family tie it finds, named; the Chieftain may still issue. */
export function AffiantWarnings({ personId, affiants }: Props) {
  const { t } = useTranslation('affiants')
  const [first, second] = affiants
  const check = useAffiantCheck(personId, first.person?.id ?? null, second.person?.id ?? null)
  const warnings = check.data?.warnings ?? []
  const nameOf = (number: 1 | 2) => {
    const person = affiants[number - 1].person
    return person ? personName(person, 'display') : ''
  }
  return (
    <div aria-live="polite">
      {check.isError && <Alert tone="info">{t('warning.checkFailed')}</Alert>}
      {warnings.length > 0 && (
        <Alert tone="info">
          <p className="font-semibold">{t('warning.title')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {warnings.map((warning) => (
              <li key={`${warning.affiant}-${warning.of}`}>{warningText(t, warning, nameOf(warning.affiant))}</li>
            ))}
          </ul>
          <p className="mt-2">{t('warning.mayIssue')}</p>
        </Alert>
      )}
    </div>
  )
}
