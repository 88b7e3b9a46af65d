import { expect, type Locator, type Page } from '@playwright/test'

import { Captcha } from './captcha'

export interface SignupForm {
  name: string
  email: string
  password: string
  confirm: string
  role: 'Chieftain' | 'IPMR'
}

export class SignupPage {
  readonly heading: Locator
  readonly name: Locator
  readonly email: Locator
  readonly password: Locator
  readonly confirm: Locator
  readonly role: Locator
  readonly submit: Locator
  readonly alert: Locator
  readonly captcha: Captcha

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create Account' })
    this.name = page.getByLabel('Full Name', { exact: true })
    this.email = page.getByLabel('Email', { exact: true })
    this.password = page.getByLabel('Password', { exact: true })
    this.confirm = page.getByLabel('Confirm Password', { exact: true })
    this.role = page.getByLabel('User Role')
    this.submit = page.getByRole('button', { name: 'Sign Up' })
    this.alert = page.getByRole('alert')
    this.captcha = new Captcha(page)
  }

  async goto(): Promise<void> {
    await this.page.goto('/signup')
    await expect(this.heading).toBeVisible()
  }

  /** Captcha first (the screen clears its fields shortly after load), then the fields, then Sign Up. */
  async signUp(form: SignupForm): Promise<void> {
    await this.captcha.solve()
    await this.name.fill(form.name)
    await this.email.fill(form.email)
    await this.password.fill(form.password)
    await this.confirm.fill(form.confirm)
    await this.role.selectOption({ label: form.role })
    await expect(this.name).toHaveValue(form.name)
    await this.submit.click()
  }
}
