import { expect, test } from '@playwright/test'

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
