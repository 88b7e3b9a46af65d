import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'

import { householdKeys } from '../api/keys'
import type { Household } from '../api/types'
import { householdWrites } from '../api/writes'
import { headName, householdListPath } from '../lib/labels'

import { FormError } from './form-error'

/** Delete a household: it goes to the Trash; its people are kept (and are then in no household). */
export function DeleteHouseholdDialog({ household, open, onClose }: { household: Household; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('households')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => householdWrites.remove(household.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: householdKeys.one(household.id) })
      await Promise.all([queryClient.invalidateQueries({ queryKey: householdKeys.all }), queryClient.invalidateQueries({ queryKey: ['people'] })])
      void navigate(householdListPath(household.barangay), { replace: true })
    },
  })
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('delete.title')}
      role="alertdialog"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('delete.submit')}
          </Button>
        </div>
      }
    >
      <p>{t('delete.text', { name: headName(household) })}</p>
      <FormError error={remove.error} />
    </Modal>
  )
}
