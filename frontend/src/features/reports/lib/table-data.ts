import type { Cell } from './csv'

/** A table of the report as shown and as its CSV holds it: a header row, then rows headed by their first cell. */
export interface TableData {
  columns: string[]
  rows: Cell[][]
}
