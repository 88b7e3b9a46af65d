import { expect, type Locator, type Page } from '@playwright/test'

/** Administration → Users (/admin/users): the accounts table (cards on a phone) and its action dialogs. */
export class AdminUsers {
  readonly heading: Locator
  readonly search: Locator
  readonly status: Locator
  readonly role: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { name: 'Users', exact: true })
    this.search = main.getByLabel('Search name or email')
    this.status = main.getByLabel('Status', { exact: true })
    this.role = main.getByLabel('Role', { exact: true })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/users')
    await expect(this.heading).toBeVisible()
  }

  /** Search by email: only that account is listed. */
  async find(email: string): Promise<void> {
    await this.search.fill(email)
    await this.search.press('Enter')
    await expect(this.page.getByRole('main').getByText('Showing 1–1 of 1 account', { exact: true })).toBeVisible()
  }

  /** The account's row in the table, or its card on a phone. */
  entry(email: string): Locator {
    const main = this.page.getByRole('main')
    return main.getByRole('row').or(main.getByRole('listitem')).filter({ hasText: email })
  }

  /** The account's button, e.g. `action('Approve', 'Rosa Lim')` (its accessible name says whose it is). */
  action(label: string, name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: `${label} for ${name}`, exact: true })
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title }).or(this.page.getByRole('alertdialog', { name: title }))
  }

  /** A success notice. */
  notice(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text })
  }
}
