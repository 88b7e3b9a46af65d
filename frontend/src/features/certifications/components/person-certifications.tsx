import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth/session'
import { formatLongDate } from '@/lib/long-date'

import { usePersonCertifications } from '../api/list-certifications'
import type { CertificationSummary } from '../api/types'
import { purposeText } from '../purposes'

import { CocLinks } from '../coc/coc-links'

import { IssueDialog } from './issue-dialog'
import { RevokeDialog } from './revoke-dialog'

/** Who sees a person's certifications (GET /api/people/{id}/certifications); only the Chieftain issues them. */
const LIST_ROLES = new Set(['ipmr', 'chieftain', 'encoder'])

export function certificatePath(id: number): string {
  return `/certifications/${id}`
}

/** The profile's list of the person's certifications, with 'Issue Certification' for the Chieftain. */
export function PersonCertifications({ personId, personName }: { personId: number; personName: string }) {
  const { user } = useSession()
  if (!user || !LIST_ROLES.has(user.role)) return null
  return <CertificationsSection personId={personId} personName={personName} chieftain={user.role === 'chieftain'} />
}

function CertificationsSection({ personId, personName, chieftain }: { personId: number; personName: string; chieftain: boolean }) {
  const { t } = useTranslation('certifications')
  const query = usePersonCertifications(personId)
  const navigate = useNavigate()
  const [issuing, setIssuing] = useState(false)
  const [revoking, setRevoking] = useState<CertificationSummary | null>(null)

  return (
    <section aria-labelledby={`certifications-${personId}`} className="print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`certifications-${personId}`} className="text-lg font-semibold text-stone-900">
          {t('section.title')}
        </h3>
        {chieftain && <Button onClick={() => setIssuing(true)}>{t('section.issue')}</Button>}
      </div>
      <div className="mt-2">
        <CocLinks personId={personId} />
      </div>
      {query.isPending && <p role="status">{t('common.loading')}</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {t('section.loadError')}
        </p>
      )}
      {query.data && query.data.items.length === 0 && <p className="mt-2 text-sm text-stone-600">{t('section.empty')}</p>}
      {query.data && query.data.items.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200">
          {query.data.items.map((item) => (
            <CertificationRow
              key={item.id}
              item={item}
              chieftain={chieftain}
              onOpen={() => void navigate(certificatePath(item.id))}
              onRevoke={() => setRevoking(item)}
            />
          ))}
        </ul>
      )}
      {chieftain && (
        <IssueDialog
          open={issuing}
          personId={personId}
          personName={personName}
          onClose={() => setIssuing(false)}
          onIssued={(issued) => {
            setIssuing(false)
            void navigate(certificatePath(issued.id))
          }}
        />
      )}
      <RevokeDialog certification={revoking} onClose={() => setRevoking(null)} />
    </section>
  )
}

interface RowProps {
  item: CertificationSummary
  chieftain: boolean
  onOpen: () => void
  onRevoke: () => void
}

function CertificationRow({ item, chieftain, onOpen, onRevoke }: RowProps) {
  const { t, i18n } = useTranslation('certifications')
  const status = item.revoked_on
    ? t('status.revokedOn', { date: formatLongDate(item.revoked_on, i18n.language) })
    : t('status.valid')
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{item.serial}</p>
        <p className="text-stone-700">
          {t('section.issuedOn', { date: formatLongDate(item.issued_on, i18n.language) })} · {purposeText(t, item.purpose_kind, item.purpose) ?? t('certificate.erased')}
        </p>
        <p className={item.revoked_on ? 'font-medium text-red-800' : 'font-medium text-green-800'}>
          {status}
          {item.revoke_reason ? ` — ${item.revoke_reason}` : ''}
        </p>
      </div>
      {chieftain && (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onOpen} aria-label={t('section.open', { serial: item.serial })}>
            {t('section.openShort')}
          </Button>
          {!item.revoked_on && (
            <Button variant="ghost" onClick={onRevoke} aria-label={t('section.revoke', { serial: item.serial })}>
              {t('section.revokeShort')}
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
