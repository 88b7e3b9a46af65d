import { onCreatedAtSync } from '@/lib/offline/created-at-sync'

/**
 * The checks run at sync on each person the outbox creates: the Add form's duplicate check, which the form could
 * not run offline (its code loads when the first person is sent, so the sign-in screen stays light).
 */
export function registerSyncChecks(): () => void {
  return onCreatedAtSync(async (entry, person) => {
    const { duplicatesAtSync } = await import('@/features/people/offline/duplicates-at-sync')
    await duplicatesAtSync(entry, person)
  })
}
