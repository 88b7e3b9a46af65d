import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import type { Notify } from '@/components/ui/toast-stack'
import { ApiError } from '@/lib/api/errors'
import { i18n } from '@/lib/i18n'
import { useMunicipality } from '@/lib/municipality'
import { useSession } from '@/lib/auth/session'
import { storedRecord } from '@/lib/offline/conflict'
import { draftPerson } from '@/lib/offline/draft'
import { isCancelled, isNetworkFailure, isOnline } from '@/lib/offline/network'
import { queueCreate, queueUpdate, reviseEntry, type OutboxEntry } from '@/lib/offline/outbox'
import { OUTSIDE_SCOPE, type Proposal } from '@/lib/proposals/api'
import { useResubmitProposal, useSendProposal, useUploadProposalPhoto } from '@/lib/proposals/mutations'

import { useCreatePerson } from '../api/create-person'
import type { Person, PersonCreate } from '../api/types'
import { useUpdatePerson } from '../api/update-person'
import { useUploadPersonPhoto } from '../api/upload-person-photo'
import { explainContactError } from '../lib/contact-problem'
import { MESSAGES } from '../lib/messages'
import { formFieldErrors, toPersonPayload, type PersonFormField, type PersonFormValues } from '../lib/person-form-values'

/** A save refused because the record changed since the form loaded it (409), with the stored record if sent. */
export interface SaveConflict {
  message: string
  current: Person | null
}

export type SaveResult =
  | { ok: true; person: Person; queued?: boolean }
  /** An encoder's save: sent to the IPMR for approval (the registry is unchanged). */
  | { ok: true; proposal: Proposal }
  | { ok: false; fieldErrors: Partial<Record<PersonFormField, string>>; conflict?: SaveConflict }

function reason(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return error instanceof Error && error.message ? error.message : MESSAGES.networkError
}

/**
 * The form's save step: create or update, then upload the new photo (a failed upload leaves the person
 * saved), then the spec's notifications. An update sends the `version` the form loaded: a stale one comes
 * back as a conflict (shown in the form, not as a notification). A second call while one runs is ignored (and
 * does not touch `onRunning`, which hears when a save really starts and ends).
 * An encoder's save is a proposal instead (POST /api/proposals, or PUT /api/proposals/{id} for `proposalId`, a
 * rejected one edited): the photo goes with the proposal and the registry does not change until an IPMR approves.
 */
