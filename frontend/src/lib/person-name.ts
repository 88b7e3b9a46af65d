/** The one place the interface spells a person's name from its parts (the server's twin is
 * backend/katutubo/people/names.py). There is no suffix field: 'Jr.' is part of the name as typed. */

export interface NamedPerson {
  first_name?: string | null
  middle_name?: string | null
  last_name?: string | null
}

/** 'list': 'Dela Cruz, Juan Santos' (lists, the latest entry, merges); 'display': 'Juan Santos Dela Cruz'
 * (the family tree, the profile); 'list-short': 'Dela Cruz, Juan' (the master list's column, as the spec
 * says); 'short': 'Juan Dela Cruz' (button names and questions). */
export type NameStyle = 'list' | 'display' | 'list-short' | 'short'

const joined = (parts: (string | null | undefined)[], separator: string) =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(separator)

export function personName(person: NamedPerson, style: NameStyle = 'list'): string {
  const middle = style === 'list' || style === 'display' ? person.middle_name : null
  if (style === 'display' || style === 'short') return joined([person.first_name, middle, person.last_name], ' ')
  return joined([person.last_name, joined([person.first_name, middle], ' ')], ', ')
}
