import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useSession } from '@/lib/auth/session'
import { settleFinding, useSyncFinding } from '@/lib/offline/findings'
import { isNetworkFailure } from '@/lib/offline/network'

import { markDifferentPeople } from '../api/check-duplicates'
import { PossibleDuplicates } from '../components/possible-duplicates'

/**
 * 'Possible duplicate' on a person added offline whose duplicate check at sync found likely matches: shown each
 * time the clerk opens the person (profile or edit) with the Add form's choices, View or 'This is a different
 * person' (remembered and audited on the server, as the Add form does; then not shown again). `onView` shows a
 * match the way the screen around it shows people (see PossibleDuplicates).
 */
export function SyncDuplicateWarning({ personId, onView }: { personId: number; onView: (personId: number) => void }) {
  const { t } = useTranslation('offline')
  const { user } = useSession()
  const finding = useSyncFinding(personId)
  const [error, setError] = useState<string | null>(null)
  const running = useRef(false)
  if (!finding || !user) return null

  async function different() {
    if (running.current || !finding || !user) return
    running.current = true
    setError(null)
    try {
      await markDifferentPeople(personId, finding.matches.map((match) => match.id))
      await settleFinding(user.id, personId)
    } catch (failure) {
      setError(isNetworkFailure(failure) ? t('noAnswer') : failure instanceof Error ? failure.message : String(failure))
    } finally {
      running.current = false
    }
  }

  return (
    <div className="space-y-2 print:hidden">
      <PossibleDuplicates
        matches={finding.matches}
        intro={t('duplicateAtSync', { count: finding.matches.length, different: t('duplicates:possible.different') })}
        onDifferent={() => void different()}
        onView={onView}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
