import { useRef } from 'react'

import type { Notify } from '@/components/ui/toast-stack'
import { ApiError } from '@/lib/api/errors'
import { useSession } from '@/lib/auth/session'

import { useCreatePerson } from '../api/create-person'
import type { Person } from '../api/types'
import { useUpdatePerson } from '../api/update-person'
import { useUploadPersonPhoto } from '../api/upload-person-photo'
import { MESSAGES } from '../lib/messages'
import { formFieldErrors, toPersonPayload, type PersonFormField, type PersonFormValues } from '../lib/person-form-values'

export type SaveResult =
  | { ok: true; person: Person }
  | { ok: false; fieldErrors: Partial<Record<PersonFormField, string>> }

function reason(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return error instanceof Error && error.message ? error.message : 'network error'
}

/**
 * The form's save step: create or update, then upload the new photo (a failed upload leaves the person
 * saved), with the spec's notifications. A second call while one runs is ignored (and does not touch
 * `onRunning`, which hears when a save really starts and ends).
 */
export function useSavePerson(editingId: number | null, notify: Notify) {
  const { user } = useSession()
  const create = useCreatePerson()
  const update = useUpdatePerson()
  const upload = useUploadPersonPhoto()
  const running = useRef(false)
  const adding = editingId === null

  async function save(
    values: PersonFormValues,
    photo: File | null,
    onRunning: (running: boolean) => void = () => {},
  ): Promise<SaveResult | null> {
    if (running.current) return null
    if (!user) {
      notify('error', MESSAGES.authNotReady)
      return null
    }
    running.current = true
    onRunning(true)
    try {
      const body = toPersonPayload(values)
      let person = adding ? await create.mutateAsync(body) : await update.mutateAsync({ id: editingId, body })
      notify('success', adding ? MESSAGES.added : MESSAGES.updated)
      if (photo) {
        try {
          person = await upload.mutateAsync({ id: person.id, file: photo })
        } catch (error) {
          notify('error', MESSAGES.photoFailed(reason(error)))
        }
      }
      return { ok: true, person }
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        notify('error', MESSAGES.authNotReady)
        return { ok: false, fieldErrors: {} }
      }
      if (!(error instanceof ApiError) || !error.message) {
        notify('error', MESSAGES.saveFailed)
        return { ok: false, fieldErrors: {} }
      }
      notify('error', adding ? MESSAGES.addError(error.message) : MESSAGES.updateError(error.message))
      return { ok: false, fieldErrors: formFieldErrors(error.fields) }
    } finally {
      running.current = false
      onRunning(false)
    }
  }

  return save
}
