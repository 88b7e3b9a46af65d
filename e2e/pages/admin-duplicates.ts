import { expect, type Locator, type Page } from '@playwright/test'

/** How long a refresh may take to show what it found, on a busy machine. */
export const SCAN_TIMEOUT = 30_000

/** /admin/duplicates: the refresh, its progress line, and one card per likely pair. */
export class DuplicatesPage {
  readonly refresh: Locator
  readonly status: Locator

  constructor(readonly page: Page) {
    this.refresh = page.getByRole('button', { name: 'Refresh', exact: true })
    this.status = page.getByRole('status').filter({ hasText: /Last refreshed|Not refreshed yet/ })
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/admin/duplicates${query}`)
  }

  /**
   * Refresh, as a person does, and wait until the server has taken it (202). What it finds shows when it has
   * run: wait for that (a pair) with SCAN_TIMEOUT — not for "Last refreshed", which the previous refresh's line
   * already says (on a busy machine the server's answer came after 10 s, and the old line passed for the new).
   */
  async startRefresh(): Promise<void> {
    const started = this.page.waitForResponse((r) => r.url().endsWith('/api/admin/duplicates/scan') && r.request().method() === 'POST')
    await this.refresh.click()
    expect((await started).status()).toBe(202)
  }

  pair(first: string, second: string): Locator {
    return this.page.getByRole('article', { name: new RegExp(`: ${escape(first)} and ${escape(second)}$`) })
  }

  /** Inside a pair: the radio of a field's value ('Occupation', 'Weaver'). */
  fieldChoice(pair: Locator, field: string, value: string): Locator {
    return pair.getByRole('group', { name: field, exact: true }).getByRole('radio', { name: value, exact: true })
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
