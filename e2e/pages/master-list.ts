import { expect, type Locator, type Page } from '@playwright/test'

export const EMPTY_LIST = 'No data found — try adjusting your search or filters.'

/** The master list screens (/total-population family): toolbar, table, row actions and their dialogs. */
export class MasterList {
  readonly addNew: Locator
  readonly search: Locator
  readonly table: Locator
  readonly profile: Locator
  readonly deleteDialog: Locator

  constructor(readonly page: Page) {
    this.addNew = page.getByRole('button', { name: 'Add New', exact: true })
    this.search = page.getByRole('combobox', { name: 'Search' })
    this.table = page.getByRole('table')
    this.profile = page.getByRole('dialog', { name: 'IP Profile' })
    this.deleteDialog = page.getByRole('alertdialog')
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
