import { AdminUsers } from '../pages/admin-users'
import { Header } from '../pages/header'
import { createUser } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { expectScreenOk } from '../support/screen-checks'
import { signUpPending } from '../support/signup'

// The accounts screens at the desktop size and at a phone's 390×844 (both projects run *.screens.spec.ts): each
// fits the screen and passes axe, with its dialogs open too.

test.describe.configure({ mode: 'parallel' })

test('/pending and its Log Out confirm fit the screen and pass axe', async ({ browser }) => {
  test.slow() // the signup solves the real captcha
  createUser('ipmr', 'Ligaya Ramos') // so the signup waits for approval
  const { context, page, pending } = await signUpPending(browser, 'Chieftain', 'Amihan Dela Paz')
  await expectScreenOk(page, '/pending')
  // The hourglass is drawn (an SVG): the "⧗" character is an empty box on Debian's Chromium.
  await expect(page.getByRole('main')).not.toContainText('⧗')
  await expect(page.getByRole('main').locator('svg').first()).toBeVisible()
  await pending.logOut.click()
  const header = new Header(page)
  await expect(header.logOutDialog).toBeVisible()
  await expectScreenOk(page, '/pending, Log Out confirm')
  await context.close()
})

test.describe('signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('/admin/users and its action dialogs fit the screen and pass axe', async ({ page }) => {
    test.slow() // axe on three screens, after the worker's IPMR logged in through the captcha
    const chieftain = createUser('chieftain', 'Magdalena Bagong-Silang Villanueva')
    const users = new AdminUsers(page)
    await users.goto()
    await expect(users.entry(chieftain.email)).toBeVisible()
    await expectScreenOk(page, '/admin/users')

    await users.find(chieftain.email)
    await users.action('Change role', chieftain.name).click()
    await expect(users.dialog('Change role')).toBeVisible()
    await expectScreenOk(page, '/admin/users, Change role')
    await page.keyboard.press('Escape')
    await expect(users.dialog('Change role')).toBeHidden()

    await users.action('Disable', chieftain.name).click()
    await expect(users.dialog('Disable account')).toBeVisible()
    await expectScreenOk(page, '/admin/users, Disable account')
  })
})
