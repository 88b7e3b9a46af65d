import { useTranslation } from 'react-i18next'

import { Modal } from '@/components/ui/modal'

import { useRevokeCertification } from '../api/revoke-certification'

import { OneFieldForm } from './one-field-form'

interface Props {
  certification: { id: number; serial: string } | null
  onClose: () => void
}

/** Revoking asks for the reason; the public verify page then says 'Revoked on {date}'. */
export function RevokeDialog({ certification, onClose }: Props) {
  const { t } = useTranslation('certifications')
  return (
    <Modal open={certification !== null} onClose={onClose} title={t('revoke.title')}>
      {certification && <RevokeForm key={certification.id} certification={certification} onDone={onClose} />}
    </Modal>
  )
}

function RevokeForm({ certification, onDone }: { certification: { id: number; serial: string }; onDone: () => void }) {
  const { t } = useTranslation('certifications')
  const revoke = useRevokeCertification(certification.id)
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('revoke.question', { serial: certification.serial })}</p>
      <OneFieldForm
        name="reason"
        label={t('revoke.reason')}
        required={t('revoke.reasonRequired')}
        submit={t('revoke.submit')}
        submitting={t('revoke.submitting')}
        cancel={t('common.cancel')}
        failed={t('revoke.failed')}
        danger
        onCancel={onDone}
        onSubmit={async (reason) => {
          await revoke.mutateAsync(reason)
          onDone()
        }}
      />
    </div>
  )
}
