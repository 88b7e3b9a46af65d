import type { TFunction } from 'i18next'

import type { AffiantWarning, RelationStep } from './check-affiants'

/**
 * A relationship path in words: English reads from the first person ("mother's brother"), Filipino from the last
 * ("kapatid na lalaki ng ina"); each catalogue says its order and joiner.
 */
export function relationPath(t: TFunction<'affiants'>, steps: readonly RelationStep[]): string {
  const words = steps.map((step) => t(`steps.${step}`))
  return (t('path.order') === 'reverse' ? words.reverse() : words).join(t('path.joiner'))
}

/** "Affiant 1, Vicente Dumagat, is the applicant's mother's brother." */
export function warningText(t: TFunction<'affiants'>, warning: AffiantWarning, name: string): string {
  const path = relationPath(t, warning.steps)
  return warning.of === 'applicant'
    ? t('warning.applicant', { number: warning.affiant, name, path })
    : t('warning.affiant', { name, path })
}
