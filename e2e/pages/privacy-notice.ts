import { expect, type Locator, type Page } from '@playwright/test'

/** /privacy-notice/:personId: the notice printed for one person (its sheet, name, date and signature line). */
export class PrivacyNoticeSheet {
  readonly sheet: Locator
  readonly print: Locator

  constructor(readonly page: Page) {
    this.sheet = page.getByRole('article')
    this.print = page.getByRole('button', { name: /^(Print|I-print)$/ })
  }

  /** Count the browser's print dialogs instead of opening one (call before the page loads). */
  static async countPrints(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => {
        counted.printed += 1
      }
    })
  }

  async printed(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { printed: number }).printed)
  }

  async expectFor(name: string, heading: string): Promise<void> {
    await expect(this.sheet.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(this.sheet.getByText(name, { exact: true })).toBeVisible()
  }
}

/** Administration → Privacy notice: the two texts and Save. */
export class PrivacyNoticeAdmin {
  readonly english: Locator
  readonly filipino: Locator
  readonly save: Locator

  constructor(readonly page: Page) {
    this.english = page.getByLabel('Text in English', { exact: true })
    this.filipino = page.getByLabel('Text in Filipino', { exact: true })
    this.save = page.getByRole('button', { name: 'Save', exact: true })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/privacy-notice')
    await expect(this.english).toBeVisible()
  }
}
