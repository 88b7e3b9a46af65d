import { useTranslation } from 'react-i18next'

import { FallbackImage } from '@/components/ui/fallback-image'

import type { ProposalDetail } from '../api/keys'

/** The photo before and after: the record's (GET /api/people/{id}/photo) and the proposed one
 * (GET /api/proposals/{id}/photo); an edit without a new photo keeps the current one, and says so. */
export function PhotoComparison({ proposal }: { proposal: ProposalDetail }) {
  const { t } = useTranslation('admin-proposals')
  const before = proposal.kind !== 'add' && proposal.person_id !== null
  const after = proposal.kind !== 'delete'
  if (!before && !proposal.has_photo) return null
  const currentUrl = proposal.current_has_photo && proposal.person_id !== null ? `/api/people/${proposal.person_id}/photo` : null
  const proposedUrl = proposal.has_photo ? `/api/proposals/${proposal.id}/photo` : null
  return (
    <section aria-labelledby={`photos-${proposal.id}`} className="space-y-2">
      <h3 id={`photos-${proposal.id}`} className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {t('detail.photos')}
      </h3>
      <div className="flex flex-wrap gap-4">
        {before && (
          <figure className="space-y-1">
            <FallbackImage src={currentUrl} alt={t('detail.currentPhoto')} className="h-28 w-28 rounded-lg" />
            <figcaption className="text-sm text-stone-700">
              {t('detail.currentPhoto')}
              {!currentUrl && <span className="block text-stone-500">{t('detail.noPhoto')}</span>}
            </figcaption>
          </figure>
        )}
        {after && (
          <figure className="space-y-1">
            {proposedUrl ? (
              <FallbackImage src={proposedUrl} alt={t('detail.proposedPhoto')} className="h-28 w-28 rounded-lg" />
            ) : (
              <div className="flex h-28 w-28 items-center justify-center rounded-lg border border-dashed border-stone-300 p-2 text-center text-xs text-stone-600">
                {t('detail.noNewPhoto')}
              </div>
            )}
            <figcaption className="text-sm text-stone-700">{t('detail.proposedPhoto')}</figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}
