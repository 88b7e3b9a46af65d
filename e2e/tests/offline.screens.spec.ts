import { MasterList } from '../pages/master-list'
import { OfflineApp } from '../pages/offline-app'
import { PersonForm } from '../pages/person-form'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// Run by both projects: at the desktop size and at a phone's 390×844 (playwright.config.ts).
test.describe.configure({ timeout: 120_000 })

test.use({ signedInAs: 'ipmr' })

test('offline: the banner, Waiting to sync and the side-by-side choice fit the screen, pass axe, work by keyboard', async ({ page, context, browser, apiAs, session }) => {
  const api = await apiAs('ipmr')
  const tag = uniqueTag()
  const stored = await createPerson(api, { last_name: `Screens${tag}`, first_name: 'Liwayway', date_of_birth: bornYearsAgo(35), gender: 'Female', barangay: 'Tuhian' })
  const list = new MasterList(page)
  const offline = new OfflineApp(page)
  await list.goto(`/total-population?q=Screens${tag}`)
  await offline.installed()
  await expect(page.getByText(`Screens${tag}, Liwayway`).first()).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: `Edit Liwayway Screens${tag}` }).first().click()
  const form = new PersonForm(page, 'Edit IP Information')
  await form.field('Occupation').fill('Basket weaver')
  await form.button('Update').click()
  await expect(offline.banner).toHaveText('Offline — 1 change waiting to sync')
  await form.button('Cancel').click()
  await expect(offline.waitingItems).toHaveCount(1)
  await page.getByRole('button', { name: 'Dismiss notification' }).click()
  await expectScreenOk(page, 'master list offline, one change waiting to sync')

  const other = await browser.newContext({ storageState: session!.state })
  const current = await (await other.request.get(`/api/people/${stored.id}`)).json()
  const changed = await other.request.put(`/api/people/${stored.id}`, {
    data: { occupation: 'Fisher', version: current.version },
    headers: await csrfHeaders(other),
  })
  expect(changed.status()).toBe(200)
  await other.close()

  await context.setOffline(false)
  await expect(offline.conflict).toBeVisible({ timeout: 0 }) // however long the sync takes, within the test's limit
  await expectScreenOk(page, 'the side-by-side choice of a conflict')

  // By keyboard: to the first choice (theirs), the arrow moves it to yours, then to Save my choices.
  const theirs = offline.conflict.getByRole('radio', { name: 'Keep Theirs (on the server) for Occupation' })
  const yours = offline.conflict.getByRole('radio', { name: 'Keep Yours (this device) for Occupation' })
  await expect(theirs).toBeChecked()
  for (let i = 0; i < 5 && !(await theirs.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(theirs).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(yours).toBeChecked()
  const save = offline.conflict.getByRole('button', { name: 'Save my choices' })
  for (let i = 0; i < 6 && !(await save.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(save).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(offline.waiting).toBeHidden({ timeout: 0 })
  const saved = await (await api.get(`/api/people/${stored.id}`)).json()
  expect(saved.occupation).toBe('Basket weaver')
})

test("offline: a duplicate found at sync, shown in the profile ('Possible duplicate'), fits the screen and passes axe", async ({ page, apiAs }) => {
  const api = await apiAs('ipmr')
  const tag = uniqueTag()
  const existing = await createPerson(api, { last_name: `Kapareho${tag}`, first_name: 'Ma. Luisa', date_of_birth: bornYearsAgo(70), gender: 'Female', barangay: 'Tuhian' })
  const added = await createPerson(api, { last_name: `Kapareho${tag}`, first_name: 'Maria Luisa', date_of_birth: bornYearsAgo(70), gender: 'Female', barangay: 'Tuhian' })
  const list = new MasterList(page)
  const offline = new OfflineApp(page)
  await list.goto(`/total-population?q=Kapareho${tag}`)
  await offline.installed()
  // What the check at sync keeps for the person it found a likely duplicate of (as lib/offline/findings.ts does).
  const userId = ((await (await page.request.get('/api/session')).json()) as { user: { id: number } }).user.id
  await offline.keepFinding(userId, added.id, [
    { id: existing.id, name: `Kapareho${tag}, Ma. Luisa`, date_of_birth: bornYearsAgo(70), barangay: 'Tuhian', father: null, mother: null, thumb_url: null, score: 0.95 },
  ])
  await page.getByRole('button', { name: `View profile of Maria Luisa Kapareho${tag}` }).first().click()
  const possible = list.profile.getByRole('region', { name: 'Possible duplicate' })
  await expect(possible.getByRole('listitem')).toHaveCount(1)
  await expect(possible).toContainText(`Kapareho${tag}, Ma. Luisa`)
  await expectScreenOk(page, "the profile's possible duplicate found at sync")
})
