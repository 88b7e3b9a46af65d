import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'
import { useSession } from '@/lib/auth/session'
import { useMunicipality } from '@/lib/municipality'
import { ConflictChoices } from '@/lib/offline/conflict-choices'
import { withBody } from '@/lib/offline/conflict'
import { draftPerson } from '@/lib/offline/draft'
import { useIntent } from '@/lib/offline/network'
import type { OutboxEntry } from '@/lib/offline/outbox'

import { personQuery } from '../api/get-person'
import { useScopedReference } from '../api/get-scoped-reference'
import type { Person } from '../api/types'
import { useDuplicateCheck } from '../hooks/use-duplicate-check'
import { useSavePerson, type SaveConflict, type SaveResult } from '../hooks/use-save-person'
import { personName } from '@/lib/person-name'
import { MESSAGES } from '../lib/messages'
import {
  EMPTY_FORM,
  formFieldErrors,
  formValuesFrom,
  toPersonPayload,
  type PersonFormField,
  type PersonFormValues,
} from '../lib/person-form-values'
import { SyncDuplicateWarning } from '../offline/sync-duplicate-warning'

import { PersonFormFields, type FormChoices } from './person-form-fields'
import { PhotoField } from './photo-field'
import { PossibleDuplicates } from './possible-duplicates'
import { SaveConflictAlert } from './save-conflict-alert'

interface Props {
  /** null: closed; 'add': a fresh empty form; a person: edit that person. */
  target: 'add' | Person | null
  onClose: () => void
  notify: Notify
  /** Correcting an entry of the offline outbox that the server refused (target: 'add' or its person). */
  draft?: OutboxEntry | null
  /** View on a possible duplicate: the screen opens that person's profile (over the form, which stays). */
  onViewPerson: (personId: number) => void
  /** An encoder's rejected proposal, edited and sent again (My proposals): its values fill the form. */
  resubmit?: Resubmit | null
}

/**
 * A rejected proposal to edit and resubmit: `values` as a person (the proposed values over the record they were
 * made on; `id` 0 for an add), sent again with PUT /api/proposals/{proposalId}.
 */
export interface Resubmit {
  proposalId: number
  values: Person
}

/** Add New Indigenous Person / Edit IP Information. The form mounts anew each time it opens. */
export function PersonFormModal({ target, onClose, notify, draft = null, onViewPerson, resubmit = null }: Props) {
  const { t } = useTranslation('people')
  const adding = target === 'add'
  const formId = useId()
  const [submitting, setSubmitting] = useState(false)
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={adding ? t('add_new_indigenous_person') : t('edit_ip_information')}
      widthClass="max-w-5xl"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={submitting}>
            {adding ? (submitting ? t('adding') : t('add')) : submitting ? t('updating') : t('update')}
          </Button>
        </>
      }
    >
      {target !== null && (
        <PersonForm
          formId={formId}
          person={adding ? null : target}
          notify={notify}
          onSubmittingChange={setSubmitting}
          draft={draft}
          resubmit={resubmit}
          onDone={onClose}
          onViewPerson={onViewPerson}
        />
      )}
    </Modal>
  )
}

interface FormProps {
  formId: string
  person: Person | null
  notify: Notify
  onSubmittingChange: (submitting: boolean) => void
  draft: OutboxEntry | null
  resubmit: Resubmit | null
  onDone: () => void
  onViewPerson: (personId: number) => void
}

function initialValues(person: Person | null, draft: OutboxEntry | null, resubmit: Resubmit | null): PersonFormValues {
  if (resubmit) return formValuesFrom(resubmit.values)
  if (draft) return formValuesFrom(draftPerson(draft))
  return person ? formValuesFrom(person) : EMPTY_FORM
}

