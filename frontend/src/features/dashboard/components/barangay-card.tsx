import { useId, useRef } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'

import { buttonClasses } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'
import type { Notify } from '@/components/ui/toast-stack'
import { errorMessage } from '@/lib/api/errors'
import { barangayListPath } from '@/lib/people-list/barangay-list-path'

import { useUploadBarangayPhoto } from '../api/upload-barangay-photo'
import type { BarangayCard } from '../api/types'
import { formatCount } from '../lib/format'

interface Props {
  barangay: BarangayCard
  canChangePhoto: boolean
  notify: Notify
}

export function BarangayCardView({ barangay, canChangePhoto, notify }: Props) {
  const { t } = useTranslation('dashboard')
  const nameId = useId()
  return (
    <article aria-labelledby={nameId} className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
      <div className="relative">
        <FallbackImage
          src={barangay.photo_url}
          // Decorative: the heading below names the barangay (a named photo read the name twice).
          alt=""
          loading="lazy"
          className="block aspect-video w-full"
        />
        {canChangePhoto && (
          <ChangePhoto
            name={barangay.name}
            describedBy={nameId}
            notify={notify}
          />
        )}
      </div>
      <div className="space-y-2 p-4">
        <h3 id={nameId} className="text-base font-semibold text-stone-900">
          {barangay.name}
        </h3>
        <p className="text-sm text-stone-600">{t('a_total_population_of_formatcount', { formatCount: formatCount(barangay.population) })}</p>
        <Link to={barangayListPath(barangay.name)} aria-describedby={nameId} className={buttonClasses('primary', 'w-full')}>
          {t('see_details')}
        </Link>
        <Link
          to={`/households?${new URLSearchParams({ barangay: barangay.name })}`}
          aria-describedby={nameId}
          className={buttonClasses('ghost', 'w-full')}
        >
          {t('households')}
        </Link>
      </div>
    </article>
  )
}

interface ChangePhotoProps {
  name: string
  describedBy: string
  notify: Notify
}

/** IPMR: a small control over the photo that uploads a new one for this barangay. */
function ChangePhoto({ name, describedBy, notify }: ChangePhotoProps) {
  const { t } = useTranslation('dashboard')
  const inputRef = useRef<HTMLInputElement>(null)
  const upload = useUploadBarangayPhoto()
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          upload.mutate(
            { name, file },
            {
              // The list is fetched again: the new photo comes with a new version in its URL.
              onSuccess: () => notify('success', t('photoUpdated', { name })),
              onError: (error) => notify('error', t('photoFailed', { reason: errorMessage(error, t('tryAgain')) })),
            },
          )
        }}
      />
      <button
        type="button"
        aria-describedby={describedBy}
        disabled={upload.isPending}
        onClick={() => inputRef.current?.click()}
        className="absolute right-2 top-2 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-stone-800 shadow hover:bg-white disabled:opacity-60"
      >
        {upload.isPending ? t('uploading') : t('change_photo')}
      </button>
    </>
  )
}
