import type { APIRequestContext } from '@playwright/test'

import { AccountPage } from '../pages/account-page'
import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// Run by both projects: at the desktop size and at a phone's 390×844 (playwright.config.ts).

// Several screens a test, each with axe: room for a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

test.describe('signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  /** A person stored through the API, then changed once (so the History has an old → new row). */
  async function personWithHistory(apiAs: (role: 'ipmr') => Promise<APIRequestContext>) {
    const ipmr = await apiAs('ipmr')
    const lastName = `Malaya${uniqueTag()}`
    const stored = await createPerson(ipmr, {
      last_name: lastName,
      first_name: 'Bituin',
      date_of_birth: bornYearsAgo(30),
      gender: 'Female',
      barangay: 'Tuhian',
      occupation: 'Farmer',
    })
    const changed = await ipmr.put(`/api/people/${stored.id}`, {
      headers: await csrfHeaders(ipmr),
      data: { occupation: 'Basket weaver of the upland barangays', address: 'Sitio Malinao, Purok 4' },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    return { ipmr, stored, lastName, name: `Bituin ${lastName}` }
  }

  test('the IP Profile with its History fits the screen and passes axe', async ({ page, apiAs }) => {
    const { lastName, name } = await personWithHistory(apiAs)
    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(lastName)
    await page.getByRole('button', { name: `View profile of ${name}` }).click()
    const history = list.profile.getByRole('region', { name: 'History' })
    await expect(history.getByText('Occupation: Farmer → Basket weaver of the upland barangays')).toBeAttached()
    await history.getByText('Changed by Ligaya Ramos').scrollIntoViewIfNeeded()
    await expectScreenOk(page, 'IP Profile with History')
    await history.getByText(/^First values/).click()
    await expectScreenOk(page, 'IP Profile with the first values open')
  })

  test('the edit form refusing a stale save fits the screen and passes axe', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const lastName = `Liwayway${uniqueTag()}`
    const stored = await createPerson(ipmr, {
      last_name: lastName,
      first_name: 'Hiraya',
      date_of_birth: bornYearsAgo(28),
      gender: 'Female',
      barangay: 'Ajos',
    })
    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(lastName)
    await page.getByRole('button', { name: `Edit Hiraya ${lastName}` }).click()
    const form = new PersonForm(page, 'Edit IP Information')
    await expect(form.field('Last Name')).toHaveValue(lastName)

    // Someone else saves first.
    const other = await ipmr.put(`/api/people/${stored.id}`, { headers: await csrfHeaders(ipmr), data: { occupation: 'Teacher' } })
    expect(other.status()).toBe(200)
    await form.field('Occupation').fill('Fisher')
    await form.button('Update').click()
    // Theirs and yours side by side (issue 21 item 1), the clerk's typing kept.
    await expect(form.dialog.getByRole('group', { name: 'Choose what to keep' })).toBeFocused()
    await expect(form.field('Occupation')).toHaveValue('Fisher')
    await expectScreenOk(page, 'Edit IP Information, save refused')
  })

  test('/account and its Log out everywhere confirm fit the screen and pass axe', async ({ page }) => {
    const account = new AccountPage(page)
    await account.goto()
    await expectScreenOk(page, '/account')
    await account.changePasswordTo('', 'abc')
    await expect(account.currentPassword).toHaveAccessibleDescription('Current password is required.')
    await expectScreenOk(page, '/account, rules broken')
    await account.logOutEverywhere.click()
    await expect(account.logOutEverywhereDialog).toBeVisible()
    await expectScreenOk(page, '/account, Log out everywhere confirm')
    await account.logOutEverywhereDialog.getByRole('button', { name: 'No', exact: true }).click()
    await expect(account.logOutEverywhereDialog).toBeHidden()
  })

  test('the inactivity warning fits the screen and passes axe', async ({ page }) => {
    // The page's own clock, run forward: the server's session is untouched (a real 29 minutes are not waited).
    await page.clock.install()
    const list = new MasterList(page)
    // The list fetches its next page once the first is on screen: a request counts as activity, so one made
    // after the jump would (rightly) keep the warning away. Jump once that request has come back (seen in a
    // trace: the page's render took longer than networkidle's 500 ms, the prefetch went out after the jump).
    const nextPage = page
      .waitForResponse((response) => /\/api\/people\?(.*&)?page=2(&|$)/.test(response.url()))
      .catch(() => undefined) // a list of one page asks for no next page: the page closes with this still waiting
    await list.goto()
    await expect(list.resultLine).toHaveText(/ of [\d,]+ (person|people)$/)
    const total = Number((await list.resultLine.textContent())?.match(/ of ([\d,]+)/)?.[1].replace(/,/g, ''))
    if (total > 50) await nextPage
    await page.waitForLoadState('networkidle')
    await page.clock.fastForward('29:05')
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' })
    await expect(warning).toContainText('You will be logged out in 60 seconds for inactivity.')
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused()
    // The page's time stands still from here while its timers keep running (axe needs them): on a busy machine
    // the checks below may take longer than the warning's real minute, which would log the page out under them.
    await page.clock.setFixedTime(await page.evaluate(() => Date.now()))
    await expectScreenOk(page, 'inactivity warning')
    await warning.getByRole('button', { name: 'Stay signed in' }).click()
    await expect(warning).toBeHidden()
  })
})
