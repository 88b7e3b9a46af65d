import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { barangaysFor } from '@/lib/auth/roles'
import { useSession } from '@/lib/auth/session'

import { useBarangays } from '../api/get-barangays'
import { carouselStart, carouselWindow, withCarouselStart } from '../lib/carousel'
import { formatCount } from '../lib/format'

import { BarangayCardView } from './barangay-card'

/** The 46 barangays, three cards at a time, with Previous/Next arrows; the position is kept in the address (`?from=4`). */
export function BarangayCarousel() {
  const { t } = useTranslation('dashboard')
  const query = useBarangays()
  const [searchParams, setSearchParams] = useSearchParams()
  const start = carouselStart(searchParams)
  const setStart = (next: number) => setSearchParams((current) => withCarouselStart(current, next), { replace: true })
  const { user } = useSession()
  const canChangePhoto = user?.role === 'ipmr'
  const { toasts, notify, dismiss } = useToasts()
  // An encoder's cards: their barangays only (the server answers so; kept in step here too).
  const own = new Set(barangaysFor(user, (query.data ?? []).map((card) => card.name)))
  const items = (query.data ?? []).filter((card) => own.has(card.name))
  const view = carouselWindow(items, start)

  return (
    <section aria-labelledby="barangays-heading" aria-roledescription={t('carousel')} className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="barangays-heading" className="text-lg font-semibold text-brand-900">
            {t('barangays')}
          </h2>
          {items.length > 0 && (
            <p aria-live="polite" className="text-sm text-stone-600">{t('formatcount_formatcount2_of_formatcount3', { formatCount: formatCount(view.from + 1), formatCount2: formatCount(view.from + view.visible.length), formatCount3: formatCount(items.length) })}</p>
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" aria-label={t('previous_barangays')} disabled={!view.hasPrevious} onClick={() => setStart(view.previous)}>
            <Arrow direction="left" />
          </Button>
          <Button variant="secondary" aria-label={t('next_barangays')} disabled={!view.hasNext} onClick={() => setStart(view.next)}>
            <Arrow direction="right" />
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <p role="status" className="py-10 text-center text-stone-500">
          {t('loading_populations')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="py-10 text-center text-red-700">
          {t('failed_to_load_populations')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-3">
          {view.visible.map((barangay) => (
            <li key={barangay.name}>
              <BarangayCardView barangay={barangay} canChangePhoto={canChangePhoto} notify={notify} />
            </li>
          ))}
        </ul>
      )}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </section>
  )
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
