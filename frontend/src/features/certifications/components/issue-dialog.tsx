import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/ui/modal'

import { useIssueCertification } from '../api/issue-certification'
import type { Certificate } from '../api/types'

import { PurposeForm } from './purpose-form'

interface Props {
  open: boolean
  personId: number
  personName: string
  onClose: () => void
  onIssued: (certificate: Certificate) => void
}

/** The Chieftain chooses the purpose (NCIP's list, or Other typed); the new certificate then opens for printing. */
export function IssueDialog({ open, personId, personName, onClose, onIssued }: Props) {
  const { t } = useTranslation('certifications')
  const issue = useIssueCertification(personId)
  return (
    <Modal open={open} onClose={onClose} title={t('issue.title')}>
      {open && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{t('issue.for', { name: personName })}</p>
          <PurposeForm onCancel={onClose} onSubmit={async (purpose) => onIssued(await issue.mutateAsync(purpose))} />
        </div>
      )}
    </Modal>
  )
}
