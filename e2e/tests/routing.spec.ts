import { expect, test } from '../support/fixtures'

test('signed out, / and an unknown path both end on /login', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/login$/)
})

test('signed out, the master list and the role areas ask for a login', async ({ page }) => {
  for (const path of ['/total-population', '/admin', '/super-admin']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/login$/)
  }
})

test('the login screen links to Forgot Password and Create Account', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  await page.goto('/login')
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/signup$/)
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible()
})
