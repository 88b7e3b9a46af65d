import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { auditKeys } from '../../audit/api/keys'
import { incidentKeys } from './keys'

export type IncidentPayload = components['schemas']['IncidentIn']

export interface SaveIncident {
  /** The incident changed; a new one when undefined. */
  id?: number
  payload: IncidentPayload
}

export async function saveIncident({ id, payload }: SaveIncident) {
  return id === undefined
    ? unwrap(await api.POST('/api/admin/incidents', { body: payload }))
    : unwrap(await api.PUT('/api/admin/incidents/{incident_id}', { params: { path: { incident_id: id } }, body: payload }))
}

/** Records a new incident or changes one; the register and the audit trail fetch again. */
export function useSaveIncident() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveIncident,
    onSuccess: (saved) => queryClient.setQueryData(incidentKeys.one(saved.id), saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  })
}
