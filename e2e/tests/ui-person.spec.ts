import { AccountPage } from '../pages/account-page'
import { Header } from '../pages/header'
import { logIn, LoginPage } from '../pages/login-page'
import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { createUser } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'


test.describe('as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test("an edit shows in the profile's History as old → new with the editor's name", async ({ page, apiAs }) => {
    const lastName = `Kalaw${uniqueTag()}`
    await createPerson(await apiAs('ipmr'), {
      last_name: lastName,
      first_name: 'Tala',
      date_of_birth: bornYearsAgo(40),
      gender: 'Female',
      barangay: 'Ajos',
      occupation: 'Farmer',
    })
    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(lastName)
    await page.getByRole('button', { name: `Edit Tala ${lastName}` }).click()
    const edit = new PersonForm(page, 'Edit IP Information')
    await expect(edit.field('Occupation')).toHaveValue('Farmer')
    await edit.field('Occupation').fill('Fisher')
    await edit.button('Update').click()
    await expect(list.notice('Person updated successfully!')).toBeVisible()
    await edit.button('Cancel').click()

    await page.getByRole('button', { name: `View profile of Tala ${lastName}` }).click()
    const history = list.profile.getByRole('region', { name: 'History' })
    const entries = history.locator(':scope > ol > li')
    await expect(entries).toHaveCount(2)
    await expect(entries.nth(0)).toContainText('Changed by Ligaya Ramos')
    await expect(entries.nth(0).getByRole('listitem')).toHaveText(['Occupation: Farmer → Fisher'])
    await expect(entries.nth(0).locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/)
    await expect(entries.nth(1)).toContainText('Created by Ligaya Ramos')
  })
})

test('changes the password from My Account, then logs in with the new one', async ({ page }) => {
  test.slow() // three logins, each solving the captcha's proof of work
  const account = createUser('chieftain', 'Datu Kidlat')
  await logIn(page, account)
  await expect(page).toHaveURL(/\/super-admin$/)

  const header = new Header(page)
  await page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true }).click()
  const accountPage = new AccountPage(page)
  await expect(accountPage.heading).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)

  // The spec's rule first, beside its field; then the server's check of the current password.
  await accountPage.changePasswordTo(account.password, 'abc')
  await expect(accountPage.newPassword).toHaveAccessibleDescription(/Password must be at least 6 characters long\./)
  await accountPage.currentPassword.fill('not-my-password')
  await accountPage.newPassword.fill('Bagong-Tribu-7')
  await accountPage.confirmPassword.fill('Bagong-Tribu-7')
  await accountPage.changePassword.click()
  await expect(accountPage.currentPassword).toHaveAccessibleDescription('Current password is incorrect.')

  await accountPage.currentPassword.fill('')
  await accountPage.newPassword.fill('')
  await accountPage.confirmPassword.fill('')
  await accountPage.changePasswordTo(account.password, 'Bagong-Tribu-7')
  await expect(accountPage.notice).toHaveText('Your password has been changed. You have been logged out on every other device.')

  await header.openLogOut()
  await header.logOutDialog.getByRole('button', { name: 'Yes', exact: true }).click()
  const login = new LoginPage(page)
  await expect(login.heading).toBeVisible()
  await login.login(account.email, account.password)
  await expect(login.alert).toContainText('Invalid email or password.')
  await login.login(account.email, 'Bagong-Tribu-7')
  await expect(page).toHaveURL(/\/super-admin$/)
})
