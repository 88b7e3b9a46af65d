import { expect, type Locator, type Page } from '@playwright/test'

/** The issue dialog's two affiant fields and the registry's warning, and the joint affidavit page. */
export class Affiants {
  readonly dialog: Locator
  readonly warning: Locator
  readonly affidavit: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Certification of Tribal Membership' })
    this.warning = this.dialog.getByRole('status').filter({ hasText: 'The registry found a family tie:' })
    this.affidavit = page.getByRole('article', { name: 'Joint Affidavit of Two Disinterested Persons' })
  }

  field(number: 1 | 2): Locator {
    return this.dialog.getByRole('combobox', { name: `Affiant ${number}` })
  }

  /** From the focused affiant field: type `typed`, wait for that search's suggestions, then ArrowDown and Enter on `name`. */
  async chooseRegistered(number: 1 | 2, typed: string, name: string): Promise<void> {
    const field = this.field(number)
    await expect(field).toBeFocused()
    const answered = this.page.waitForResponse(
      (response) => response.url().includes('/api/people/suggestions') && new URL(response.url()).searchParams.get('q') === typed,
    )
    await field.pressSequentially(typed)
    await answered
    const list = this.dialog.getByRole('listbox', { name: `Registered people for affiant ${number}` })
    await expect(list.getByRole('option')).toHaveCount(1)
    await expect(list.getByRole('option')).toContainText(name)
    await this.page.keyboard.press('ArrowDown')
    await this.page.keyboard.press('Enter')
    await expect(this.dialog.getByRole('button', { name: `Change affiant ${number}` })).toBeFocused()
  }
}
