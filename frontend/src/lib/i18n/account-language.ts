/**
 * The account's language (users.language on the server): changed with the header's switch while signed in, and
 * applied when a session arrives (a login on a new device takes the account's choice).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import { sessionQuery, useSession } from '@/lib/auth/session'

import { i18n } from './i18n'
import { isLanguage, type Language } from './language'

export async function saveAccountLanguage(language: Language) {
  return unwrap(await api.PATCH('/api/account/language', { body: { language } }))
}

/** Switch the interface (kept on this device) and, when signed in, the account's language. */
export function useChangeLanguage() {
  const queryClient = useQueryClient()
  const { user } = useSession()
  const save = useMutation({
    mutationFn: saveAccountLanguage,
    onSuccess: (account) =>
      queryClient.setQueryData(sessionQuery.queryKey, (session) => (session ? { ...session, user: account } : session)),
  })
  return (language: Language) => {
    void i18n.changeLanguage(language)
    if (user && user.language !== language) save.mutate(language)
  }
}

/** A signed-in account's language wins over the device's: applied when the session (a login) brings it. */
export function useAccountLanguage(): void {
  const { user } = useSession()
  const language = user?.language
  useEffect(() => {
    if (isLanguage(language) && language !== i18n.language) void i18n.changeLanguage(language)
  }, [language])
}
