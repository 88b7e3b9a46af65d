import type { Locator } from '@playwright/test'

import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { expect, test } from '../support/fixtures'

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

  test("a notice covers none of the form's buttons and stays inside the viewport", async ({ page }) => {
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
      const n = await box(notice)
      expect(n.x, `at ${width}px`).toBeGreaterThanOrEqual(0)
      expect(n.x + n.width, `at ${width}px`).toBeLessThanOrEqual(width)
      for (const name of ['Add', 'Cancel']) {
        const b = await box(form.button(name))
        const overlaps = n.x < b.x + b.width && b.x < n.x + n.width && n.y < b.y + b.height && b.y < n.y + n.height
        expect(overlaps, `${name} at ${width}px`).toBe(false)
      }
    }
  })
})
