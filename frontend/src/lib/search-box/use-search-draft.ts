import { useState } from 'react'

import { draftAtAddress, shownText, typedDraft, type SearchDraft } from './search-draft'

/**
 * The text of a search box over the address's search `q`: what is typed while it is typed (kept while its
 * search is on its way to the address), and the address's search once the address changes it some other way
 * (Back, a link).
 */
export function useSearchDraft(q: string) {
  const [draft, setDraft] = useState<SearchDraft | null>(null)
  // Once the address changes (to the applied search, or by Back or a link), the draft follows it.
  const [seenQ, setSeenQ] = useState(q)
  if (seenQ !== q) {
    setSeenQ(q)
    const next = draftAtAddress(draft, q)
    if (next !== draft) setDraft(next)
  }
  return {
    text: shownText(draft, q),
    /** `typed` is in the box (over the applied search, or over one still on its way to the address). */
    type: (typed: string) => setDraft((d) => typedDraft(d, q, typed)),
    /** `typed` applies as the search: the box keeps it as typed; the search to put in the address, trimmed. */
    apply: (typed: string): string => {
      const applied = typed.trim()
      setDraft({ q: applied, text: typed, pending: applied !== q })
      return applied
    },
  }
}
