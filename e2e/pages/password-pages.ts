import { expect, type Locator, type Page } from '@playwright/test'

import { Captcha } from './captcha'

export class ForgotPasswordPage {
  readonly heading: Locator
  readonly email: Locator
  readonly submit: Locator
  readonly differentEmail: Locator
  readonly captcha: Captcha

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Forgot Password' })
    this.email = page.getByLabel('Email', { exact: true })
    this.submit = page.getByRole('button', { name: 'Send Reset Link' })
    this.differentEmail = page.getByRole('button', { name: 'Send to Different Email' })
    this.captcha = new Captcha(page)
  }

  async goto(): Promise<void> {
    await this.page.goto('/forgot-password')
    await expect(this.heading).toBeVisible()
  }

  async request(email: string): Promise<void> {
    await this.captcha.solve()
    await this.email.fill(email)
    await expect(this.email).toHaveValue(email)
    await this.submit.click()
  }
}

export class ResetPasswordPage {
  readonly password: Locator
  readonly confirm: Locator
  readonly submit: Locator

  constructor(readonly page: Page) {
    this.password = page.getByLabel('New Password', { exact: true })
    this.confirm = page.getByLabel('Confirm New Password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Set New Password' })
  }

  async setPassword(password: string): Promise<void> {
    await this.password.fill(password)
    await this.confirm.fill(password)
    await expect(this.password).toHaveValue(password)
    await this.submit.click()
  }
}
