import { expect, type Locator, type Page } from '@playwright/test'

/** /account: the signed-in person's Change Password form and Log out everywhere. */
export class AccountPage {
  readonly heading: Locator
  readonly currentPassword: Locator
  readonly newPassword: Locator
  readonly confirmPassword: Locator
  readonly changePassword: Locator
  readonly notice: Locator
  readonly logOutEverywhere: Locator
  readonly logOutEverywhereDialog: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'My Account' })
    this.currentPassword = main.getByLabel('Current Password', { exact: true })
    this.newPassword = main.getByLabel('New Password', { exact: true })
    this.confirmPassword = main.getByLabel('Confirm New Password', { exact: true })
    this.changePassword = main.getByRole('button', { name: 'Change Password', exact: true })
    this.notice = main.getByRole('status')
    this.logOutEverywhere = main.getByRole('button', { name: 'Log out everywhere', exact: true })
    this.logOutEverywhereDialog = page.getByRole('dialog', { name: 'Log out everywhere' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/account')
    await expect(this.heading).toBeVisible()
  }

  /** Type the three fields with the keyboard and send the form with Enter. */
  async changePasswordTo(current: string, next: string): Promise<void> {
    await this.currentPassword.focus()
    await this.page.keyboard.type(current)
    await this.newPassword.focus()
    await this.page.keyboard.type(next)
    await this.confirmPassword.focus()
    await this.page.keyboard.type(next)
    await this.page.keyboard.press('Enter')
  }
}
