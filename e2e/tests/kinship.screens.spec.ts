import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { motherAndChild, typeRelative } from '../support/kinship'
import { expectScreenOk } from '../support/screen-checks'

// Run by both projects: at the desktop size and at a phone's 390×844 (playwright.config.ts).

test.describe.configure({ mode: 'parallel', timeout: 120_000 })

test.describe('kinship screens, signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('the relative suggestions and a linked mother in the form fit the screen and pass axe', async ({ page, apiAs }) => {
    const family = await motherAndChild(await apiAs('ipmr'))
    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(family.child.last_name)
    await page.getByRole('button', { name: `Edit ${family.childName}` }).click()
    const form = new PersonForm(page, 'Edit IP Information')
    await expect(form.field('Last Name')).toHaveValue(family.child.last_name)
    await typeRelative(form.field('Mother'), family.motherName)
    await expect(form.dialog.getByRole('option', { name: new RegExp(family.motherName) })).toBeVisible()
    await expectScreenOk(page, 'Person form, relative suggestions open')
    await form.field('Mother').press('ArrowDown')
    await form.field('Mother').press('Enter')
    await expect(form.dialog.getByRole('list', { name: 'Linked Mother' })).toContainText(family.motherName)
    await expectScreenOk(page, 'Person form, a linked mother')
  })

  test('the family tree and the whole-family drawing fit the screen and pass axe', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const family = await motherAndChild(ipmr)
    const linked = await ipmr.put(`/api/people/${family.child.id}`, {
      headers: await csrfHeaders(ipmr),
      data: { relatives: { mother_id: family.mother.id } },
    })
    expect(linked.status()).toBe(200)
    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(family.mother.last_name)
    await page.getByRole('button', { name: `View profile of ${family.motherName}` }).click()
    const tree = list.profile.getByRole('region', { name: 'Family Tree' })
    await expect(tree.getByRole('button', { name: family.childName })).toBeVisible()
    await tree.scrollIntoViewIfNeeded()
    await expectScreenOk(page, 'IP Profile, family tree with a linked child')
    await tree.getByRole('button', { name: 'Whole family' }).click()
    const node = tree.getByRole('button', { name: new RegExp(`^${family.childName}`) })
    await expect(node).toBeVisible()
    // Readable on a phone: the drawing's names are at least 12 px on screen at the first zoom.
    const size = await node.locator('text').first().evaluate((text) => text.getBoundingClientRect().height)
    expect(size).toBeGreaterThanOrEqual(12)
    await expectScreenOk(page, 'IP Profile, whole family')
    await tree.getByRole('button', { name: 'Zoom in' }).click()
    await expect(tree.getByText('Zoom 125%')).toBeVisible()
  })
})
