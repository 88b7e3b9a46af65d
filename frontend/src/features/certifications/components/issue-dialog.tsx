import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/ui/modal'

import { NO_AFFIANT } from '../affiants/affiant-field'
import { type AffiantPair, AffiantsFieldset, affiantsToSend } from '../affiants/affiants-fieldset'
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

/**
 * The Chieftain chooses the purpose (NCIP's list, or Other typed) and may name the two affiants of the joint
 * affidavit (warned of any family tie before issuing); the new certificate then opens for printing.
 */
export function IssueDialog({ open, personId, personName, onClose, onIssued }: Props) {
  const { t } = useTranslation('certifications')
  return (
    <Modal open={open} onClose={onClose} title={t('issue.title')}>
      {open && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{t('issue.for', { name: personName })}</p>
          <IssueForm personId={personId} onClose={onClose} onIssued={onIssued} />
        </div>
      )}
    </Modal>
  )
}

/** The form, mounted while the dialog is open: each opening starts with no affiant named. */
function IssueForm({ personId, onClose, onIssued }: Pick<Props, 'personId' | 'onClose' | 'onIssued'>) {
  const issue = useIssueCertification(personId)
  const [affiants, setAffiants] = useState<AffiantPair>([NO_AFFIANT, NO_AFFIANT])
  return (
    <PurposeForm
      onCancel={onClose}
      onSubmit={async (purpose) => onIssued(await issue.mutateAsync({ ...purpose, affiants: affiantsToSend(affiants) }))}
    >
      <AffiantsFieldset personId={personId} value={affiants} onChange={setAffiants} />
    </PurposeForm>
  )
}
