import { ALL_TITLE } from '../pages/chieftain-list'
import { Header } from '../pages/header'
import { logIn } from '../pages/login-page'
import { MasterList } from '../pages/master-list'
import { createUser } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { layoutProblems } from '../support/screen-checks'

// The `phone` project only (playwright.config.ts: 390×844, touch). What a phone user does with a finger; every
// screen's fit and axe run in accessibility.spec.ts, which this project runs too.

// Independent tests (each arranges its own data): both workers may share them.
test.describe.configure({ mode: 'parallel' })

test.describe('signed in as Chieftain', () => {
  test.use({ signedInAs: 'chieftain' })

  test('at 360 px the list scrolls sideways only inside its table, and a tapped View opens the profile on screen', async ({ page, apiAs }) => {
    const last = `Dalisay${uniqueTag()}`
    await createPerson(await apiAs('ipmr'), {
      last_name: last,
      first_name: 'Tala',
      date_of_birth: bornYearsAgo(61),
      gender: 'Female',
      lineage: 'Mangyan',
      barangay: 'Cutcutan',
    })
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/super-admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ALL_TITLE)
    const view = page.getByRole('button', { name: `View ${last}, Tala` })
    await expect(view).toBeAttached()
    expect(await layoutProblems(page)).toEqual([])

    await view.scrollIntoViewIfNeeded()
    await view.tap()
    const profile = page.getByRole('dialog', { name: 'IP Profile' })
    await expect(profile).toContainText(last)
    expect(await layoutProblems(page)).toEqual([])
    await profile.getByRole('button', { name: 'Close', exact: true }).first().tap()
    await expect(profile).toBeHidden()
  })
})

test('Log Out from the Chieftain list: the confirm is on screen and Yes can be tapped', async ({ page }) => {
  // Its own account: logging out ends the session, and the worker's shared Chieftain session must live on.
  await logIn(page, createUser('chieftain', 'Lakan Dula'))
  await expect(page).toHaveURL(/\/super-admin$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ALL_TITLE)
  const header = new Header(page)
  await header.reveal()
  await header.logOut.tap()
  await expect(header.logOutDialog).toBeVisible()
  expect(await layoutProblems(page)).toEqual([])
  await header.logOutDialog.getByRole('button', { name: 'Yes', exact: true }).tap()
  await expect(page).toHaveURL(/\/login$/)
})

test.describe('signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('the notice after a delete shows on the screen', async ({ page, apiAs }) => {
    const last = `Masigla${uniqueTag()}`
    await createPerson(await apiAs('ipmr'), {
      last_name: last,
      first_name: 'Dayang',
      date_of_birth: bornYearsAgo(33),
      gender: 'Female',
      barangay: 'Catumbo',
    })
    const fullName = `Dayang ${last}`
    const list = new MasterList(page)
    await list.goto('/total-population?category=')
    await list.searchFor(last)
    const remove = page.getByRole('button', { name: `Delete ${fullName}` })
    await expect(remove).toBeVisible()
    await remove.scrollIntoViewIfNeeded()
    await remove.tap()
    await list.deleteDialog.getByRole('button', { name: 'Yes', exact: true }).tap()
    await expect(list.notice('Person deleted successfully!')).toBeVisible()
    expect(await layoutProblems(page)).toEqual([])
  })
})
