export type Cell = string | number

/** RFC 4180 text: every field that holds a quote, comma or line break is quoted; a leading =, +, - or @ is
 * prefixed with ' so a spreadsheet never runs it as a formula. */
export function toCsv(columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const field = (value: Cell) => {
    let text = String(value)
    if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }
  return [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}
