import { useRef, useState } from 'react'

import { checkDuplicates, type DuplicateMatch, type DuplicateProbe } from '../api/check-duplicates'
import type { PersonCreate } from '../api/types'
import { toPersonPayload, type PersonFormValues } from '../lib/person-form-values'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The fields the duplicate check compares, from the form's values. */
export function probeFrom(values: PersonFormValues): DuplicateProbe {
  return probeFromBody(toPersonPayload(values))
}

/** The same, from a person's values as they are sent (an entry of the offline outbox). */
export function probeFromBody(body: PersonCreate): DuplicateProbe {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  const born = text(body.date_of_birth)
  return {
    first_name: text(body.first_name),
    middle_name: text(body.middle_name),
    last_name: text(body.last_name),
    date_of_birth: born && ISO_DAY.test(born) ? born : null,
    barangay: text(body.barangay),
    gender: text(body.gender),
    mother: text(body.family_tree?.mother),
  }
}

/**
 * Duplicates caught at entry. Before an add is saved, `holdForReview` asks the server for likely matches: when
 * there are some, the save waits and `matches` shows them. The clerk opens an existing record, or chooses
 * `differentPerson` and saves again (the same values are not checked twice): that save sends `keptApart()` (the
 * create's `different_from`), so the server records the choice in the same transaction as the person; `saved`
 * then starts afresh for the next person. Never a block: a failed check lets the save go on.
 */
export function useDuplicateCheck(adding: boolean) {
  const [matches, setMatches] = useState<DuplicateMatch[]>([])
  const cleared = useRef<string | null>(null)
  const shown = useRef<{ key: string; ids: number[] } | null>(null)
  const apart = useRef<number[]>([])

  async function holdForReview(values: PersonFormValues): Promise<boolean> {
    if (!adding) return false
    const probe = probeFrom(values)
    const key = JSON.stringify(probe)
    if (cleared.current === key) return false
    apart.current = [] // the values changed since the choice: it was about other matches
    let found: DuplicateMatch[]
    try {
      found = await checkDuplicates(probe)
    } catch {
      return false
    }
    setMatches(found)
    shown.current = found.length ? { key, ids: found.map((match) => match.id) } : null
    return found.length > 0
  }

  function differentPerson() {
    cleared.current = shown.current?.key ?? null
    apart.current = shown.current?.ids ?? []
    setMatches([])
  }

  /** The people shown that the clerk said are someone else, for the save (empty unless they chose so). */
  function keptApart(): number[] {
    return [...apart.current]
  }

  function saved() {
    cleared.current = null
    shown.current = null
    apart.current = []
    setMatches([])
  }

  return { matches, holdForReview, differentPerson, keptApart, saved }
}

export type DuplicateCheck = ReturnType<typeof useDuplicateCheck>
