import { Header } from '../pages/header'
import { logIn, LoginPage } from '../pages/login-page'
import { createUser } from '../support/accounts'
import { expect, test } from '../support/fixtures'

test('after an IPMR logs out from /admin, a Chieftain logging in on the same screen lands on their own list', async ({ page }) => {
  const ipmr = createUser('ipmr', 'Ligaya Santos')
  const chieftain = createUser('chieftain', 'Datu Malaya')
  await logIn(page, ipmr)
  await expect(page).toHaveURL(/\/admin$/)

  const header = new Header(page)
  await header.openLogOut()
  await header.logOutDialog.getByRole('button', { name: 'Yes', exact: true }).click()
  const login = new LoginPage(page)
  await expect(login.heading).toBeVisible()

  await login.login(chieftain.email, chieftain.password) // same screen, no reload
  await expect(page).toHaveURL(/\/super-admin$/)
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0)
})
