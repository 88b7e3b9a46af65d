import { expect, type Locator, type Page } from '@playwright/test'

/** The Administration area's record of processing (/admin/privacy): sections of facts, a label and its value each. */
export class PrivacyRecordPage {
  readonly heading: Locator
  readonly print: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Record of processing', level: 2 })
    this.print = page.getByRole('button', { name: 'Print', exact: true })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/privacy')
    await expect(this.heading).toBeVisible()
  }

  /** The value beside a label in a section (a titled region). */
  value(section: string, label: string): Locator {
    return this.page
      .getByRole('region', { name: section })
      .locator('dt')
      .getByText(label, { exact: true })
      .locator('xpath=following-sibling::dd[1]')
  }
}
