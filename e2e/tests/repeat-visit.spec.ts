import { expect, test } from '../support/fixtures'

/**
 * Issue 23: a repeat visit takes the app's code from the service worker's precache. Measured on the login page,
 * the heaviest first screen: after the worker is installed, a visit fetches no byte of JS or CSS over the network.
 */
test('a repeat visit fetches no JS or CSS over the network: the service worker answers', async ({ page }) => {
  const heading = page.getByRole('heading', { name: 'Login', exact: true })
  await page.goto('/login')
  await expect(heading).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 0 })

  const fromNetwork: string[] = []
  const fromWorker: string[] = []
  page.on('response', (response) => {
    if (!/\.(js|css)$/.test(new URL(response.url()).pathname)) return
    ;(response.fromServiceWorker() ? fromWorker : fromNetwork).push(response.url())
  })
  await page.goto('/login')
  await expect(heading).toBeVisible()
  // The form's first use loads the captcha widget: from the worker too.
  await page.getByLabel('Email', { exact: true }).focus()
  await expect(page.locator('altcha-widget .altcha')).toHaveAttribute('data-state', /.+/)
  // Leaving the sign-in shell loads the app (the router and the other pages): from the worker too.
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click()
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible()

  expect(fromNetwork).toEqual([])
  expect(fromWorker.length).toBeGreaterThan(5)
})
