import { expect, type Locator, type Page } from '@playwright/test'

/** The IP Profile's Certifications section, the issue and revoke dialogs, and the printable certificate. */
export class Certifications {
  readonly section: Locator
  readonly issue: Locator
  readonly issueDialog: Locator
  /** NCIP's purposes (a list box); Other opens `otherPurpose` to type it. */
  readonly purpose: Locator
  readonly otherPurpose: Locator
  readonly sheet: Locator
  readonly verifyUrl: Locator
  readonly qr: Locator
  readonly revoke: Locator
  readonly revokeDialog: Locator
  readonly reason: Locator

  constructor(readonly page: Page) {
    const profile = page.getByRole('dialog', { name: 'IP Profile' })
    this.section = profile.getByRole('region', { name: 'Certifications' })
    this.issue = this.section.getByRole('button', { name: 'Issue Certification' })
    this.issueDialog = page.getByRole('dialog', { name: 'Certification of Tribal Membership' })
    this.purpose = this.issueDialog.getByRole('combobox', { name: 'Purpose' })
    this.otherPurpose = this.issueDialog.getByRole('textbox', { name: 'Other purpose' })
    this.sheet = page.getByRole('article', { name: 'Certification of Tribal Membership' })
    this.qr = this.sheet.getByRole('img', { name: 'QR code to verify this certification' })
    this.verifyUrl = this.sheet.locator('figcaption')
    this.revoke = page.getByRole('main').getByRole('button', { name: 'Revoke', exact: true })
    this.revokeDialog = page.getByRole('dialog', { name: 'Revoke certification' })
    this.reason = this.revokeDialog.getByRole('textbox', { name: 'Reason' })
  }

  /**
   * Issue from the open profile by keyboard: a purpose of NCIP's list chosen by its name (`listed`), or Other with
   * `purpose` typed, then Enter; the certificate page opens.
   */
  async issueFor(purpose: string, { listed }: { listed?: boolean } = {}): Promise<void> {
    await this.issue.focus()
    await this.page.keyboard.press('Enter')
    await expect(this.issueDialog).toBeVisible()
    await this.purpose.selectOption({ label: listed ? purpose : 'Other' })
    if (listed) {
      await this.purpose.press('Tab') // Affiant 1
      await this.page.keyboard.press('Tab') // Affiant 2
      await this.page.keyboard.press('Tab') // Cancel
      await this.page.keyboard.press('Tab') // Issue
      await expect(this.issueDialog.getByRole('button', { name: 'Issue', exact: true })).toBeFocused()
    } else {
      await this.otherPurpose.fill(purpose)
    }
    await this.page.keyboard.press('Enter')
    await expect(this.page).toHaveURL(/\/certifications\/\d+$/)
    await expect(this.sheet).toBeVisible()
  }

  async revokeWith(reason: string): Promise<void> {
    await this.revoke.click()
    await expect(this.revokeDialog).toBeVisible()
    await this.reason.fill(reason)
    await this.revokeDialog.getByRole('button', { name: 'Revoke', exact: true }).click()
    await expect(this.revokeDialog).toBeHidden()
  }
}
