import { Header } from '../pages/header'
import { LoginPage, logIn } from '../pages/login-page'
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/password-pages'
import { SignupPage } from '../pages/signup-page'
import { createUser, uniqueEmail } from '../support/accounts'
import { expect, test } from '../support/fixtures'
import { resetLinkFor } from '../support/outbox'

test('a later IPMR signs up solving the captcha, waits on /pending, and logs out through the confirm dialog', async ({
  page,
}) => {
  // The registry has an active IPMR already (the e2e server keeps signup approval on), so this signup waits for
  // approval. The first IPMR of a new registry being active at once is covered by the backend's tests.
  createUser('ipmr', 'Ligaya Ramos')
  const signup = new SignupPage(page)
  const header = new Header(page)
  await signup.goto()
  await expect(signup.role).toHaveValue(/chieftain/i) // the default role
  await signup.signUp({
    name: 'Juan Dela Cruz',
    email: uniqueEmail('ipmr'),
    password: 'Katutubo-2026',
    confirm: 'Katutubo-2026',
    role: 'IPMR',
  })
  await expect(page).toHaveURL(/\/pending$/)
  await expect(page.getByRole('heading', { name: 'Your account is waiting for approval.' })).toBeVisible()

  await header.openLogOut()
  await header.logOutDialog.getByRole('button', { name: 'No', exact: true }).click()
  await expect(header.logOutDialog).toBeHidden()
  await expect(page).toHaveURL(/\/pending$/)
  await expect(header.logOut).toBeVisible()

  await header.openLogOut()
  await header.logOutDialog.getByRole('button', { name: 'Yes', exact: true }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(header.login).toBeVisible()
  // The session is gone on the server too: /admin now asks for a login.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
})

test('a Chieftain logs in to /super-admin and is refused /admin with the path shown', async ({ page }) => {
  const chieftain = createUser('chieftain', 'Lakan Bagwis')
  await logIn(page, chieftain)
  await expect(page).toHaveURL(/\/super-admin$/)

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)
  await expect(page.getByText('Access Denied', { exact: true })).toBeVisible()
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible()
  await expect(page.getByText('/admin', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible()
})

test('forgot password: the emailed link sets a new password, the old one stops working', async ({ page }) => {
  const account = createUser('user', 'Ana Santos')
  const forgot = new ForgotPasswordPage(page)
  await forgot.goto()
  await forgot.request(account.email)
  await expect(page.getByText('Password reset instructions have been sent to your email address.')).toBeVisible()
  await expect(page.getByText(account.email)).toBeVisible()

  const link = await resetLinkFor(account.email)
  expect(link.startsWith(`${new URL(page.url()).origin}/reset-password?token=`)).toBe(true)

  await forgot.differentEmail.click()
  await expect(forgot.email).toBeVisible()
  await expect(forgot.email).toHaveValue('')

  await page.goto(link)
  const reset = new ResetPasswordPage(page)
  const newPassword = 'Bagong-Susi-77'
  await reset.setPassword(newPassword)
  await expect(page.getByText('Your password has been changed. You can now log in.')).toBeVisible()

  const login = new LoginPage(page)
  await login.goto()
  await login.login(account.email, account.password)
  await expect(login.alert).toContainText('Invalid email or password.')
  await expect(page).toHaveURL(/\/login$/)

  await login.login(account.email, newPassword)
  await expect(page).toHaveURL(/\/home$/)
})

test('signed out, /home goes to /login and back to /home after logging in', async ({ page }) => {
  const chieftain = createUser('chieftain', 'Datu Malaya')
  await page.goto('/home')
  const login = new LoginPage(page)
  await expect(page).toHaveURL(/\/login$/)
  await expect(login.heading).toBeVisible()
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(login.password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: 'Hide password' }).click()
  await expect(login.password).toHaveAttribute('type', 'password')
  await login.login(chieftain.email, chieftain.password)
  await expect(page).toHaveURL(/\/home$/)
})

test("signup says 'Passwords do not match!' and keeps what was typed", async ({ page }) => {
  const signup = new SignupPage(page)
  const email = uniqueEmail('mismatch')
  await signup.goto()
  await signup.signUp({ name: 'Rosa Lim', email, password: 'Katutubo-1', confirm: 'Katutubo-2', role: 'IPMR' })
  await expect(signup.alert).toContainText('Passwords do not match!')
  await expect(page).toHaveURL(/\/signup$/)
  await expect(signup.name).toHaveValue('Rosa Lim')
  await expect(signup.email).toHaveValue(email)
  await expect(signup.password).toHaveValue('Katutubo-1')
  await expect(signup.confirm).toHaveValue('Katutubo-2')
  await expect(signup.role).toHaveValue(/ipmr/i)
})
