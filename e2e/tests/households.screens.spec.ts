import { HouseholdPage } from '../pages/household-page'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { householdOf, linkedFamily, type StoredHousehold } from '../support/households'
import { expectScreenOk } from '../support/screen-checks'

// The households' screens (issue 25) at a phone's 390 px and a tablet's 768 px: the household page and its Move
// dialog, 'Start a household' from a profile, a barangay's households, and Administration → Suggest households.
// Each fits the screen and passes axe. Both projects run it (*.screens.spec.ts): once more with a phone's
// viewport rules and touch.

test.describe.configure({ mode: 'parallel' })
test.beforeEach(() => test.slow())

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const

test.describe('household screens, signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  for (const size of SIZES) {
    test(`the household page, its Move dialog and a barangay's households at ${size.width} px`, async ({ page, apiAs }) => {
      await page.setViewportSize(size)
      const ipmr = await apiAs('ipmr')
      const family = await linkedFamily(ipmr)
      await householdOf(ipmr, 'Rosalinda')
      const made = await ipmr.post('/api/households', {
        headers: await csrfHeaders(ipmr),
        data: {
          head_id: family.mother.id,
          sitio: 'Centro',
          address: 'Near the chapel of Ajos, on the road to the river',
          latitude: 13.6545,
          longitude: 122.3334,
          members: [
            { person_id: family.father.id, relationship: 'spouse' },
            ...family.children.map((c) => ({ person_id: c.id, relationship: 'child' })),
          ],
        },
      })
      expect(made.status(), await made.text()).toBe(201)
      const household = (await made.json()) as StoredHousehold
      const younger = family.children[1]
      const membership = household.members.find((m) => m.person.id === younger.id)!
      const ended = await ipmr.post(`/api/households/${household.id}/members/${membership.id}/end`, {
        headers: await csrfHeaders(ipmr),
        data: { end_reason: 'moved_out' },
      })
      expect(ended.status(), await ended.text()).toBe(200)

      const screen = new HouseholdPage(page)
      await screen.goto(household.id)
      await expect(screen.title).toHaveText(`Household of ${family.name(family.mother)}`)
      await expect(screen.members).toHaveCount(3)
      await expect(screen.former).toContainText(family.name(younger))
      await expect(page.getByRole('heading', { name: 'History' })).toBeVisible()
      await expect(page.getByText('Started by Ligaya Ramos')).toBeVisible()
      await expectScreenOk(page, `household page at ${size.width} px`)

      await screen.moveButton(family.name(family.children[0])).click()
      await expect(page.getByRole('dialog', { name: `Move ${family.name(family.children[0])} to another household` })).toBeVisible()
      await expectScreenOk(page, `Move dialog at ${size.width} px`)
      await page.keyboard.press('Escape')

      await page.getByRole('link', { name: 'Households of Ajos' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Households of Ajos' })).toBeVisible()
      await page.getByLabel('Search by name or sitio').fill(family.last)
      await expect(page.getByRole('link', { name: new RegExp(`^Household of ${family.name(family.mother)}`) })).toBeVisible()
      await expect(page.getByText('1 household, 3 members, 3.0 per household on average')).toBeVisible()
      await expectScreenOk(page, `households of a barangay at ${size.width} px`)
    })

    test(`Start a household from a profile, and Suggest households, at ${size.width} px`, async ({ page, apiAs }) => {
      await page.setViewportSize(size)
      const family = await linkedFamily(await apiAs('ipmr'))
      await page.goto(`/total-population?profile=${family.mother.id}`)
      const profile = page.getByRole('dialog', { name: 'IP Profile' })
      await profile.getByRole('button', { name: 'Start a household' }).click()
      const start = page.getByRole('dialog', { name: `Start a household with ${family.name(family.mother)} as head` })
      await expect(start.getByRole('checkbox', { name: `${family.name(family.father)} — Spouse` })).toBeChecked()
      await expectScreenOk(page, `Start a household at ${size.width} px`)
      await page.keyboard.press('Escape')

      await page.goto('/admin/households')
      await expect(page.getByRole('heading', { name: 'Suggest households' })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: `Household of ${family.name(family.father)}` })).toBeVisible()
      await expectScreenOk(page, `Suggest households at ${size.width} px`)
    })
  }
})