export function useSavePerson(editingId: number | null, notify: Notify, proposalId: number | null = null) {
  const { user } = useSession()
  const municipality = useMunicipality()
  const { t } = useTranslation('offline')
  const create = useCreatePerson()
  const update = useUpdatePerson()
  const upload = useUploadPersonPhoto()
  const propose = useSendProposal()
  const resubmit = useResubmitProposal()
  const uploadProposed = useUploadProposalPhoto()
  const running = useRef(false)
  const adding = editingId === null
  const proposing = user?.role === 'encoder'

  /** The encoder's save: proposed (or a rejected proposal sent again), then its photo. */
  async function sendProposed(body: PersonCreate, photo: File | null, version: number | undefined, signal?: AbortSignal) {
    const proposal =
      proposalId !== null
        ? await resubmit.mutateAsync({ id: proposalId, values: body, signal })
        : await propose.mutateAsync({
            body: adding
              ? { kind: 'add', values: body }
              : { kind: 'edit', person_id: editingId, base_version: version ?? null, values: body },
            signal,
          })
    if (photo) {
      try {
        await uploadProposed.mutateAsync({ id: proposal.id, file: photo })
      } catch (error) {
        notify('error', MESSAGES.photoFailed(reason(error)))
      }
    }
    notify('success', i18n.t('proposals:sent'))
    return proposal
  }

  async function save(
    values: PersonFormValues,
    photo: File | null,
    {
      version,
      base,
      draft,
      signal,
      differentFrom = [],
      onRunning = () => {},
    }: {
      version?: number
      /** The record as the form loaded it (an edit queued offline is made on it). */
      base?: Person | null
      /** Correcting an entry of the offline outbox: its values are replaced, and it waits to sync again. */
      draft?: OutboxEntry | null
      /** The form's: closing it aborts the request. */
      signal?: AbortSignal
      /** An add: the possible duplicates the clerk said are someone else (recorded with the person). */
      differentFrom?: number[]
      onRunning?: (running: boolean) => void
    } = {},
  ): Promise<SaveResult | null> {
    if (running.current) return null
    if (!user) {
      notify('error', MESSAGES.authNotReady)
      return null
    }
    running.current = true
    onRunning(true)
    const body = toPersonPayload(values)
    if (adding && differentFrom.length) body.different_from = differentFrom
    // No connection (or no answer in 10 s): the save waits in this device's outbox (lib/offline).
    const queue = async (): Promise<SaveResult> => {
      const userId = user.id
      let entry: OutboxEntry
      if (draft?.seq !== undefined) {
        await reviseEntry(draft.seq, body, photo)
        entry = { ...draft, body }
      } else if (adding || !base) entry = await queueCreate(userId, body, photo)
      else entry = await queueUpdate(userId, base, body, photo)
      notify('success', t('queued'))
      return { ok: true, person: draftPerson(entry, municipality), queued: true }
    }
    const saveFailed = (): SaveResult => {
      notify('error', MESSAGES.saveFailed)
      return { ok: false, fieldErrors: {} }
    }
    try {
      if (proposalId !== null && !isOnline()) {
        // A rejected proposal is corrected online only (the outbox holds new entries and edits).
        notify('error', t('noAnswer'))
        return { ok: false, fieldErrors: {} }
      }
      if (draft || !isOnline()) return await queue().catch(() => saveFailed())
      if (proposing) return { ok: true, proposal: await sendProposed(body, photo, version, signal) }
      let person = adding
        ? await create.mutateAsync({ body, signal })
        : await update.mutateAsync({ id: editingId, body: { ...body, version }, signal })
      if (photo) {
        // The person is saved: closing the form now must not lose their photo (no `signal`), and the success
        // notice waits for it, so nobody closes the form believing everything is stored while it uploads.
        try {
          person = await upload.mutateAsync({ id: person.id, file: photo })
        } catch (error) {
          notify('error', MESSAGES.photoFailed(reason(error)))
        }
      }
      notify('success', adding ? MESSAGES.added : MESSAGES.updated)
      return { ok: true, person }
    } catch (error) {
      if (isCancelled(error)) return null
      if (isNetworkFailure(error) && proposalId === null) {
        const queued = await queue().catch(() => null) // no IndexedDB (some private windows): not kept
        if (queued) return queued
      }
      if (error instanceof ApiError && error.status === 401) {
        notify('error', MESSAGES.authNotReady)
        return { ok: false, fieldErrors: {} }
      }
      if (proposing && error instanceof ApiError && error.code === OUTSIDE_SCOPE) {
        // Outside the encoder's barangays: the server's message, at the barangay; the typing stays.
        notify('error', error.message)
        return { ok: false, fieldErrors: { barangay: error.message } }
      }
      if (!proposing && !adding && error instanceof ApiError && error.status === 409) {
        return { ok: false, fieldErrors: {}, conflict: { message: error.message, current: storedRecord(error) } }
      }
      if (!(error instanceof ApiError) || !error.message) return saveFailed()
      const message = explainContactError(error.message, values.contact_number)
      notify('error', adding ? MESSAGES.addError(message) : MESSAGES.updateError(message))
      const fields = error.fields.contact_number
        ? { ...error.fields, contact_number: explainContactError(error.fields.contact_number, values.contact_number) }
        : error.fields
      return { ok: false, fieldErrors: formFieldErrors(fields) }
    } finally {
      running.current = false
      onRunning(false)
    }
  }

  return save
}
