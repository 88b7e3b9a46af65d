import { useRef, useState } from 'react'

import { checkDuplicates, markDifferentPeople, type DuplicateMatch, type DuplicateProbe } from '../api/check-duplicates'
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
 * `differentPerson` and saves again (the same values are not checked twice); `saved` then records that choice.
 * Never a block: a failed check lets the save go on.
 */
export function useDuplicateCheck(adding: boolean) {
  const [matches, setMatches] = useState<DuplicateMatch[]>([])
  const cleared = useRef<string | null>(null)
  const shown = useRef<{ key: string; ids: number[] } | null>(null)
  const keptApart = useRef<number[]>([])

  async function holdForReview(values: PersonFormValues): Promise<boolean> {
    if (!adding) return false
    const probe = probeFrom(values)
    const key = JSON.stringify(probe)
    if (cleared.current === key) return false
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
    keptApart.current = shown.current?.ids ?? []
    setMatches([])
  }

  async function saved(personId: number) {
    const ids = keptApart.current
    cleared.current = null
    shown.current = null
    keptApart.current = []
    setMatches([])
    if (ids.length) await markDifferentPeople(personId, ids).catch(() => undefined)
  }

  return { matches, holdForReview, differentPerson, saved }
}

export type DuplicateCheck = ReturnType<typeof useDuplicateCheck>
