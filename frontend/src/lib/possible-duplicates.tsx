import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'
import { formatLongDate } from '@/lib/long-date'

import type { components } from '@/lib/api/schema'

export type DuplicateMatch = components['schemas']['Match']

interface Props {
  matches: DuplicateMatch[]
  /** 'This is a different person': save the form as it is (without it, the panel only shows the matches: the
   * IPMR's queue of proposals). */
  onDifferent?: () => void
  /**
   * View: show that person's profile. The screen around the panel decides how (the master list opens its
   * profile dialog; a profile moves along its own trail), so the panel never opens a profile that could show
   * the panel again.
   */
  onView: (personId: number) => void
  /** What the panel says under its title (by default, the Add form's sentence). */
  intro?: string
}

/** 'Possible duplicate': up to 5 people already in the registry, each with View; never blocks the save. Shared by
 * the Add form (features/people) and the IPMR's queue of proposals (features/admin). */
export function PossibleDuplicates({ matches, onDifferent, onView, intro }: Props) {
  const { t, i18n } = useTranslation('duplicates')
  const { t: fieldLabel } = useTranslation('person-fields')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (matches.length) heading.current?.focus()
  }, [matches])
  if (!matches.length) return null
  const day = (iso: string | null) =>
    iso ? formatLongDate(iso, i18n.language) : t('possible.unknown')
  return (
    <section aria-labelledby="possible-duplicate-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id="possible-duplicate-title" ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {t('possible.title')}
      </h3>
      <p className="mt-1 text-sm">{intro ?? t('possible.intro', { count: matches.length })}</p>
      <ul className="mt-3 space-y-2">
        {matches.map((match) => (
          <li key={match.id} className="flex flex-wrap items-center gap-3 rounded-md bg-white p-2 shadow-sm">
            <FallbackImage src={match.thumb_url} alt={t('possible.noPhoto')} className="h-12 w-12 shrink-0 rounded-full" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-stone-900">{match.name}</p>
              <p className="text-stone-700">
                {t('possible.born')}: {day(match.date_of_birth)} · {fieldLabel('barangay')}: {match.barangay}
              </p>
              <p className="text-stone-700">
                {t('possible.parents')}: {[match.father, match.mother].filter(Boolean).join(', ') || t('possible.unknown')}
              </p>
            </div>
            <Button variant="secondary" onClick={() => onView(match.id)} aria-label={t('possible.viewPerson', { name: match.name })}>
              {t('possible.view')}
            </Button>
          </li>
        ))}
      </ul>
      {onDifferent && (
        <div className="mt-3 flex justify-end">
          <Button onClick={onDifferent}>{t('possible.different')}</Button>
        </div>
      )}
    </section>
  )
}
