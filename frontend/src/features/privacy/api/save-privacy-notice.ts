import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { privacyKeys } from './keys'

export type PrivacyNoticeIn = components['schemas']['PrivacyNoticeIn']

export async function savePrivacyNotice(body: PrivacyNoticeIn) {
  return unwrap(await api.PUT('/api/privacy-notice', { body }))
}

/** Both texts saved (each changed one audited); the notice is fetched again wherever it shows. */
export function useSavePrivacyNotice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePrivacyNotice,
    onSuccess: (saved) => queryClient.setQueryData(privacyKeys.notice, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.notice }),
  })
}
