import { useTranslation } from 'react-i18next'

import { useSession } from '@/lib/auth/session'

/**
 * To the IPMR while KATUTUBO_PUBLIC_URL is unset: emails and certificates point at an address only the server's
 * own computer opens. The server decides (the session carries the address to the IPMR alone); nothing otherwise.
 */
export function PublicAddressNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation('admin')
  const { loopbackPublicUrl } = useSession()
  if (!loopbackPublicUrl) return null
  return (
    <p role="note" className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 ${className}`}>
      {t('localAddress', { url: loopbackPublicUrl })}
    </p>
  )
}
