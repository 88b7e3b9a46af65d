import type { ReactNode } from 'react'

import { OfflineBanner } from '@/lib/offline/offline-banner'

import { HeaderBar } from './header-bar'

/**
 * The header bar and the offline banner above a screen: the same around the sign-in shell's login page
 * (app/sign-in-shell.tsx, no router loaded) and around every route of the app (AppLayout).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <HeaderBar />
      <OfflineBanner />
      {children}
    </div>
  )
}
