import type { Locator, Page } from '@playwright/test'

import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { expect, test } from '../support/fixtures'

/** Press Tab (as a keyboard user does) until `target` has focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('keyboard only, as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('adds a person with Tab, Space, Enter and typing, passing over the optional choices', async ({ page }) => {
    const tag = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)
    const lastName = `Bayani${tag}`
    const list = new MasterList(page)
    await list.goto()

    await tabTo(page, list.addNew)
    await page.keyboard.press('Enter')
    const form = new PersonForm(page, 'Add New Indigenous Person')
    await expect(form.field('Last Name')).toBeFocused()
    await page.keyboard.type(lastName)
    await tabTo(page, form.field('First Name'))
    await page.keyboard.type('Tala')
    await tabTo(page, form.field('Date of Birth'))
    await page.keyboard.type('03142001') // mm dd yyyy segments of the date field
    // Tab walks into and out of Gender, Civil Status and Educational Attainment without choosing.
    for (const group of ['Gender', 'Civil Status', 'Educational Attainment']) {
      await tabTo(page, form.dialog.getByRole('group', { name: group }).getByRole('radio').first())
    }
    await tabTo(page, form.field('Household Members'))
    await page.keyboard.type('3')
    await tabTo(page, form.field('Contact Number'))
    await page.keyboard.type('09181234567')
    await tabTo(page, form.field('Barangay'))
    await page.keyboard.type('Tuhian') // a closed select picks the option typed
    await expect(form.field('Barangay')).toHaveValue('Tuhian')
    await form.chooseBasisByKeyboard()
    await tabTo(page, form.button('Add'))
    const content = form.dialog.getByRole('region', { name: 'Add New Indigenous Person' })
    expect(await content.evaluate((el) => el.scrollTop)).toBeGreaterThan(0) // the form was scrolled down
    await page.keyboard.press('Enter')

    await expect(list.notice('Person added successfully!')).toBeVisible()
    await expect(list.notice('Failed to save. Please try again.')).toHaveCount(0)
    // Ready for the next person: back at the top of the form, on Last Name.
    await expect(form.field('Last Name')).toBeFocused()
    await expect(form.field('Last Name')).toHaveValue('')
    await expect.poll(() => content.evaluate((el) => el.scrollTop)).toBe(0)
    await page.keyboard.press('Escape')
    await expect(form.dialog).toBeHidden()

    await tabTo(page, list.search)
    await page.keyboard.type(lastName)
    const row = list.row('Tala', lastName)
    await expect(row).toBeVisible()
    await expect(row).toContainText('03/14/2001')
    await expect(row).toContainText('Tuhian')
  })
})
