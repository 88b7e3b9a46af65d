import { expect, type Locator, type Page } from '@playwright/test'

export const ALL_TITLE = 'All Indigenous People in Catanauan, Quezon'

/** The table's columns, in order (cells are found by position). */
const COLUMNS = [
  '#',
  'Photo',
  'Name',
  'Gender',
  'Barangay',
  'Birthplace',
  'Tribe',
  'STUDENT',
  'NON-STUDENT',
  'UNEMPLOYED',
  'PWD',
  'Actions',
] as const
export type Column = (typeof COLUMNS)[number]
export type SortableColumn = Extract<Column, 'Name' | 'Gender' | 'Barangay' | 'Tribe' | 'STUDENT' | 'NON-STUDENT' | 'UNEMPLOYED' | 'PWD'>

/** The Chieftain's list (/super-admin): barangay, filter menu, search, sortable table. */
export class ChieftainList {
  readonly title: Locator
  readonly resultLine: Locator
  readonly barangay: Locator
  readonly filters: Locator
  readonly search: Locator
  readonly table: Locator
  readonly rows: Locator
  readonly next: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.title = main.getByRole('heading', { level: 1 })
    // The line under the title (the search box has a status of its own).
    this.resultLine = main.locator('header').getByRole('status')
    this.barangay = main.getByRole('combobox', { name: 'Barangay' })
    this.filters = main.getByRole('button', { name: /^Filters/ })
    this.search = main.getByRole('combobox', { name: 'Search' })
    this.table = main.getByRole('table')
    // Body rows only: the header row holds column headers, not cells.
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') })
    this.next = main.getByRole('button', { name: 'Next' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/super-admin')
    await expect(this.title).toHaveText(ALL_TITLE)
  }

  /** A sortable column's header (its aria-sort tells the order) and the button in it that cycles the sort. */
  header(column: SortableColumn): Locator {
    return this.table.getByRole('columnheader', { name: column, exact: true })
  }

  /** Choose one of the Filters menu's options (a gender or a status). */
  async chooseFilter(label: string): Promise<void> {
    await this.filters.click()
    await this.page.getByRole('menuitemradio', { name: label, exact: true }).click()
  }

  async sortBy(column: SortableColumn): Promise<void> {
    await this.header(column).getByRole('button').click()
  }

  /** The cells of one column, top to bottom, in the rows shown (or in some of them). */
  column(column: Column, rows: Locator = this.rows): Locator {
    return rows.locator(`td:nth-child(${COLUMNS.indexOf(column) + 1})`)
  }

  /** Wait until the table shows the server's answer for the current controls (no placeholder rows). */
  async settled(): Promise<void> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false')
  }

  /** Type a search and let the list follow it (the list searches 200 ms after the last key). */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text)
    await expect(this.title).toHaveText(`Results for "${text}"`)
    await this.settled()
  }
}
