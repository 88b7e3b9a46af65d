import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { motherAndChild, typeRelative } from '../support/kinship'

// Relatives as links between records (issue 11): chosen in the person form, shown in the profile's Family
// Tree as buttons, and drawn as the whole family.

test.describe.configure({ mode: 'parallel', timeout: 120_000 })

test.describe('kinship, signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('link a child to an existing mother from the form; her profile shows the child; click through', async ({ page, apiAs }) => {
    const family = await motherAndChild(await apiAs('ipmr'))
    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(family.childName.split(' ')[1])
    await page.getByRole('button', { name: `Edit ${family.childName}` }).click()
    const form = new PersonForm(page, 'Edit IP Information')
    await expect(form.field('Last Name')).toHaveValue(family.child.last_name)

    // Type part of her name; the registry suggests her (a woman at least 12 years older); the keyboard picks.
    await typeRelative(form.field('Mother'), family.motherName)
    const option = form.dialog.getByRole('option', { name: new RegExp(family.motherName) })
    await expect(option).toContainText('Brgy. Ajos · Age 58')
    await form.field('Mother').press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await form.field('Mother').press('Enter')
    const remove = form.dialog.getByRole('button', { name: `Remove the link to ${family.motherName}` })
    await expect(remove).toBeFocused()
    await form.button('Update').click()
    await expect(page.getByText('Person updated successfully!')).toBeVisible()
    await form.button('Cancel').click()

    // The mother's profile lists the child as a button that opens the child's profile.
    await list.searchFor(family.mother.last_name)
    await page.getByRole('button', { name: `View profile of ${family.motherName}` }).click()
    const tree = list.profile.getByRole('region', { name: 'Family Tree' })
    await expect(tree.getByText(`${family.motherName} (You)`)).toBeVisible()
    await tree.getByRole('button', { name: family.childName }).click()
    await expect(list.profile.getByRole('group', { name: `Showing the profile of ${family.childName}` })).toBeFocused()
    await expect(tree.getByText(`${family.childName} (You)`)).toBeVisible()
    await expect(tree.getByRole('button', { name: family.motherName })).toBeVisible()
    await expect(tree.getByText('No children')).toBeVisible()

    // Back returns to the mother; the link is stored both ways.
    await list.profile.getByRole('button', { name: `Back to ${family.motherName}` }).click()
    await expect(tree.getByText(`${family.motherName} (You)`)).toBeVisible()
  })

  test('the whole-family view by keyboard: Tab to a person, Enter opens their profile', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const family = await motherAndChild(ipmr)
    const linked = await ipmr.put(`/api/people/${family.child.id}`, {
      headers: await csrfHeaders(ipmr),
      data: { relatives: { mother_id: family.mother.id } },
    })
    expect(linked.status(), await linked.text()).toBe(200)

    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(family.child.last_name)
    await page.getByRole('button', { name: `View profile of ${family.childName}` }).click()
    const tree = list.profile.getByRole('region', { name: 'Family Tree' })
    const whole = tree.getByRole('button', { name: 'Whole family' })
    await whole.focus()
    await page.keyboard.press('Enter')
    await expect(whole).toHaveAttribute('aria-pressed', 'true')
    const drawing = tree.getByRole('group', { name: `Whole family of ${family.childName}` })
    await expect(drawing.getByRole('button', { name: new RegExp(`^${family.motherName}`) })).toBeVisible()

    // Tab through the controls to the mother's node (at most a dozen stops), then Enter.
    const motherNode = drawing.getByRole('button', { name: new RegExp(`^${family.motherName}`) })
    for (let stop = 0; stop < 12 && !(await motherNode.evaluate((node) => node === document.activeElement)); stop++) {
      await page.keyboard.press('Tab')
    }
    await expect(motherNode).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(list.profile.getByRole('group', { name: `Showing the profile of ${family.motherName}` })).toBeFocused()
    await expect(tree.getByText(`${family.motherName} (You)`)).toBeVisible()
    await expect(tree.getByRole('button', { name: family.childName })).toBeVisible()
  })
})
