import { Header } from '../pages/header'
import { expect, test } from '../support/fixtures'
import { expectScreenOk } from '../support/screen-checks'

// The header bar at a phone's and a tablet's width: one short row with a Menu button, not the navigation
// wrapped over four rows (188 of 844 px, issue 21 point 4). Runs in both projects (*.screens.spec.ts).

test.use({ signedInAs: 'ipmr' })

// Administration's name carries the proposals waiting, when other tests of the worker left some.
const ENTRIES = [/^Home$/, /^Reports$/, /^Administration( \d+ proposals? waiting)?$/, /^My Account$/] as const

for (const [width, height] of [[390, 844], [768, 1024]] as const) {
  test(`at ${width}×${height} the header is one row with a Menu; its panel keeps focus and Escape closes it`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    const header = new Header(page)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Barangays' })).toBeVisible()
    const bar = await header.bar.boundingBox()
    expect(bar?.height, 'header height').toBeLessThanOrEqual(64)
    for (const name of ENTRIES) await expect(header.bar.getByRole('link', { name })).toBeHidden()

    // By keyboard: Tab to Menu, Enter opens it with the first entry focused.
    await header.menu.focus()
    await page.keyboard.press('Enter')
    await expect(header.menu).toHaveAttribute('aria-expanded', 'true')
    await expect(header.menuPanel).toBeVisible()
    for (const name of ENTRIES) await expect(header.menuPanel.getByRole('link', { name })).toBeVisible()
    await expect(header.menuPanel.getByRole('link', { name: 'Home', exact: true })).toBeFocused()
    await expectScreenOk(page, `/admin at ${width} px, menu open`)

    // Tab through every entry and past the last: focus stays in the panel.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      expect(await header.menuPanel.evaluate((panel) => panel.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(header.menuPanel).toBeHidden()
    await expect(header.menu).toBeFocused()
    await expect(header.menu).toHaveAttribute('aria-expanded', 'false')

    // Following an entry goes there and closes the menu.
    await header.menu.click()
    await header.menuPanel.getByRole('link', { name: 'My Account', exact: true }).click()
    await expect(page).toHaveURL('/account')
    await expect(header.menuPanel).toBeHidden()
  })
}

test('at 1366 px the entries are in the bar itself, with no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const header = new Header(page)
  await page.goto('/admin')
  for (const name of ENTRIES) await expect(header.bar.getByRole('link', { name })).toBeVisible()
  await expect(header.menu).toHaveCount(0)
})
