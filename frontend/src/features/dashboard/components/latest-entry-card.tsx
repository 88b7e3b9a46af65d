import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'

import { useLatest } from '../api/get-latest'
import type { PersonOut } from '../api/types'
import { lastFirstMiddle } from '../lib/format'

const NA = 'N/A'

/** Recent Activities: the newest person by creation, live through the dashboard's event stream. */
export function LatestEntryCard({ onView }: { onView: (personId: number) => void }) {
  const query = useLatest()
  const person = query.data?.person ?? null
  return (
    <section aria-labelledby="recent-heading" className="flex flex-col rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="recent-heading" className="text-lg font-semibold text-brand-900">
        Recent Activities
      </h2>
      <article aria-labelledby="latest-heading" className="mt-3 flex flex-1 flex-col gap-4 rounded-2xl bg-stone-50 p-4">
        <h3 id="latest-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          Latest Data Entry
        </h3>
        <div aria-live="polite" aria-busy={query.isPending} className="flex-1">
          {query.isPending ? (
            <p className="text-sm text-stone-500">Loading…</p>
          ) : person ? (
            <EntryDetails person={person} />
          ) : (
            <div>
              <p className="font-semibold text-stone-800">No recent entries yet</p>
              <p className="text-sm text-stone-600">Add a new Indigenous Person to see it here.</p>
            </div>
          )}
        </div>
        <Button disabled={!person} onClick={() => person && onView(person.id)} className="self-start">
          View Entry
        </Button>
      </article>
    </section>
  )
}

function EntryDetails({ person }: { person: PersonOut }) {
  const name = lastFirstMiddle(person)
  return (
    <div className="flex gap-4">
      <FallbackImage src={person.thumb_url} alt={`Photo of ${name}`} className="h-16 w-16 shrink-0 rounded-full" />
      <div className="min-w-0 text-sm text-stone-700">
        <p className="text-base font-semibold text-stone-900">{name} added</p>
        <p>Age: {person.age ?? NA}</p>
        <p>Gender: {person.gender ?? NA}</p>
        <p>Brgy. {person.barangay}</p>
        <p>Level: {person.education_level ?? NA}</p>
      </div>
    </div>
  )
}
