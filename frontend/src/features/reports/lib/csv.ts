export type Cell = string | number

/** Quotes, then a tab or CR, or optional spaces and a formula sign (also full-width): the rule of the server's
 * CSV exports (backend/katutubo/core/csv_safety.py, which says why), so both kinds of CSV read the same. */
const FORMULA_START = /^'*(?:[\t\r]|\s*[=+\-@＝＋－＠])/

/** RFC 4180 text: every field that holds a quote, comma or line break is quoted; a text a spreadsheet would
 * run as a formula (OWASP: leading =, +, -, @, tab or CR) is prefixed with ' so it is shown as text. */
export function toCsv(columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const field = (value: Cell) => {
    let text = String(value)
    if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }
  return [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}
