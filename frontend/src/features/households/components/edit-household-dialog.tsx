import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { ApiError } from '@/lib/api/errors'
import { useReference } from '@/lib/reference-query'

import { householdQuery } from '../api/get-household'
import type { Household } from '../api/types'
import { householdWrites, useHouseholdWrite, type HouseholdFields } from '../api/writes'

import { FormError } from './form-error'
import { HouseholdFieldsInputs } from './household-fields'

function fieldsOf(household: Household): HouseholdFields {
  const { barangay, sitio, address, latitude, longitude } = household
  return { barangay, sitio, address, latitude, longitude }
}

/** Edit the household's place (the form holds the values and the version as they were when it opened). */
export function EditHouseholdDialog({ household, open, onClose }: { household: Household; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('households')
  return (
    <Modal open={open} onClose={onClose} title={t('edit.title')} widthClass="max-w-2xl">
      <EditForm household={household} onDone={onClose} />
    </Modal>
  )
}

/**
 * A save made on an older version is refused (409) with who changed it and when, as a person's is: the values
 * typed stay, and Reload takes the newer version to save them on.
 */
function EditForm({ household, onDone }: { household: Household; onDone: () => void }) {
  const { t } = useTranslation('households')
  const reference = useReference()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<HouseholdFields>(() => fieldsOf(household))
  const [version, setVersion] = useState(household.version)
  const [reloading, setReloading] = useState(false)
  const write = useHouseholdWrite(() => householdWrites.update(household.id, { ...values, version }))
  const conflict = write.error instanceof ApiError && write.error.status === 409 ? write.error : null
  async function reload() {
    setReloading(true)
    try {
      const fresh = await queryClient.fetchQuery({ ...householdQuery(household.id), staleTime: 0 })
      setVersion(fresh.version)
      write.reset()
    } finally {
      setReloading(false)
    }
  }
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault()
        write.mutate(undefined, { onSuccess: onDone })
      }}
    >
      <HouseholdFieldsInputs
        value={values}
        onChange={setValues}
        barangays={reference.data?.barangays ?? [household.barangay]}
        errors={write.error instanceof ApiError ? write.error.fields : {}}
      />
      {conflict ? (
        <Alert focusable>
          <p>{conflict.message}</p>
          <Button variant="secondary" className="mt-3" disabled={reloading} onClick={() => void reload()}>
            {t('edit.reload')}
          </Button>
        </Alert>
      ) : (
        <FormError error={write.error} />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? t('saving') : t('edit.submit')}
        </Button>
      </div>
    </form>
  )
}
