import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { expectScreenOk } from '../support/screen-checks'

// The breach register's screens (issue 27, point 3) at a phone's 390 px and a tablet's 768 px, in English: the
// register with an overdue incident, the incident with its people picked, the notice to the people affected and
// the annual summary. Each fits the screen and passes axe. Both projects run it (*.screens.spec.ts).

test.describe.configure({ mode: 'parallel' })
test.beforeEach(() => test.slow())
test.use({ signedInAs: 'ipmr' })

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const

for (const size of SIZES) {
  test(`the breach register, an incident, its notice to the people and the annual summary at ${size.width} px`, async ({ page, apiAs }) => {
    await page.setViewportSize(size)
    const ipmr = await apiAs('ipmr')
    const person = await createPerson(ipmr, {
      first_name: 'Rosalinda',
      last_name: `Breach${uniqueTag()}`,
      date_of_birth: bornYearsAgo(35),
      gender: 'Female',
      barangay: 'Ajos',
    })
    const made = await ipmr.post('/api/admin/incidents', {
      headers: await csrfHeaders(ipmr),
      data: {
        discovered_at: '2026-01-05T08:30',
        nature: 'disclosure',
        data_categories: ['names', 'health', 'photos'],
        description: 'A list with the health conditions of a barangay was posted on a public board by mistake.',
        measures: 'The list was taken down within the hour and the staff were reminded of the rules.',
        person_ids: [person.id],
        dpo_contact: 'Maria Reyes, Data Protection Officer, dpo@catanauan.gov.ph, 0917 000 0000',
      },
    })
    expect(made.status(), await made.text()).toBe(201)
    const { id } = (await made.json()) as { id: number }

    await page.goto('/admin/incidents')
    await expect(page.getByRole('link', { name: `Incident #${id}` })).toBeVisible()
    await expect(page.getByRole('main').getByText(/^Overdue by \d+ h/).first()).toBeVisible()
    await expectScreenOk(page, `the breach register at ${size.width} px`)

    await page.getByRole('link', { name: `Incident #${id}` }).click()
    await expect(page.getByText('People picked: 1')).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(`^Remove ${person.last_name}`) })).toBeVisible()
    await expectScreenOk(page, `an incident at ${size.width} px`)

    await page.getByRole('link', { name: 'Notification to the people affected' }).click()
    await expect(page.getByRole('heading', { name: 'Notice of a personal data breach' })).toBeVisible()
    await expect(page.getByRole('article')).toContainText('A list with the health conditions of a barangay was posted')
    await expectScreenOk(page, `the notice to the people affected at ${size.width} px`)

    await page.goto('/admin/incidents/summary')
    await page.getByLabel('Year', { exact: true }).fill('2026')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page.getByRole('heading', { name: /^Breach incidents of 2026/ })).toBeVisible()
    await expect(page.getByRole('main').getByText(`Incident #${id}`, { exact: true })).toBeVisible()
    await expectScreenOk(page, `the annual summary at ${size.width} px`)
  })
}
