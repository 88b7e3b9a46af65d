/**
 * The list search for a picked name suggestion ('Last, First Middle'): the first given name and the last
 * name, which the server matches word by word (a middle name is not part of the name search).
 */
export function searchTextForName(suggestionName: string): string {
  const [last, rest = ''] = suggestionName.split(',')
  const first = rest.trim().split(/\s+/)[0] ?? ''
  return [first, last.trim()].filter(Boolean).join(' ')
}
