import { expect, type Locator, type Page } from '@playwright/test'

/** The header bar on every screen, its Log Out confirm dialog and the About Us side panel. On phones and tablets
 * the entries are behind the Menu button: `reveal()` opens it when it is there. */
export class Header {
  readonly bar: Locator
  readonly menu: Locator
  readonly menuPanel: Locator
  readonly home: Locator
  readonly aboutUs: Locator
  readonly logOut: Locator
  readonly login: Locator
  readonly logOutDialog: Locator
  readonly aboutPanel: Locator

  constructor(readonly page: Page) {
    const bar = page.getByRole('banner')
    this.bar = bar
    this.menu = bar.getByRole('button', { name: 'Menu', exact: true })
    this.menuPanel = bar.getByRole('dialog', { name: 'Menu' })
    this.home = bar.getByRole('link', { name: 'Home', exact: true })
    this.aboutUs = bar.getByRole('button', { name: 'About Us', exact: true })
    this.logOut = bar.getByRole('button', { name: 'Log Out', exact: true })
    this.login = bar.getByRole('link', { name: 'Login', exact: true })
    this.logOutDialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to Log Out?' })
    this.aboutPanel = page.getByRole('dialog', { name: 'About Us' })
  }

  /** Opens the compact bar's menu (phones and tablets); nothing to do on a wide screen. */
  async reveal(): Promise<void> {
    await expect(this.bar.getByRole('link', { name: 'Katutubo Registry' })).toBeVisible()
    if ((await this.menu.count()) && (await this.menu.getAttribute('aria-expanded')) !== 'true') {
      await this.menu.click()
      await expect(this.menuPanel).toBeVisible()
    }
  }

  async openLogOut(): Promise<void> {
    await this.reveal()
    await this.logOut.click()
    await expect(this.logOutDialog).toBeVisible()
  }

  async openAbout(): Promise<Locator> {
    await this.reveal()
    await this.aboutUs.click()
    await expect(this.aboutPanel).toBeVisible()
    return this.aboutPanel
  }
}

export const ABOUT_PAGES = [
  'Who We Are',
  'Our Mission',
  'What We Do',
  'Why It Matters',
  'Our Values',
  'Our Team',
  'Join Us',
] as const
