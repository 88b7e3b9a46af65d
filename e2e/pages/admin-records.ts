import { expect, type Locator, type Page } from '@playwright/test'

/** The Administration area's Trash (/admin/trash): deleted people, Restore and Delete permanently. */
export class TrashPage {
  readonly heading: Locator
  readonly purgeDialog: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Trash', level: 2 })
    this.purgeDialog = page.getByRole('alertdialog', { name: 'Delete Permanently' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/trash')
    await expect(this.heading).toBeVisible()
  }

  /** A deleted person's row (desktop) or card (phone), by the Trash's 'Last, First Middle' name. */
  entry(name: string): Locator {
    return this.page.getByRole('row', { name }).or(this.page.getByRole('listitem', { name }))
  }

  restore(name: string): Locator {
    return this.page.getByRole('button', { name: `Restore ${name}`, exact: true })
  }

  deletePermanently(name: string): Locator {
    return this.page.getByRole('button', { name: `Delete permanently ${name}`, exact: true })
  }

  /** The confirm dialog's last-name box, its disposal authority box (RA 9470) and its button. */
  purgeControls(): { lastName: Locator; authority: Locator; confirm: Locator } {
    return {
      lastName: this.purgeDialog.getByRole('textbox', { name: /^Type the last name/ }),
      authority: this.purgeDialog.getByRole('textbox', { name: 'Disposal authority (National Archives)' }),
      confirm: this.purgeDialog.getByRole('button', { name: 'Delete permanently', exact: true }),
    }
  }
}

/** The Administration area's audit trail (/admin/audit): filters and the events, newest first. */
export class AuditTrailPage {
  readonly heading: Locator
  readonly action: Locator
  readonly actor: Locator
  readonly table: Locator
  readonly rows: Locator
  readonly resultLine: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Audit trail', level: 2 })
    this.action = page.getByRole('combobox', { name: 'Action' })
    this.actor = page.getByRole('combobox', { name: 'By' })
    this.table = page.getByRole('table')
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') })
    this.resultLine = page.getByRole('main').locator('header').getByRole('status')
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/admin/audit${search}`)
    await expect(this.heading).toBeVisible()
  }

  /** The Action column of the rows shown, once the table holds the server's answer. */
  async actions(): Promise<string[]> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false')
    return this.rows.locator('td:nth-child(3)').allTextContents()
  }

  /** The link in an event's Record column that narrows the trail to that person. */
  personLink(name: string): Locator {
    return this.page.getByRole('link', { name: `${name}: show only this person's events` }).first()
  }
}
