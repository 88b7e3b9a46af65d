import { expect, type Locator, type Page } from '@playwright/test'

export const PENDING_TITLE = 'Your account is waiting for approval.'
export const PENDING_EXPLANATION = 'An IPMR of the registry must approve your account before you can see the records.'

/** /pending: where an account waits for an IPMR's approval. */
export class PendingPage {
  readonly heading: Locator
  readonly explanation: Locator
  readonly main: Locator
  readonly logOut: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole('main')
    this.heading = this.main.getByRole('heading', { name: PENDING_TITLE })
    this.explanation = this.main.getByText(PENDING_EXPLANATION)
    this.logOut = this.main.getByRole('button', { name: 'Log Out', exact: true })
  }

  /** Log Out on the screen, then Yes in the confirm dialog: the login screen. */
  async logOutConfirmed(): Promise<void> {
    await this.logOut.click()
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Are you sure you want to Log Out?' })
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click()
    await expect(this.page).toHaveURL(/\/login$/)
  }

  /** The role the account asked for, as the screen shows it. */
  roleAskedFor(): Locator {
    return this.main.getByText('Role asked for:').locator('xpath=following-sibling::*[1]')
  }
}
