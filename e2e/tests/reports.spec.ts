import { MasterList } from '../pages/master-list'
import { ReportsPage } from '../pages/reports'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

// A barangay no other test adds people to, so its numbers hold still between the report and the lists.
const BARANGAY = 'San Antonio Pala'

test.use({ signedInAs: 'user' })

test('a barangay filter applies to every chart, and a chart table equals the master list count', async ({
  page,
  apiAs,
}) => {
  const ipmr = await apiAs('ipmr')
  const last = `Habagat${uniqueTag()}`
  for (const [first, occupation, age] of [
    ['Dalisay', 'Senior High student', 16],
    ['Amihan', 'Farmer', 45],
    ['Bituin', '', 22],
  ] as const) {
    await createPerson(ipmr, {
      last_name: last,
      first_name: first,
      date_of_birth: bornYearsAgo(age),
      gender: 'Female',
      occupation,
      barangay: BARANGAY,
    })
  }

  const reports = new ReportsPage(page)
  await reports.goto()
  await page.getByRole('banner').getByRole('link', { name: 'Reports' }).focus()
  await reports.barangay.selectOption(BARANGAY)
  await expect(page).toHaveURL(`/reports?barangay=${encodeURIComponent(BARANGAY).replace(/%20/g, '+')}`)
  await expect(page.getByRole('main')).toContainText(`Barangay ${BARANGAY}`)
  // Every chart is the barangay's: the barangay chart has one row.
  const barangayTable = reports.chart('People per barangay').getByRole('table')
  await expect(barangayTable.getByRole('rowheader')).toHaveText([BARANGAY])

  const people = await reports.cell('People per barangay', BARANGAY, 'People')
  const students = await reports.cell(
    'Students, not attending school (≤25) and unemployed, by barangay',
    BARANGAY,
    'Students',
  )
  expect(people).toBeGreaterThanOrEqual(3)
  expect(students).toBeGreaterThanOrEqual(1)

  const list = new MasterList(page)
  await list.goto(`/total-population?barangay=${encodeURIComponent(BARANGAY)}`)
  await expect(list.resultLine).toHaveText(new RegExp(`of ${people} (person|people)$`))
  await list.goto(`/total-students?barangay=${encodeURIComponent(BARANGAY)}`)
  await expect(list.resultLine).toHaveText(new RegExp(`of ${students} (person|people)$`))

  // Kept in the address: back on the report, the filter is still chosen.
  await page.goBack()
  await page.goBack()
  await expect(reports.barangay).toHaveValue(BARANGAY)
})

test('each chart has a CSV of its table', async ({ page }) => {
  const reports = new ReportsPage(page)
  await reports.goto(`?barangay=${encodeURIComponent(BARANGAY)}`)
  const chart = reports.chart('Health condition')
  const download = page.waitForEvent('download')
  await chart.getByRole('button', { name: 'Download CSV: Health condition' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('health-condition-san-antonio-pala.csv')
  const text = (await import('node:fs')).readFileSync(await file.path(), 'utf8')
  const withCondition = await reports.cell('Health condition', 'With Health Condition', 'People')
  expect(text.split('\r\n')[0]).toBe('Health condition,People')
  expect(text).toContain(`With Health Condition,${withCondition}`)
})

test('the login page does not download the reports code', async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined })
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((url) => /reports/.test(url))).toEqual([])
  await context.close()
})
