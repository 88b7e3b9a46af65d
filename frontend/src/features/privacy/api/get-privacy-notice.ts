import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { components } from '@/lib/api/schema'

import { privacyKeys } from './keys'

export type PrivacyNotice = components['schemas']['PrivacyNoticeOut']
export type NoticeLanguage = 'en' | 'fil'

export async function getPrivacyNotice(signal?: AbortSignal) {
  return unwrap(await api.GET('/api/privacy-notice', { signal }))
}

export const privacyNoticeQuery = queryOptions({ queryKey: privacyKeys.notice, queryFn: ({ signal }) => getPrivacyNotice(signal) })

/** The notice's English and Filipino texts (the default ones until an IPMR saves their own). */
export function usePrivacyNotice() {
  return useQuery(privacyNoticeQuery)
}
