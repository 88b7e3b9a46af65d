import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'

import { useLatest } from '../api/get-latest'
import type { PersonOut } from '../api/types'
import { personName } from '@/lib/person-name'


/** Recent Activities: the newest person by creation, live through the dashboard's event stream. */
export function LatestEntryCard({ onView }: { onView: (personId: number) => void }) {
  const { t } = useTranslation('dashboard')
  const query = useLatest()
  const person = query.data?.person ?? null
  return (
    <section aria-labelledby="recent-heading" className="flex flex-col rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="recent-heading" className="text-lg font-semibold text-brand-900">
        {t('recent_activities')}
      </h2>
      <article aria-labelledby="latest-heading" className="mt-3 flex flex-1 flex-col gap-4 rounded-2xl bg-stone-50 p-4">
        <h3 id="latest-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          {t('latest_data_entry')}
        </h3>
        <div aria-live="polite" aria-busy={query.isPending} className="flex-1">
          {query.isPending ? (
            <p className="text-sm text-stone-500">{t('loading')}</p>
          ) : person ? (
            <EntryDetails person={person} />
          ) : (
            <div>
              <p className="font-semibold text-stone-800">{t('no_recent_entries_yet')}</p>
              <p className="text-sm text-stone-600">{t('add_a_new_indigenous_person_to')}</p>
            </div>
          )}
        </div>
        <Button disabled={!person} onClick={() => person && onView(person.id)} className="self-start">
          {t('view_entry')}
        </Button>
      </article>
    </section>
  )
}

function EntryDetails({ person }: { person: PersonOut }) {
  const { t } = useTranslation('dashboard')
  const name = personName(person)
  return (
    <div className="flex gap-4">
      <FallbackImage src={person.thumb_url} alt={t('photo_of_name', { name })} className="h-16 w-16 shrink-0 rounded-full" />
      <div className="min-w-0 text-sm text-stone-700">
        <p className="text-base font-semibold text-stone-900">{t('name_added', { name })}</p>
        <p>{t('age')} {person.age ?? t('na')}</p>
        <p>{t('gender')} {person.gender ? t(`genderValue.${person.gender}`, { defaultValue: person.gender }) : t('na')}</p>
        <p>{t('brgy_barangay', { barangay: person.barangay })}</p>
        <p>{t('level')} {person.education_level ? t(`education.${person.education_level}`, { defaultValue: person.education_level }) : t('na')}</p>
      </div>
    </div>
  )
}
