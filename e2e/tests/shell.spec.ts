import type { Locator } from '@playwright/test'

import { ABOUT_PAGES, Header } from '../pages/header'
import { expect, test } from '../support/fixtures'

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

test.describe('signed in as Chieftain', () => {
  test.use({ signedInAs: 'chieftain' })

  test('About Us opens over the Chieftain screen and Escape closes it', async ({ page }) => {
    const header = new Header(page)
    await page.goto('/super-admin')
    await expect(header.logOut).toBeVisible()
    const panel = await header.openAbout()
    await visitEveryAboutPage(panel)
    await page.keyboard.press('Escape')
    await expect(header.aboutPanel).toBeHidden()
    await expect(header.aboutUs).toBeFocused()
  })
})

test.describe('signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test("/admin/anything shows 'Admin Dashboard (to be implemented)'", async ({ page }) => {
    await page.goto('/admin/anything')
    await expect(page.getByText('Admin Dashboard (to be implemented)')).toBeVisible()
    await expect(new Header(page).logOut).toBeVisible()
  })
})
