import { expect, type Locator, type Page } from '@playwright/test'

import { Captcha } from './captcha'

export class LoginPage {
  readonly heading: Locator
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  readonly alert: Locator
  readonly captcha: Captcha

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Login', exact: true })
    this.email = page.getByLabel('Email', { exact: true })
    this.password = page.getByLabel('Password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Login', exact: true })
    this.alert = page.getByRole('alert')
    this.captcha = new Captcha(page)
  }

  async goto(): Promise<void> {
    await this.page.goto('/login')
    await expect(this.heading).toBeVisible()
  }

  /**
   * Fill and send the form on the current login screen. The captcha is solved first: the screen clears its
   * fields shortly after load (spec), and the proof of work takes longer than that.
   */
  async login(email: string, password: string): Promise<void> {
    await this.captcha.solve()
    await this.email.fill(email)
    await this.password.fill(password)
    await expect(this.email).toHaveValue(email)
    await expect(this.password).toHaveValue(password)
    await this.submit.click()
  }
}

/** Log in from /login as a person would. */
export async function logIn(page: Page, account: { email: string; password: string }): Promise<LoginPage> {
  const login = new LoginPage(page)
  await login.goto()
  await login.login(account.email, account.password)
  return login
}
