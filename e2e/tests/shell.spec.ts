import { expect, test, type Locator } from '@playwright/test'

import { ABOUT_PAGES, Header } from '../pages/header'
import { logIn } from '../pages/login-page'
import { createUser } from '../support/accounts'

async function visitEveryAboutPage(panel: Locator): Promise<void> {
  for (const name of ABOUT_PAGES) {
    await panel.getByRole('button', { name, exact: true }).click()
    await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible()
  }
}

test('About Us, signed out: seven pages, Escape closes and focus returns to the button', async ({ page }) => {
  const header = new Header(page)
  await page.goto('/login')
  await expect(header.login).toBeVisible()
  const panel = await header.openAbout()
  await visitEveryAboutPage(panel)
  await page.keyboard.press('Escape')
  await expect(header.aboutPanel).toBeHidden()
  await expect(header.aboutUs).toBeFocused()
})

test('About Us, signed in: the panel opens over the Chieftain screen and Escape closes it', async ({ page }) => {
  const header = new Header(page)
  await logIn(page, createUser('chieftain', 'Bai Liwayway'))
  await expect(page).toHaveURL(/\/super-admin$/)
  await expect(header.logOut).toBeVisible()
  const panel = await header.openAbout()
  await visitEveryAboutPage(panel)
  await page.keyboard.press('Escape')
  await expect(header.aboutPanel).toBeHidden()
  await expect(header.aboutUs).toBeFocused()
})

test("IPMR: /admin/anything shows 'Admin Dashboard (to be implemented)'", async ({ page }) => {
  await logIn(page, createUser('ipmr', 'Pedro Malakas'))
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/anything')
  await expect(page.getByText('Admin Dashboard (to be implemented)')).toBeVisible()
  await expect(new Header(page).home).toBeVisible()
})
