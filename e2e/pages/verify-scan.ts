import { expect, type Locator, type Page } from '@playwright/test'

import { tabTo } from '../support/keyboard'

/** The public page /verify/scan: a certificate's QR code pasted (or scanned) and checked on the device. */
export class VerifyScan {
  readonly keyReady: Locator
  readonly text: Locator
  readonly check: Locator
  readonly camera: Locator
  readonly verdict: Locator
  readonly result: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.keyReady = main.getByText(/^This device holds the registry's key /)
    this.text = main.getByRole('textbox', { name: 'QR code text' })
    this.check = main.getByRole('button', { name: 'Check' })
    this.camera = main.getByRole('button', { name: 'Scan with the camera' })
    this.result = main.getByRole('region')
    this.verdict = this.result.getByRole('heading', { level: 2 })
  }

  async open(): Promise<void> {
    await this.page.goto('/verify/scan')
    await expect(this.keyReady).toBeVisible()
  }

  /** The text typed into the field by keyboard (as pasted), then Enter. */
  async checkText(text: string): Promise<void> {
    await tabTo(this.page, this.text)
    await this.page.keyboard.press('ControlOrMeta+A')
    await this.page.keyboard.press('Delete')
    await this.page.keyboard.insertText(text)
    await this.page.keyboard.press('Enter')
  }

  /** The value shown beside a label of the result. */
  value(label: string): Locator {
    return this.result.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
  }
}
