/** What is typed in a list's search box, and the applied search (`?q=`) it was typed over. `pending`: `q` was
 * just applied and the address has not caught up yet (typing meanwhile must not be lost). */
export interface SearchDraft {
  q: string
  text: string
  pending: boolean
}

/**
 * The draft once `typed` is in the box. A draft keeps the search it was typed over: the key's handler may belong
 * to a render from before the address took the applied search, and its `q` would then be the one before (the
 * letter typed would be lost). Without a draft, `typed` goes over the address's search `q`.
 */
export function typedDraft(draft: SearchDraft | null, q: string, typed: string): SearchDraft {
  return draft ? { ...draft, text: typed } : { q, text: typed, pending: false }
}

/** The draft once the address's search is `q`: its own search arrived (nothing pending any more), or the address
 * changed it some other way (Back, a link), and the box shows the address's search. */
export function draftAtAddress(draft: SearchDraft | null, q: string): SearchDraft | null {
  if (!draft) return null
  if (draft.q !== q) return draft.pending ? draft : null
  return draft.pending ? { ...draft, pending: false } : draft
}

/** What the box shows: the draft typed over the address's search `q` (or on its way there), else `q`. */
export function shownText(draft: SearchDraft | null, q: string): string {
  return draft && (draft.q === q || draft.pending) ? draft.text : q
}
