import { i18n } from '@/lib/i18n'

export const MUNICIPALITY = 'Catanauan'
export const PROVINCE = 'Quezon'

/** The list's heading: a search wins over a barangay, which wins over the whole municipality. */
export function listTitle({ term, barangay }: { term: string; barangay: string }): string {
  const searched = term.trim()
  if (searched) return i18n.t('chieftain:title.search', { term: searched })
  if (barangay) return i18n.t('chieftain:title.barangay', { barangay })
  return i18n.t('chieftain:title.all', { municipality: MUNICIPALITY, province: PROVINCE })
}

/** The empty table's text. */
export function emptyText(barangay: string): string {
  return barangay ? i18n.t('chieftain:emptyIn', { barangay }) : i18n.t('chieftain:empty')
}
