/**
 * The count line above a paged admin list ('Showing 51–100 of 3,000 events'), from a catalogue's
 * `showing_one` / `showing_other` (the noun's plural follows the total): the values to give it.
 */
export function showingValues(page: number, pageSize: number, shown: number, total: number, language: string) {
  const number = new Intl.NumberFormat(language === 'fil' ? 'fil-PH' : 'en-US')
  const from = (page - 1) * pageSize + 1
  return { from: number.format(from), to: number.format(from + shown - 1), total: number.format(total), count: total }
}
