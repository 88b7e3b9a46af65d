import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { PendingPage } from '../pages/pending-page'
import { SignupPage } from '../pages/signup-page'
import { newAccount, type Account } from './accounts'
import { baseUrl } from './server'

export interface PendingSignup {
  account: Account
  context: BrowserContext
  page: Page
  pending: PendingPage
}

/**
 * Someone signs up on /signup in a browser of their own (captcha solved), asking for `role`, and lands on the
 * pending screen. The registry already has an active IPMR (call createUser('ipmr') first), so the account waits.
 */
export async function signUpPending(browser: Browser, role: 'Chieftain' | 'IPMR', name: string): Promise<PendingSignup> {
  const account = newAccount(role === 'IPMR' ? 'ipmr' : 'chieftain', name)
  const context = await browser.newContext({ baseURL: baseUrl() })
  const page = await context.newPage()
  const signup = new SignupPage(page)
  await signup.goto()
  await signup.signUp({ name, email: account.email, password: account.password, confirm: account.password, role })
  await expect(page).toHaveURL(/\/pending$/)
  const pending = new PendingPage(page)
  await expect(pending.heading).toBeVisible()
  return { account, context, page, pending }
}
