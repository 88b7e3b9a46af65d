const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/

/** 'YYYY-MM-DD' (or a Date) as 'November 23, 2026' / '23 Nobyembre 2026' in the interface's language. */
export function formatLongDate(value: string | Date, language: string): string {
  let date: Date
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value)
    if (!match) return value
    date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  } else {
    date = new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()))
  }
  const locale = language === 'fil' ? 'fil-PH' : 'en-PH'
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
