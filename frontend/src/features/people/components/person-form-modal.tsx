import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Notify } from '@/components/ui/toast-stack'

import { useReference } from '../api/get-reference'
import type { Person } from '../api/types'
import { useSavePerson } from '../hooks/use-save-person'
import { EMPTY_FORM, formValuesFrom, type PersonFormField } from '../lib/person-form-values'

import { PersonFormFields, type FormChoices } from './person-form-fields'
import { PhotoField } from './photo-field'

export const DEFAULT_MUNICIPALITY = 'Catanauan'
export const DEFAULT_PROVINCE = 'Quezon'

interface Props {
  /** null: closed; 'add': a fresh empty form; a person: edit that person. */
  target: 'add' | Person | null
  onClose: () => void
  notify: Notify
}

/** Add New Indigenous Person / Edit IP Information. The form mounts anew each time it opens. */
export function PersonFormModal({ target, onClose, notify }: Props) {
  const adding = target === 'add'
  const formId = useId()
  const [submitting, setSubmitting] = useState(false)
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={adding ? 'Add New Indigenous Person' : 'Edit IP Information'}
      widthClass="max-w-5xl"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={submitting}>
            {adding ? (submitting ? 'Adding…' : 'Add') : submitting ? 'Updating…' : 'Update'}
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
}

function PersonForm({ formId, person, notify, onSubmittingChange }: FormProps) {
  const reference = useReference()
  const [saved, setSaved] = useState(person)
  const [photo, setPhoto] = useState<File | null>(null)
  const form = useForm({ defaultValues: person ? formValuesFrom(person) : EMPTY_FORM })
  const save = useSavePerson(person?.id ?? null, notify)
  const formRef = useRef<HTMLFormElement>(null)
  const ready = reference.isSuccess
  const { setFocus } = form

  // Bumped after each add: the next person starts at the top of the form.
  const [round, setRound] = useState(0)

  // The dialog focuses its first control (×) before the choices load; a clerk starts at Last Name, and
  // after an add starts the next person there (once the reset form has registered its fields again).
  useEffect(() => {
    if (!ready) return
    const scroller = formRef.current?.closest('[role="region"]')
    if (scroller) scroller.scrollTop = 0
    setFocus('last_name')
  }, [ready, round, setFocus])

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await save(values, photo, onSubmittingChange)
    if (!result) return
    if (!result.ok) {
      const entries = Object.entries(result.fieldErrors) as [PersonFormField, string][]
      entries.forEach(([name, message], index) =>
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      return
    }
    setPhoto(null)
    if (person) {
      setSaved(result.person)
      form.reset(formValuesFrom(result.person))
    } else {
      form.reset(EMPTY_FORM)
      setRound((n) => n + 1)
    }
  })

  if (reference.isPending) return <p role="status">Loading…</p>
  if (reference.isError) {
    return (
      <p role="alert" className="text-red-700">
        Failed to load the form choices. Close the form and try again.
      </p>
    )
  }
  const choices: FormChoices = reference.data
  return (
    <form ref={formRef} id={formId} noValidate onSubmit={onSubmit} aria-label={person ? 'Edit IP Information' : 'Add New Indigenous Person'}>
      <div className="space-y-6">
        <p className="text-xs text-stone-500">
          Fields marked <span className="text-red-600">*</span> are required.
        </p>
        <PersonFormFields
          form={form}
          choices={choices}
          adding={!person}
          municipality={saved?.municipality ?? DEFAULT_MUNICIPALITY}
          province={saved?.province ?? DEFAULT_PROVINCE}
        />
        <section className="space-y-3">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-800">Photo</h3>
          <PhotoField
            file={photo}
            onFileChange={setPhoto}
            currentUrl={saved?.thumb_url ?? null}
            rules={reference.data.photo}
          />
        </section>
      </div>
    </form>
  )
}
