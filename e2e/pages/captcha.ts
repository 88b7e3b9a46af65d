import { expect, type Locator, type Page } from '@playwright/test'

/** The ALTCHA widget (altcha 3.x web component, open shadow root: CSS locators reach inside). */
export class Captcha {
  readonly widget: Locator
  readonly state: Locator

  constructor(page: Page) {
    this.widget = page.locator('altcha-widget')
    this.state = this.widget.locator('.altcha')
  }

  /** Tick "I'm not a robot" (the label: the svg on the box intercepts clicks) and wait for the proof of work
   * (seconds on a busy machine: the browser's worker shares the cores with the server and the other browser). */
  async solve(): Promise<void> {
    // The widget's code loads when its form is first used: the pointer comes to it, as a person's would.
    await this.widget.locator('..').hover()
    await expect(this.state).toHaveAttribute('data-state', /.+/)
    if ((await this.state.getAttribute('data-state')) !== 'verified') {
      await this.widget.locator('label').first().click()
    }
    await expect(this.state).toHaveAttribute('data-state', 'verified', { timeout: 45_000 })
  }
}
