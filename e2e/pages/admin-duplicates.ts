import type { Locator, Page } from '@playwright/test'

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
