import { readFileSync } from 'node:fs'

import type { Download } from '@playwright/test'

/** The rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks); a BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const source = text.replace(/^\ufeff/, '')
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}

/** A downloaded CSV as objects keyed by its header row. */
export async function downloadedCsv(download: Download): Promise<Record<string, string>[]> {
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'))
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}
