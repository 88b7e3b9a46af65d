import type { Locator } from '@playwright/test'

import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { expect, test } from '../support/fixtures'
import { layoutProblems } from '../support/screen-checks'

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not visible')
  return b
}

test.describe('as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('on a phone (390 px) every camera button sits inside the camera dialog', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const list = new MasterList(page)
    await list.goto()
    await list.addNew.click()
    const form = new PersonForm(page, 'Add New Indigenous Person')
    await form.button('Use Camera').click()
    await expect(form.camera).toBeVisible()
    const dialog = await box(form.camera)
    for (const name of ['Capture', 'Retake', 'Use Photo', 'Close']) {
      const button = await box(form.camera.getByRole('button', { name, exact: true }))
      expect(button.x, name).toBeGreaterThanOrEqual(dialog.x)
      expect(button.x + button.width, name).toBeLessThanOrEqual(dialog.x + dialog.width)
    }
  })

  test('a notice covers no control of the form and stays inside the viewport; closing the form takes it away', async ({ page }) => {
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 800 })
      const list = new MasterList(page)
      await list.goto()
      await list.addNew.click()
      const form = new PersonForm(page, 'Add New Indigenous Person')
      await expect(form.field('Last Name')).toBeFocused()
      await form.button('Add').click() // nothing filled: the server refuses, the error notice stays
      const notice = page.getByRole('alert').filter({ hasText: 'Error adding person' })
      await expect(notice).toBeVisible()
      // In the form's own flow (a screen reader in the dialog hears it), over none of its buttons, × included.
      await expect(form.dialog.getByRole('alert').filter({ hasText: 'Error adding person' })).toBeVisible()
      expect(await layoutProblems(page), `form at ${width}px`).toEqual([])

      // The form closed, its error goes with it (issue 21 item 13: no notice of this form in the next dialog).
      await page.keyboard.press('Escape')
      await expect(form.dialog).toBeHidden()
      await expect(notice).toBeHidden()
      expect(await layoutProblems(page), `page at ${width}px`).toEqual([])
    }
  })
})
