import { AdminUsers } from '../pages/admin-users'
import { ChieftainList } from '../pages/chieftain-list'
import { logIn } from '../pages/login-page'
import { PENDING_EXPLANATION, PENDING_TITLE } from '../pages/pending-page'
import { createUser } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { baseUrl } from '../support/server'
import { signUpPending } from '../support/signup'

// The e2e server keeps KATUTUBO_SIGNUP_APPROVAL on (its default): a signup waits for an IPMR once the registry
// has an active one. createUser makes active accounts, so each test makes sure there is one.
test.beforeEach(() => {
  createUser('ipmr', 'Ligaya Ramos')
  // Two or three people solve the real captcha in each test, on a machine that may be busy.
  test.slow()
})

test('someone signs up and waits on /pending; logging in again before approval lands there too', async ({ browser }) => {
  const { account, context, page, pending } = await signUpPending(browser, 'IPMR', 'Rosa Lim')
  await expect(pending.heading).toHaveText(PENDING_TITLE)
  await expect(pending.explanation).toHaveText(PENDING_EXPLANATION)
  await expect(pending.roleAskedFor()).toHaveText('IPMR')
  // Nothing of the registry: the data routes send the account back here, and the header has no Administration.
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/pending$/)
  await page.goto('/total-population')
  await expect(page).toHaveURL(/\/pending$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Administration' })).toHaveCount(0)

  await pending.logOutConfirmed()

  await logIn(page, account)
  await expect(page).toHaveURL(/\/pending$/)
  await expect(pending.heading).toBeVisible()
  await context.close()
})

test.describe('an IPMR in Administration → Users', () => {
  test.use({ signedInAs: 'ipmr' })

  test('approves a pending account as Chieftain (it asked for IPMR): the person logs in to /super-admin', async ({
    page,
    browser,
  }) => {
    const person = await signUpPending(browser, 'IPMR', 'Bayani Cruz')

    const users = new AdminUsers(page)
    await users.goto()
    await users.find(person.account.email)
    await expect(users.entry(person.account.email)).toContainText('Pending')
    await users.action('Approve', 'Bayani Cruz').click()
    const dialog = users.dialog('Approve account')
    await expect(dialog).toContainText(`Bayani Cruz (${person.account.email}) asked to be IPMR.`)
    const role = dialog.getByLabel('Approve as')
    await expect(role).toHaveValue('ipmr')
    await role.selectOption({ label: 'Chieftain' })
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(users.notice('Bayani Cruz was approved as Chieftain.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(users.entry(person.account.email)).toContainText('Active')
    await expect(users.entry(person.account.email)).toContainText('Chieftain')
    await expect(users.action('Disable', 'Bayani Cruz')).toBeVisible()

    // The person logs out of the pending screen and back in: the Chieftain's list.
    await person.pending.logOutConfirmed()
    await logIn(person.page, person.account)
    await expect(person.page).toHaveURL(/\/super-admin$/)
    await person.context.close()
  })

  test("disables an account while that account's tab is open: its next request ends at /login", async ({
    page,
    browser,
  }) => {
    const chieftain = createUser('chieftain', 'Lakan Dula')
    const other = await browser.newContext({ baseURL: baseUrl() })
    const theirs = await other.newPage()
    await logIn(theirs, chieftain)
    const list = new ChieftainList(theirs)
    await expect(theirs).toHaveURL(/\/super-admin$/)
    await expect(list.title).toBeVisible()

    const users = new AdminUsers(page)
    await users.goto()
    await users.find(chieftain.email)
    await users.action('Disable', 'Lakan Dula').click()
    const dialog = users.dialog('Disable account')
    await expect(dialog).toContainText(`Disable the account of Lakan Dula (${chieftain.email})?`)
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click()
    await expect(users.notice('Lakan Dula was disabled.')).toBeVisible()
    await expect(users.action('Enable', 'Lakan Dula')).toBeVisible()

    // The open tab asks for another barangay's people: the server has ended its session.
    await list.barangay.selectOption({ index: 1 })
    await expect(theirs).toHaveURL(/\/login$/)
    await expect(theirs.getByRole('heading', { name: 'Login', exact: true })).toBeVisible()
    await expect(theirs.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible()
    const login = await logIn(theirs, chieftain)
    await expect(login.alert).toHaveText('This account has been disabled. Contact the IPMR office.')
    await expect(theirs).toHaveURL(/\/login$/)
    await other.close()
  })
})
