import { expect, type Locator, type Page } from '@playwright/test'

export const EMPTY_LIST = 'No data found — try adjusting your search or filters.'

/** The master list's sortable column headers. */
export type MasterSortable =
  | 'Name' | 'Birthdate' | 'Age' | 'Gender' | 'Tribe' | 'STUDENT' | 'NON-STUDENT' | 'UNEMPLOYED' | 'PWD' | 'Barangay'

/** The master list screens (/total-population family): toolbar, table, row actions and their dialogs. */
export class MasterList {
  readonly addNew: Locator
  readonly search: Locator
  readonly table: Locator
  readonly profile: Locator
  readonly deleteDialog: Locator
  readonly title: Locator
  /** 'Showing 51–100 of 3,000 people' under the title. */
  readonly resultLine: Locator
  readonly filter: Locator
  readonly barangay: Locator
  readonly next: Locator
  /** Body rows of the table (the header row holds column headers, not cells). */
  readonly rows: Locator
  /** The phone layout: one card per person. */
  readonly cards: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.title = main.getByRole('heading', { level: 1 })
    this.resultLine = main.locator('header').getByRole('status')
    this.filter = main.getByRole('combobox', { name: 'Filter' })
    this.barangay = main.getByRole('combobox', { name: 'Barangay' })
    this.next = main.getByRole('button', { name: 'Next' })
    this.cards = main.getByRole('list', { name: 'People' }).getByRole('listitem')
    this.addNew = page.getByRole('button', { name: 'Add New', exact: true })
    this.search = page.getByRole('combobox', { name: 'Search' })
    this.table = page.getByRole('table')
    this.profile = page.getByRole('dialog', { name: 'IP Profile' })
    this.deleteDialog = page.getByRole('alertdialog')
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') })
  }

  /** The names in the rows shown ('51. Last, First'), once the table holds the server's answer. */
  async rowNames(): Promise<string[]> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false')
    return this.rows.locator('td:nth-child(2)').allTextContents()
  }

  /** A sortable column's header (its aria-sort tells the order). */
  header(column: MasterSortable): Locator {
    return this.table.getByRole('columnheader', { name: column, exact: true })
  }

  async sortBy(column: MasterSortable): Promise<void> {
    await this.header(column).getByRole('button').click()
  }

  /** Search as a person does (type, Enter), and wait until the list applied it (the address carries it). */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text)
    await expect(this.search).toHaveValue(text)
    await this.search.press('Enter')
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`))
  }

  /** A person's card in the phone layout, found by the list's 'Last, First' name. */
  card(first: string, last: string): Locator {
    return this.cards.filter({ has: this.page.getByText(`${last}, ${first}`) })
  }

  async goto(path = '/total-population'): Promise<void> {
    await this.page.goto(path)
    await expect(this.search).toBeVisible()
  }

  /** The table row of a person, found by the list's 'Last, First' name. */
  row(first: string, last: string): Locator {
    return this.table.getByRole('row').filter({ hasText: `${last}, ${first}` })
  }

  /** Type into the search box and pick the person from the suggestions. */
  async findBySuggestion(first: string, last: string): Promise<Locator> {
    await this.search.fill(last)
    await this.page.getByRole('option').filter({ hasText: first }).filter({ hasText: last }).click()
    const row = this.row(first, last)
    await expect(row).toBeVisible()
    return row
  }

  /** A toast (role=status for success, role=alert for errors) with this text. */
  notice(text: string): Locator {
    return this.page.getByRole('status').or(this.page.getByRole('alert')).filter({ hasText: text })
  }

  /** A value of the open profile, found by its label (a dt/dd pair). */
  profileDetail(label: string): Locator {
    return this.profile.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  }
}
