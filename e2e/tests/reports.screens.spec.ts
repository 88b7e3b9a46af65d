import { ReportsPage } from '../pages/reports'
import { expect, test } from '../support/fixtures'
import { expectScreenOk } from '../support/screen-checks'

// The Reports page, whole and filtered to a barangay, at the desktop size and at a phone's 390×844
// (playwright.config.ts runs *.screens.spec.ts in both projects): it fits the screen and passes axe.

test.use({ signedInAs: 'user' })

test('the reports fit the screen and pass axe, for all barangays and for one', async ({ page }) => {
  const reports = new ReportsPage(page)
  await reports.goto()
  await expect(reports.chart('Population pyramid').getByRole('table')).toBeVisible()
  await expectScreenOk(page, '/reports')
  await reports.goto('?barangay=Ajos')
  await expect(page.getByRole('main')).toContainText('Barangay Ajos')
  await expectScreenOk(page, '/reports?barangay=Ajos')
})

test("every chart's labels are at least 11 px on the screen, and the headline's number is written 3,005", async ({ page }) => {
  const reports = new ReportsPage(page)
  await reports.goto()
  await expect(reports.chart('Population pyramid').getByRole('table')).toBeVisible()
  // The size a label is drawn at: its font size times the drawing's scale on the screen.
  const sizes = await page.locator('main svg[role="img"] text').evaluateAll((texts) =>
    texts.map((text) => {
      const svg = (text as SVGTextElement).ownerSVGElement!
      const scale = svg.getScreenCTM()!.a
      return { label: text.textContent, px: Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10 }
    }),
  )
  expect(sizes.length).toBeGreaterThan(10)
  expect(sizes.filter((size) => size.px < 11)).toEqual([])
  await expect(page.getByRole('main').getByText(/^\d{1,3}(,\d{3})* (people|person)$/)).toBeVisible()
})
