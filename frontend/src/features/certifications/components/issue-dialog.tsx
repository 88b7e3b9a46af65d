import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/ui/modal'

import { useIssueCertification } from '../api/issue-certification'
import type { Certificate } from '../api/types'

import { OneFieldForm } from './one-field-form'

interface Props {
  open: boolean
  personId: number
  personName: string
  onClose: () => void
  onIssued: (certificate: Certificate) => void
}

/** The Chieftain types the purpose; the new certificate then opens for printing. */
export function IssueDialog({ open, personId, personName, onClose, onIssued }: Props) {
  const { t } = useTranslation('certifications')
  const issue = useIssueCertification(personId)
  return (
    <Modal open={open} onClose={onClose} title={t('issue.title')}>
      {open && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{t('issue.for', { name: personName })}</p>
          <OneFieldForm
            name="purpose"
            label={t('issue.purpose')}
            hint={t('issue.purposeHint')}
            required={t('issue.purposeRequired')}
            submit={t('issue.submit')}
            submitting={t('issue.submitting')}
            cancel={t('common.cancel')}
            failed={t('issue.failed')}
            onCancel={onClose}
            onSubmit={async (purpose) => onIssued(await issue.mutateAsync(purpose))}
          />
        </div>
      )}
    </Modal>
  )
}
