import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { ApiError } from '@/lib/api/errors'
import { useReference } from '@/lib/reference-query'

import { useFamilyCandidates } from '../api/get-person-household'
import type { FamilyCandidate, Relationship } from '../api/types'
import { householdWrites, useHouseholdWrite, type HouseholdFields } from '../api/writes'
import { displayName, householdPath, relationshipLabel, relationshipOptions } from '../lib/labels'

import { FormError } from './form-error'
import { HouseholdFieldsInputs } from './household-fields'

interface Props {
  personId: number
  personName: string
  open: boolean
  onClose: () => void
}

interface Choice {
  candidate: FamilyCandidate
  checked: boolean
  relationship: Relationship
}

/**
 * Start a household with this person as its head: the spouse and children already linked in the family graph
 * (and in no household) are offered at once, each checked and with its relationship filled in; the IPMR may
 * uncheck one or change its relationship, and fills in where the household lives.
 */
export function StartHouseholdDialog({ personId, personName, open, onClose }: Props) {
  const { t } = useTranslation('households')
  const reference = useReference()
  const navigate = useNavigate()
  const candidates = useFamilyCandidates(personId)
  const [place, setPlace] = useState<HouseholdFields>({ barangay: null, sitio: null, address: null, latitude: null, longitude: null })
  const [changed, setChanged] = useState<Record<number, Partial<Choice>>>({})
  const choices: Choice[] = (candidates.data?.candidates ?? []).map((candidate) => ({
    candidate,
    checked: true,
    relationship: candidate.relationship,
    ...changed[candidate.id],
  }))
  const change = (id: number, patch: Partial<Choice>) => setChanged((all) => ({ ...all, [id]: { ...all[id], ...patch } }))
  const write = useHouseholdWrite(() =>
    householdWrites.create({
      ...place,
      head_id: personId,
      members: choices.filter((c) => c.checked).map((c) => ({ person_id: c.candidate.id, relationship: c.relationship })),
    }),
  )
  const close = () => {
    write.reset()
    setChanged({})
    onClose()
  }
  return (
    <Modal open={open} onClose={close} title={t('start.title', { name: personName })} widthClass="max-w-2xl">
      <form
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault()
          // Not mutate's onSuccess: the profile shows the new household (this dialog goes) before it would run.
          write.mutateAsync().then(
            (household) => navigate(householdPath(household.id)),
            () => undefined, // shown by the form (write.error)
          )
        }}
      >
        <p className="text-sm text-stone-700">{t('start.intro', { name: personName })}</p>
        <fieldset className="space-y-2">
          <legend className="mb-1 font-semibold text-stone-900">{t('start.family')}</legend>
          {candidates.isPending && <p role="status">{t('loading')}</p>}
          {candidates.isError && <p role="alert" className="text-red-700">{candidates.error.message}</p>}
          {candidates.data?.candidates.length === 0 && <p className="text-sm text-stone-600">{t('start.noFamily')}</p>}
          {choices.map(({ candidate, checked, relationship }) => (
            <div key={candidate.id} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-2 sm:flex-row sm:items-center">
              <label className="flex min-h-11 flex-1 items-center gap-3">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={checked}
                  onChange={(e) => change(candidate.id, { checked: e.target.checked })}
                />
                <span>{`${displayName(candidate)} — ${relationshipLabel(candidate.relationship)}`}</span>
              </label>
              <label className="flex items-center gap-2 text-sm">
                <span className="sr-only">{t('start.relationshipOf', { name: displayName(candidate) })}</span>
                <select
                  className="min-h-11 rounded-lg border border-stone-300 bg-white px-2"
                  value={relationship}
                  disabled={!checked}
                  onChange={(e) => change(candidate.id, { relationship: e.target.value as Relationship })}
                >
                  {relationshipOptions().map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend className="mb-2 font-semibold text-stone-900">{t('start.place')}</legend>
          <HouseholdFieldsInputs
            value={place}
            onChange={setPlace}
            barangays={reference.data?.barangays ?? []}
            emptyLabel={t('start.headsBarangay')}
            errors={write.error instanceof ApiError ? write.error.fields : {}}
          />
        </fieldset>
        <FormError error={write.error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={write.isPending || candidates.isPending}>
            {write.isPending ? t('saving') : t('start.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
