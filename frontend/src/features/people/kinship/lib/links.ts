import { personName } from '@/lib/person-name'
import type { Candidate, Relative, RelativeLinksIn, Relatives } from '../api/types'

/** A linked relative as the form shows it (a chip): enough to name them. */
export interface LinkedPerson {
  id: number
  name: string
  barangay?: string | null
  age?: number | null
  lineage?: string | null
}

/** The person form's linked relatives (react-hook-form field `relatives`); undefined: not loaded, sends nothing. */
export interface RelativeLinks {
  father: LinkedPerson | null
  mother: LinkedPerson | null
  spouses: LinkedPerson[]
  children: LinkedPerson[]
}

export const NO_LINKS: RelativeLinks = { father: null, mother: null, spouses: [], children: [] }

export type Slot = keyof RelativeLinks

function linked(relative: Relative | Candidate | null | undefined): LinkedPerson | null {
  return relative && 'first_name' in relative
    ? { id: relative.id, name: personName(relative, 'display'), barangay: relative.barangay, age: relative.age, lineage: relative.lineage }
    : null
}

const linkedOnly = (relatives: Relative[]) => relatives.map(linked).filter((r): r is LinkedPerson => r !== null)

/** The links of a stored person (the relatives endpoint's answer; typed names are the text fields' business). */
export function linksFrom(relatives: Relatives): RelativeLinks {
  return {
    father: linked(relatives.father),
    mother: linked(relatives.mother),
    spouses: linkedOnly(relatives.spouses),
    children: linkedOnly(relatives.children),
  }
}

export function candidateLink(candidate: Candidate): LinkedPerson {
  return linked(candidate) as LinkedPerson
}

export function toLinksPayload(links: RelativeLinks): RelativeLinksIn {
  return {
    father_id: links.father?.id ?? null,
    mother_id: links.mother?.id ?? null,
    spouse_ids: links.spouses.map((p) => p.id),
    children_ids: links.children.map((p) => p.id),
  }
}

/** The comma-separated names field without the last, partly typed name (replaced by a chosen person). */
export function withoutLastName(text: string): string {
  const parts = text.split(',')
  parts.pop()
  return parts.map((p) => p.trim()).filter(Boolean).join(', ')
}

/** The name being typed in a comma-separated field: the text after the last comma. */
export function lastTypedName(text: string): string {
  return text.split(',').at(-1)?.trim() ?? ''
}
