import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from '../support/fixtures'

/** WCAG 2.1 A and AA rules, as axe checks them in the real page. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('the signed-out screens pass axe', async ({ page }) => {
  for (const path of ['/login', '/signup', '/forgot-password', '/reset-password?token=nothing']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await violations(page), path).toEqual([])
  }
})

test.describe('signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('the dashboard, the master list, the form and the About panel pass axe', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByText('Latest Data Entry')).toBeVisible()
    expect(await violations(page), '/admin').toEqual([])

    await page.goto('/total-population')
    await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible()
    expect(await violations(page), '/total-population').toEqual([])

    await page.getByRole('button', { name: 'Add New' }).click()
    await expect(page.getByRole('dialog', { name: 'Add New Indigenous Person' })).toBeVisible()
    expect(await violations(page), 'add form').toEqual([])
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'About Us' }).click()
    await expect(page.getByRole('dialog', { name: 'About Us' })).toBeVisible()
    expect(await violations(page), 'About Us').toEqual([])
  })
})

test.describe('signed in as Chieftain', () => {
  test.use({ signedInAs: 'chieftain' })

  test("the Chieftain's list passes axe", async ({ page }) => {
    await page.goto('/super-admin')
    await expect(page.getByRole('heading', { name: /All Indigenous People in Catanauan, Quezon/ })).toBeVisible()
    expect(await violations(page), '/super-admin').toEqual([])
  })
})
