import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import type { NameSuggestion } from '@/lib/api/people-suggestions'
import { officeToday } from '@/lib/office-clock'

import type { Household, Member, MembershipReason, Relationship } from '../api/types'
import { householdWrites, useHouseholdWrite } from '../api/writes'
import { displayName, END_REASONS, headName, reasonOptions, relationshipOptions, START_REASONS } from '../lib/labels'

import { FormError } from './form-error'
import { PersonPicker } from './person-picker'

function DialogButtons({ onCancel, pending, label }: { onCancel: () => void; pending: boolean; label: string }) {
  const { t } = useTranslation('households')
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? t('saving') : label}
      </Button>
    </div>
  )
}

/** Add member: a person of the registry, their relationship to the head, since when and why. */
export function AddMemberDialog({ household, open, onClose }: { household: Household; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('households')
  const [person, setPerson] = useState<NameSuggestion | null>(null)
  const [relationship, setRelationship] = useState<Relationship>('child')
  const [since, setSince] = useState(officeToday())
  const [reason, setReason] = useState<MembershipReason>('moved_in')
  const write = useHouseholdWrite(() =>
    householdWrites.addMember(household.id, {
      version: household.version,
      person_id: person!.id,
      relationship,
      start_date: since,
      start_reason: reason,
    }),
  )
  const close = () => {
    write.reset()
    setPerson(null)
    onClose()
  }
  return (
    <Modal open={open} onClose={close} title={t('addMember.title')} widthClass="max-w-lg">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (person) write.mutate(undefined, { onSuccess: close })
        }}
      >
        <PersonPicker label={t('addMember.person')} chosen={person} onChoose={setPerson} exclude={household.members.filter((m) => m.current).map((m) => m.person.id)} />
        <SelectField label={t('form.relationship')} value={relationship} onChange={(e) => setRelationship(e.target.value as Relationship)} options={relationshipOptions()} />
        <TextField label={t('form.since')} type="date" value={since} onChange={(e) => setSince(e.target.value)} required />
        <SelectField label={t('form.startReason')} value={reason} onChange={(e) => setReason(e.target.value as MembershipReason)} options={reasonOptions(START_REASONS)} />
        {!person && write.isIdle && <p className="text-sm text-stone-600">{t('addMember.choose')}</p>}
        <FormError error={write.error} />
        <DialogButtons onCancel={close} pending={write.isPending} label={t('addMember.submit')} />
      </form>
    </Modal>
  )
}

/** End membership: the date and the reason (moved out, died, …); the member stays in the household's history. */
export function EndMembershipDialog({ household, member, onClose }: { household: Household; member: Member | null; onClose: () => void }) {
  const { t } = useTranslation('households')
  const [until, setUntil] = useState(officeToday())
  const [reason, setReason] = useState<MembershipReason>('moved_out')
  const write = useHouseholdWrite(() =>
    householdWrites.endMembership(household.id, member!.id, { version: household.version, end_date: until, end_reason: reason }),
  )
  const close = () => {
    write.reset()
    onClose()
  }
  return (
    <Modal open={member !== null} onClose={close} title={t('endMember.title', { name: displayName(member?.person) })} widthClass="max-w-lg">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          write.mutate(undefined, { onSuccess: close })
        }}
      >
        <TextField label={t('form.until')} type="date" value={until} onChange={(e) => setUntil(e.target.value)} required />
        <SelectField label={t('form.endReason')} value={reason} onChange={(e) => setReason(e.target.value as MembershipReason)} options={reasonOptions(END_REASONS)} />
        <FormError error={write.error} />
        <DialogButtons onCancel={close} pending={write.isPending} label={t('endMember.submit')} />
      </form>
    </Modal>
  )
}

/** Change head: one of the current members becomes the head (the old head stays a member, as spouse by default). */
export function ChangeHeadDialog({ household, open, onClose }: { household: Household; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('households')
  const others = household.members.filter((m) => m.current && m.relationship !== 'head')
  const [personId, setPersonId] = useState<number | null>(null)
  const [formerHead, setFormerHead] = useState<Relationship>('spouse')
  const chosen = personId ?? others[0]?.person.id ?? null
  const write = useHouseholdWrite(() =>
    householdWrites.changeHead(household.id, { version: household.version, person_id: chosen!, former_head_relationship: formerHead }),
  )
  const close = () => {
    write.reset()
    onClose()
  }
  return (
    <Modal open={open} onClose={close} title={t('changeHead.title')} widthClass="max-w-lg">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (chosen !== null) write.mutate(undefined, { onSuccess: close })
        }}
      >
        {others.length === 0 ? (
          <p>{t('changeHead.none')}</p>
        ) : (
          <>
            <SelectField
              label={t('changeHead.newHead')}
              value={String(chosen)}
              onChange={(e) => setPersonId(Number(e.target.value))}
              options={others.map((m) => ({ value: String(m.person.id), label: displayName(m.person) }))}
            />
            <SelectField
              label={t('changeHead.formerHead', { name: headName(household) })}
              value={formerHead}
              onChange={(e) => setFormerHead(e.target.value as Relationship)}
              options={relationshipOptions()}
            />
          </>
        )}
        <FormError error={write.error} />
        <DialogButtons onCancel={close} pending={write.isPending || others.length === 0} label={t('changeHead.submit')} />
      </form>
    </Modal>
  )
}
