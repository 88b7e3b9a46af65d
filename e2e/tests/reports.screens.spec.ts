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
