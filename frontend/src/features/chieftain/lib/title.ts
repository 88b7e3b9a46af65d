import { i18n } from '@/lib/i18n'
import { CATANAUAN, type Municipality } from '@/lib/municipality'

/** The list's heading: a search wins over a barangay, which wins over the whole municipality (the registry's). */
export function listTitle({
  term,
  barangay,
  municipality = CATANAUAN,
}: {
  term: string
  barangay: string
  municipality?: Municipality
}): string {
  const searched = term.trim()
  if (searched) return i18n.t('chieftain:title.search', { term: searched })
  if (barangay) return i18n.t('chieftain:title.barangay', { barangay })
  return i18n.t('chieftain:title.all', { municipality: municipality.name, province: municipality.province })
}

/** The empty table's text. */
export function emptyText(barangay: string): string {
  return barangay ? i18n.t('chieftain:emptyIn', { barangay }) : i18n.t('chieftain:empty')
}
