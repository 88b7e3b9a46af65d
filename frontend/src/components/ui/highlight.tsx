import { Fragment } from 'react'

export interface TextPart {
  text: string
  match: boolean
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Splits `text` where a word starts with `query` (case-insensitive), the way a prefix search matches
 * (a name, a barangay or a tribe); `anywhere` marks it inside words too (a "contains" search).
 * No query or no match: one unmarked part.
 */
export function highlightParts(text: string, query: string, { anywhere = false } = {}): TextPart[] {
  const needle = query.trim()
  if (needle === '' || text === '') return [{ text, match: false }]
  const wordStart = anywhere ? '' : '(?<![\\p{L}\\p{N}])'
  const pattern = new RegExp(`${wordStart}${escapeRegExp(needle)}`, 'giu')
  const parts: TextPart[] = []
  let last = 0
  for (const found of text.matchAll(pattern)) {
    const start = found.index
    if (start > last) parts.push({ text: text.slice(last, start), match: false })
    parts.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}

/**
 * The mark's look: dark text on amber whatever the line's own colour (a grey second line's 'stone-500' on amber was
 * 3.84:1; stone-900 is over 12:1), and no padding or margin, so a word marked in part reads whole ('Bagani', not
 * 'Bag ani').
 */
const MARK_CLASS = 'bg-amber-200 text-stone-900'

/** `text` with the parts that match `query` in <mark>. */
export function Highlight({ text, query, anywhere = false }: { text: string; query: string; anywhere?: boolean }) {
  return highlightParts(text, query, { anywhere }).map((part, index) =>
    part.match ? (
      <mark key={index} className={MARK_CLASS}>
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}
