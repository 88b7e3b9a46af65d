import { expect, type Locator, type Page } from '@playwright/test'

/** /reports: the barangay filter, and each chart's section (its table holds the numbers). */
export class ReportsPage {
  readonly heading: Locator
  readonly barangay: Locator

  constructor(readonly page: Page) {
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Reports' })
    this.barangay = main.getByRole('combobox', { name: 'Barangay' })
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/reports${query}`)
    await expect(this.heading).toBeVisible()
  }

  chart(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true })
  }

  /** The number in a chart's table, at the row named `row` and the column named `column`. */
  async cell(title: string, row: string, column: string): Promise<number> {
    const table = this.chart(title).getByRole('table')
    const headers = await table.getByRole('columnheader').allInnerTexts()
    const index = headers.indexOf(column)
    expect(index, `column ${column} in ${headers.join(', ')}`).toBeGreaterThan(0)
    const line = table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: row, exact: true }) })
    const text = await line.getByRole('cell').nth(index - 1).innerText()
    return Number(text.replace(/[^0-9]/g, ''))
  }
}
