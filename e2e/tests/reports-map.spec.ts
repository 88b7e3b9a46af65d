import { MasterList } from '../pages/master-list'
import { ReportsPage } from '../pages/reports'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { baseUrl } from '../support/server'
import { expectScreenOk, focusIndicatorContrast } from '../support/screen-checks'

// The registry's map on the Reports page (issue 25 point 6): a circle per barangay, drawn with no map tiles, each
// a link (by mouse and by keyboard) to the barangay's list; and the new cards' fit and axe at 390 and 768 px (the
// households per barangay too).

// A barangay no other test adds people to (2020 census: 954), so the circle's number holds still.
const BARANGAY = 'Milagrosa'
const CIRCLE = new RegExp(`^${BARANGAY}: (\\d[\\d,]*) registered, (\\d+\\.\\d) % of 954$`)
const BARANGAYS = 46

test.use({ signedInAs: 'user' })

/** Every request away from the app's own server (the map's tiles) fails, as offline; counted. */
async function blockTiles(page: import('@playwright/test').Page): Promise<() => number> {
  let blocked = 0
  await page.route(
    (url) => url.origin !== new URL(baseUrl()).origin,
    (route) => {
      blocked += 1
      return route.abort('internetdisconnected')
    },
  )
  return () => blocked
}

test("without tiles the circles still show, and a circle's link opens its barangay's list", async ({ page, apiAs }) => {
  const ipmr = await apiAs('ipmr')
  const person = { last_name: `Mapa${uniqueTag()}`, first_name: 'Liwayway', gender: 'Female' as const }
  await createPerson(ipmr, { ...person, date_of_birth: bornYearsAgo(30), barangay: BARANGAY })
  const tiles = await blockTiles(page)
  const reports = new ReportsPage(page)
  await reports.goto()
  const map = page.getByRole('region', { name: 'Map of the registry: a circle per barangay, each a link to its list' })
  const circles = map.getByRole('link', { name: /: \d[\d,]* registered, / })
  await expect(circles).toHaveCount(BARANGAYS)
  const circle = map.getByRole('link', { name: CIRCLE })
  await expect(circle).toBeVisible()
  const box = await circle.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(16) // a circle of at least the smallest size, drawn
  await expect.poll(tiles).toBeGreaterThan(0) // the tiles were asked for, and refused

  // The circle's name holds the numbers of the map's table.
  const name = (await circle.getAttribute('aria-label')) ?? ''
  const [, registered, share] = CIRCLE.exec(name) ?? []
  expect(Number(registered.replace(/,/g, ''))).toBe(await reports.cell('Map of the registry', BARANGAY, 'Registered'))
  const row = reports.chart('Map of the registry').getByRole('row', { name: new RegExp(`^${BARANGAY} `) })
  await expect(row).toContainText(`954${share}`)

  await circle.click()
  await expect(page).toHaveURL(`/total-population?barangay=${BARANGAY}`)
  const list = new MasterList(page)
  await expect(list.resultLine).toHaveText(new RegExp(`of ${registered} (person|people)$`))
})

test('the circles are reached by the keyboard, show their focus, and Enter opens the list', async ({ page }) => {
  await blockTiles(page)
  const reports = new ReportsPage(page)
  await reports.goto()
  const map = page.getByRole('region', { name: 'Map of the registry: a circle per barangay, each a link to its list' })
  const first = map.getByRole('link', { name: /: \d[\d,]* registered, / }).first()
  await expect(first).toBeVisible()
  // From the card's own button, the Tab key walks into the map (its zoom buttons and its circles).
  await reports.chart('Map of the registry').getByRole('button', { name: 'Download CSV: Map of the registry' }).focus()
  let reached = false
  for (let presses = 0; presses < 6 && !reached; presses += 1) {
    await page.keyboard.press('Tab')
    reached = await page.evaluate(() => document.activeElement?.matches('a[data-map-link]') ?? false)
  }
  expect(reached).toBe(true)
  await expect(first).toBeFocused()
  expect(await focusIndicatorContrast(first)).toBeGreaterThanOrEqual(3)
  const circle = map.getByRole('link', { name: CIRCLE })
  await circle.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/total-population?barangay=${BARANGAY}`)
})

test("the table of barangays by sex is downloaded as CSV, its numbers the list's", async ({ page, apiAs }) => {
  const ipmr = await apiAs('ipmr')
  const person = { last_name: `Kasarian${uniqueTag()}`, first_name: 'Tala', gender: 'Male' as const }
  await createPerson(ipmr, { ...person, date_of_birth: bornYearsAgo(40), barangay: BARANGAY })
  const reports = new ReportsPage(page)
  await reports.goto(`?barangay=${BARANGAY}`)
  const title = 'People by barangay and sex'
  await expect(reports.chart(title).getByRole('rowheader', { name: BARANGAY, exact: true })).toBeVisible()
  const male = await reports.cell(title, BARANGAY, 'Male')
  const female = await reports.cell(title, BARANGAY, 'Female')
  const total = await reports.cell(title, BARANGAY, 'Total')
  expect(male).toBeGreaterThanOrEqual(1)
  const download = page.waitForEvent('download')
  await reports.chart(title).getByRole('button', { name: `Download CSV: ${title}` }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('barangay-by-sex-milagrosa.csv')
  const lines = (await import('node:fs')).readFileSync(await file.path(), 'utf8').split('\r\n')
  expect(lines[0]).toBe('Barangay,Male,Female,Sex not recorded,Total')
  expect(lines).toContain(`${BARANGAY},${male},${female},${total - male - female},${total}`)

  const list = new MasterList(page)
  await list.goto(`/total-male?category=male&barangay=${BARANGAY}`)
  await expect(list.resultLine).toHaveText(new RegExp(`of ${male} (person|people)$`))
})

for (const width of [390, 768]) {
  test(`the map and the tables by sex fit ${width} px and pass axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await blockTiles(page)
    const reports = new ReportsPage(page)
    await reports.goto()
    await expect(page.getByRole('link', { name: CIRCLE })).toBeVisible()
    await expect(reports.chart('People by age group and sex (5-year groups)').getByRole('table')).toBeVisible()
    await expect(reports.chart('Households per barangay').getByRole('table')).toBeVisible()
    await expectScreenOk(page, `/reports at ${width} px`)
    await reports.goto(`?barangay=${BARANGAY}`)
    await expect(page.getByRole('link', { name: /: \d[\d,]* registered, / })).toHaveCount(1)
    await expectScreenOk(page, `/reports?barangay=${BARANGAY} at ${width} px`)
  })
}
