import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { FallbackImage } from '@/components/ui/fallback-image'
import { TextLink } from '@/components/ui/text-link'
import { formatLongDate } from '@/lib/long-date'

import type { Member } from '../api/types'
import { displayName, reasonLabel, relationshipLabel } from '../lib/labels'

interface Props {
  members: Member[]
  profileOf: (personId: number) => string
  /** The IPMR's actions on a current member; absent: read-only. */
  onEnd?: (member: Member) => void
  onMove?: (member: Member) => void
}

/** The current members: photo, name (a link to the IP Profile), relationship to the head, since when. */
export function MemberList({ members, profileOf, onEnd, onMove }: Props) {
  const { t, i18n } = useTranslation('households')
  return (
    <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {members.map((member, index) => (
        <li key={member.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <span className="w-6 shrink-0 text-right text-sm text-stone-500" aria-hidden="true">
              {index + 1}
            </span>
            <FallbackImage
              src={member.person.thumb_url}
              alt={t('member.photo', { name: displayName(member.person) })}
              className="h-14 w-14 shrink-0 rounded-xl border border-stone-200 print:h-10 print:w-10"
            />
            <div className="min-w-0">
              <TextLink to={profileOf(member.person.id)} className="font-semibold break-words">
                {displayName(member.person)}
              </TextLink>
              <p className="text-sm text-stone-700">
                {relationshipLabel(member.relationship)}
                {member.person.age !== null && ` · ${t('member.age', { age: member.person.age })}`}
              </p>
              {member.start_date && (
                <p className="text-xs text-stone-600">
                  {t('member.since', { date: formatLongDate(member.start_date, i18n.language) })}
                  {member.start_reason && ` (${reasonLabel(member.start_reason)})`}
                </p>
              )}
            </div>
          </div>
          {(onEnd || onMove) && (
            <div className="flex flex-wrap gap-2 print:hidden sm:justify-end">
              {onMove && (
                <Button variant="secondary" onClick={() => onMove(member)} aria-label={t('member.moveNamed', { name: displayName(member.person) })}>
                  {t('member.move')}
                </Button>
              )}
              {onEnd && member.relationship !== 'head' && (
                <Button variant="secondary" onClick={() => onEnd(member)} aria-label={t('member.endNamed', { name: displayName(member.person) })}>
                  {t('member.end')}
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  )
}

/** Members whose membership ended: since – until, and why. */
export function PastMembers({ members, profileOf }: { members: Member[]; profileOf: (personId: number) => string }) {
  const { t, i18n } = useTranslation('households')
  const day = (iso: string | null) => (iso ? formatLongDate(iso, i18n.language) : t('notRecorded'))
  if (members.length === 0) return null
  return (
    <section aria-labelledby="past-members" className="space-y-2">
      <h2 id="past-members" className="text-lg font-semibold text-brand-900">
        {t('page.pastMembers')}
      </h2>
      <ul className="space-y-1 text-sm">
        {members.map((member) => (
          <li key={member.id}>
            <TextLink to={profileOf(member.person.id)}>{displayName(member.person)}</TextLink>
            {' — '}
            {relationshipLabel(member.relationship)}, {t('member.period', { from: day(member.start_date), until: day(member.end_date) })}
            {member.end_reason && ` (${reasonLabel(member.end_reason)})`}
          </li>
        ))}
      </ul>
    </section>
  )
}
