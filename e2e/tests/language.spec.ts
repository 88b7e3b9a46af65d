import type { Page } from '@playwright/test'

import { Captcha } from '../pages/captcha'
import { createUser } from '../support/accounts'
import { expect, test } from '../support/fixtures'

/** The header's language switch ('English' / 'Filipino'). */
const languageSwitch = (page: Page) => page.getByRole('banner').getByRole('combobox')

async function logInWith(page: Page, account: { email: string; password: string }, button: string) {
  await new Captcha(page).solve()
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password)
  await page.getByRole('button', { name: button, exact: true }).click()
}

test("the first visit follows the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fil-PH' })
  const page = await context.newPage()
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Mag-log in', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil')
  await expect(languageSwitch(page)).toHaveValue('fil')
  await context.close()
})

test("the language is kept on the device before login, and on the account after: a new device gets the account's", async ({
  browser,
}) => {
  const account = createUser('chieftain', 'Amihan Dimaculangan')

  // Device 1, an English browser: switch to Filipino before login; a reload keeps it.
  const first = await browser.newContext({ locale: 'en-US' })
  const page = await first.newPage()
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible()
  await languageSwitch(page).selectOption({ label: 'Filipino' })
  await expect(page.getByRole('heading', { name: 'Mag-log in', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Mag-log in', exact: true })).toBeVisible()

  // Logged in, the account's language (English: a new account's) applies; choosing Filipino saves it on the account.
  await logInWith(page, account, 'Mag-log in')
  await expect(page.getByRole('link', { name: 'My Account', exact: true })).toBeVisible()
  // Saved on the account before the reload below (which would otherwise race the save).
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/language') && r.request().method() === 'PATCH')
  await languageSwitch(page).selectOption({ label: 'Filipino' })
  expect((await saved).ok()).toBe(true)
  await expect(page.getByRole('link', { name: 'Aking Account', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil')
  await page.reload()
  await expect(page.getByRole('link', { name: 'Aking Account', exact: true })).toBeVisible()
  await first.close()

  // Device 2, another English browser: English until the login, then the account's Filipino.
  const second = await browser.newContext({ locale: 'en-US' })
  const other = await second.newPage()
  await other.goto('/login')
  await expect(other.getByRole('heading', { name: 'Login', exact: true })).toBeVisible()
  await logInWith(other, account, 'Login')
  await expect(other.getByRole('link', { name: 'Aking Account', exact: true })).toBeVisible()
  await expect(other.locator('html')).toHaveAttribute('lang', 'fil')
  await expect(languageSwitch(other)).toHaveValue('fil')
  await second.close()
})
