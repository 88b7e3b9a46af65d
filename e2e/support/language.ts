import type { Page } from '@playwright/test'

/** Show the app in `language` without touching the worker's shared account: the session's answer says so. */
export async function showIn(page: Page, language: 'en' | 'fil'): Promise<void> {
  await page.unroute('**/api/session')
  await page.route('**/api/session', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (body?.user) body.user.language = language
    await route.fulfill({ response, json: body })
  })
}
