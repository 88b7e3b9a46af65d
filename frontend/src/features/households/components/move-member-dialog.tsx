import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { SearchCombobox } from '@/components/ui/search-combobox'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { officeToday } from '@/lib/office-clock'
import { useDebouncedValue } from '@/lib/use-debounced-value'

import { useHouseholdList } from '../api/list-households'
import type { Household, HouseholdLine, Member, Relationship } from '../api/types'
import { householdWrites, useHouseholdWrite } from '../api/writes'
import { displayName, headName, householdPlace, relationshipOptions } from '../lib/labels'

import { FormError } from './form-error'

/** 'Household of Maria Santos (Ajos, Sitio Centro)': how a household is named in a choice. */
export function householdChoiceName(household: Pick<HouseholdLine, 'head' | 'head_outside' | 'barangay' | 'sitio'>): string {
  const where = householdPlace(household)
  return `${headName(household)} (${where})`
}

/** Move a member to another household: their membership here ends and one there starts, on the same day. */
export function MoveMemberDialog({ household, member, onClose }: { household: Household; member: Member | null; onClose: () => void }) {
  const { t } = useTranslation('households')
  const id = useId()
  const [text, setText] = useState('')
  const [term] = useDebouncedValue(text.trim(), 250)
  const [target, setTarget] = useState<HouseholdLine | null>(null)
  const [relationship, setRelationship] = useState<Relationship>('other_relative')
  const [on, setOn] = useState(officeToday())
  const list = useHouseholdList({ barangay: '', q: term, page: 1 })
  const typed = text.trim() !== ''
  const found = typed && term === text.trim() ? (list.data?.items ?? []).filter((h) => h.id !== household.id) : []
  const write = useHouseholdWrite(() =>
    householdWrites.moveMember(household.id, member!.id, { version: household.version, to_household_id: target!.id, relationship, date: on, end_reason: 'moved_out', start_reason: 'moved_in' }),
  )
  const close = () => {
    write.reset()
    setTarget(null)
    setText('')
    onClose()
  }
  return (
    <Modal open={member !== null} onClose={close} title={t('moveMember.title', { name: displayName(member?.person) })} widthClass="max-w-lg">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (target) write.mutate(undefined, { onSuccess: close })
        }}
      >
        {target ? (
          <div>
            <p className="mb-1 text-sm font-medium text-stone-800">{t('moveMember.to')}</p>
            <p className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">{householdChoiceName(target)}</span>
              <button type="button" className="min-h-11 rounded px-2 text-sm font-semibold text-brand-800 underline" onClick={() => setTarget(null)}>
                {t('picker.change')}
              </button>
            </p>
          </div>
        ) : (
          <SearchCombobox<HouseholdLine>
            id={`move-target-${id}`}
            label={t('moveMember.to')}
            placeholder={t('moveMember.placeholder')}
            value={text}
            onChange={setText}
            items={found}
            state={!typed ? 'idle' : list.isFetching || term !== text.trim() ? 'loading' : 'done'}
            getKey={(h) => String(h.id)}
            onPick={setTarget}
            listLabel={t('moveMember.to')}
          >
            {(h) => <span>{householdChoiceName(h)}</span>}
          </SearchCombobox>
        )}
        <SelectField label={t('form.relationshipThere')} value={relationship} onChange={(e) => setRelationship(e.target.value as Relationship)} options={relationshipOptions()} />
        <TextField label={t('form.movedOn')} type="date" value={on} onChange={(e) => setOn(e.target.value)} required />
        {!target && write.isIdle && <p className="text-sm text-stone-600">{t('moveMember.choose')}</p>}
        <FormError error={write.error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={write.isPending || !target}>
            {write.isPending ? t('saving') : t('moveMember.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