function PersonForm({ formId, person, notify, onSubmittingChange, draft, resubmit, onDone, onViewPerson }: FormProps) {
  const { t } = useTranslation('people')
  // An encoder's save is a proposal for the IPMR's approval (hooks/use-save-person): the form says so.
  const proposing = useSession().user?.role === 'encoder'
  const reference = useScopedReference()
  const municipality = useMunicipality()
  const [saved, setSaved] = useState(person)
  const [photo, setPhoto] = useState<File | null>(null)
  const form = useForm({ defaultValues: initialValues(person, draft, resubmit) })
  const save = useSavePerson(person?.id ?? null, notify, resubmit?.proposalId ?? null)
  const duplicates = useDuplicateCheck(!person)
  const formRef = useRef<HTMLFormElement>(null)
  const ready = reference.isSuccess
  const { setFocus, setError } = form

  // No request outlives the form: closing it (Cancel, ×, Escape) aborts a save still waiting for an answer.
  const intent = useIntent()

  // An offline entry the server refused opens with the server's messages on its fields.
  useEffect(() => {
    if (!draft || !ready) return
    for (const [name, message] of Object.entries(formFieldErrors(draft.fieldErrors)) as [PersonFormField, string][]) {
      setError(name, { type: 'server', message })
    }
  }, [draft, ready, setError])

  // Bumped after each add (the next person) and each reload (the newer values): start again at the top.
  const [round, setRound] = useState(0)

  // Someone else saved the record since it was loaded: the save is refused and the typing stays; with the
  // stored record, theirs and yours side by side (what only one side changed merges by itself), else Reload.
  const [conflict, setConflict] = useState<(SaveConflict & { values: PersonFormValues; base: Person | null }) | null>(null)
  const reload = useReloadAfterConflict(person?.id ?? null, (current) => {
    setConflict(null)
    setSaved(current)
    form.reset(formValuesFrom(current))
    setRound((n) => n + 1)
  })

  // The dialog focuses its first control (×) before the choices load; a clerk starts at Last Name, and
  // after an add (or a reload) starts there again (once the reset form has registered its fields again).
  useEffect(() => {
    if (!ready) return
    const scroller = formRef.current?.closest('[role="region"]')
    if (scroller) scroller.scrollTop = 0
    setFocus('last_name')
  }, [ready, round, setFocus])

  const onSubmit = form.handleSubmit(async (values) => {
    if (await duplicates.holdForReview(values)) return
    const result = await save(values, photo, {
      version: saved?.version,
      base: saved,
      draft,
      signal: intent(),
      differentFrom: duplicates.keptApart(),
      onRunning: onSubmittingChange,
    })
    settle(result, values, saved)
  })

  /** After the choices: theirs with the fields kept as yours becomes the form, saved on their version. */
  async function saveMerged(theirs: Person, body: Person | null, values: PersonFormValues) {
    const merged: PersonFormValues = { ...formValuesFrom(body ?? theirs), relatives: values.relatives }
    setSaved(theirs)
    form.reset(merged)
    const result = await save(merged, photo, {
      version: theirs.version,
      base: theirs,
      signal: intent(),
      onRunning: onSubmittingChange,
    })
    settle(result, merged, theirs)
  }

  function settle(result: SaveResult | null, values: PersonFormValues, base: Person | null) {
    if (!result) return
    // An encoder's proposal is with the IPMR now: the form closes (the list shows the registry, unchanged).
    if ('proposal' in result) return onDone()
    if (result.ok && draft) return onDone()
    if (!result.ok && result.conflict) {
      reload.clearError()
      setConflict({ ...result.conflict, values, base })
      return
    }
    if (!result.ok) {
      const entries = Object.entries(result.fieldErrors) as [PersonFormField, string][]
      entries.forEach(([name, message], index) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      return
    }
    setConflict(null)
    setPhoto(null)
    duplicates.saved()
    if (person) {
      setSaved(result.person)
      form.reset(formValuesFrom(result.person))
    } else {
      form.reset(EMPTY_FORM)
      setRound((n) => n + 1)
    }
  }

  if (reference.isPending) return <p role="status">{t('loading')}</p>
  if (reference.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('failed_to_load_the_form_choices')}
      </p>
    )
  }
  const choices: FormChoices = reference.data
  return (
    <form ref={formRef} id={formId} noValidate onSubmit={onSubmit} aria-label={person ? t('edit_ip_information') : t('add_new_indigenous_person')}>
      <div className="space-y-6">
        {conflict?.current && (
          <ConflictChoices
            yours={toPersonPayload(conflict.values)}
            theirs={conflict.current}
            base={conflict.base}
            intro={t('offline:conflict.intro_saved', { name: personName(conflict.current, 'short') })}
            cancelLabel={t('offline:conflict.reload')}
            onCancel={() => void reload.run(conflict.current)}
            onSave={(body) => saveMerged(conflict.current!, withBody(conflict.current!, body), conflict.values)}
            focusOnShow
          />
        )}
        {conflict && !conflict.current && (
          <SaveConflictAlert
            message={conflict.message}
            reloadError={reload.error}
            reloading={reload.running}
            onReload={() => void reload.run(conflict.current)}
          />
        )}
        {person && <SyncDuplicateWarning personId={person.id} onView={onViewPerson} />}
        <PossibleDuplicates
          matches={duplicates.matches}
          onDifferent={() => {
            duplicates.differentPerson()
            formRef.current?.requestSubmit()
          }}
          onView={onViewPerson}
        />
        {proposing && (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">{t('proposals:formNote')}</p>
        )}
        <p className="text-xs text-stone-500">
          {t('fields_marked')} <span className="text-red-600">*</span> {t('are_required')}
        </p>
        <PersonFormFields
          form={form}
          choices={choices}
          adding={!person}
          personId={person?.id ?? null}
          inHousehold={Boolean(saved?.household)}
          municipality={saved?.municipality ?? municipality.name}
          province={saved?.province ?? municipality.province}
        />
        <section className="space-y-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('photo')}</h3>
          <PhotoField
            file={photo}
            onFileChange={setPhoto}
            currentUrl={resubmit?.values.thumb_url ?? saved?.thumb_url ?? null}
            rules={reference.data.photo}
          />
        </section>
      </div>
    </form>
  )
}

/**
 * Reload after a refused save: the stored record the 409 carried, or else fetched anew; it becomes the form's
 * values and version (and the profile's cached copy), so the next save is based on it.
 */
function useReloadAfterConflict(id: number | null, onLoaded: (current: Person) => void) {
  const queryClient = useQueryClient()
  const [running, setRunning] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function run(sent: Person | null) {
    if (id === null) return
    setRunning(true)
    setError(null)
    try {
      const current = sent ?? (await queryClient.fetchQuery({ ...personQuery(id), staleTime: 0 }))
      queryClient.setQueryData(personQuery(id).queryKey, current)
      onLoaded(current)
    } catch (failure) {
      setError(MESSAGES.reloadFailed(failure instanceof Error ? failure.message : MESSAGES.networkError))
    } finally {
      setRunning(false)
    }
  }

  return { run, running, error, clearError: () => setError(null) }
}
