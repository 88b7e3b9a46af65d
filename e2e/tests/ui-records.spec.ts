import { AuditTrailPage, TrashPage } from '../pages/admin-records'
import { EMPTY_LIST, MasterList } from '../pages/master-list'
import { PersonForm, type PersonData } from '../pages/person-form'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, naturalWidth, uniqueTag } from '../support/people'

// The IPMR every test of a worker signs in as (support/fixtures.ts).
const IPMR_NAME = 'Ligaya Ramos'

function newPerson(): PersonData {
  const tag = uniqueTag()
  return {
    lastName: `Bagwis${tag}`,
    firstName: 'Marikit',
    middleName: 'Santos',
    dateOfBirth: bornYearsAgo(34),
    gender: 'Female',
    civilStatus: 'Married',
    education: 'High School',
    occupation: 'Weaver',
    tribe: 'Aeta',
    healthCondition: 'None',
    householdMembers: '5',
    contactNumber: '0917-555 0101',
    barangay: 'Ajos',
    address: 'Purok 1',
    father: 'Lakan Bagwis',
    mother: 'Dayang Bagwis',
    siblings: 'Tala',
  }
}

test.describe('as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('a deleted person goes to the Trash and comes back with their photo; the audit trail shows who did it', async ({ page }) => {
    test.slow() // add with a photo, delete, restore, the audit trail: five screens
    const p = newPerson()
    const fullName = `${p.firstName} ${p.lastName}`
    const trashName = `${p.lastName}, ${p.firstName} ${p.middleName}`
    const list = new MasterList(page)
    await list.goto()

    // Add, with a photo from the (fake) camera.
    await list.addNew.click()
    const form = new PersonForm(page, 'Add New Indigenous Person')
    await form.fill(p)
    await form.takePhoto()
    await form.button('Add').click()
    await expect(list.notice('Person added successfully!')).toBeVisible()
    await form.button('Cancel').click()
    await expect(form.dialog).toBeHidden()

    // Delete it from the master list: the spec's confirm and notice; it is gone from the list.
    const row = await list.findBySuggestion(p.firstName, p.lastName)
    await expect.poll(() => naturalWidth(row.locator(`img[alt="Photo of ${fullName}"]`))).toBeGreaterThan(0)
    await row.getByRole('button', { name: `Delete ${fullName}` }).click()
    await expect(list.deleteDialog).toContainText(`Are you sure you want to delete ${fullName}?`)
    await list.deleteDialog.getByRole('button', { name: 'Yes', exact: true }).click()
    await expect(list.notice('Person deleted successfully!')).toBeVisible()
    await expect(row).toBeHidden()
    await expect(page.getByText(EMPTY_LIST)).toBeVisible()

    // Administration → Trash → Restore.
    await page.getByRole('banner').getByRole('link', { name: 'Administration' }).click()
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Trash' }).click()
    await expect(page).toHaveURL(/\/admin\/trash$/)
    const trash = new TrashPage(page)
    const entry = trash.entry(trashName)
    await expect(entry).toContainText('Ajos')
    await expect(entry).toContainText(IPMR_NAME)
    await trash.restore(trashName).click()
    await expect(page.getByRole('status').filter({ hasText: 'Person restored successfully!' })).toBeVisible()
    await expect(entry).toBeHidden()

    // Back in the master list, with the photo (the image loads, and its address answers 200).
    await list.goto()
    const back = await list.findBySuggestion(p.firstName, p.lastName)
    await expect(back).toContainText(p.barangay)
    const thumb = back.locator(`img[alt="Photo of ${fullName}"]`)
    await expect.poll(() => naturalWidth(thumb)).toBeGreaterThan(0)
    const src = await thumb.getAttribute('src')
    expect(src).toBeTruthy()
    expect((await page.request.get(src!)).status()).toBe(200)
    await back.getByRole('button', { name: `View profile of ${fullName}` }).click()
    const photo = list.profile.locator(`img[alt="Photo of ${fullName}"]`)
    await expect.poll(() => naturalWidth(photo)).toBeGreaterThan(0)
    await page.keyboard.press('Escape')

    // The audit trail: filtering by action narrows it to restores, this one among them, by this IPMR.
    const audit = new AuditTrailPage(page)
    await audit.goto()
    await audit.action.selectOption({ label: 'Person restored' })
    await expect(page).toHaveURL(/\/admin\/audit\?action=person\.restored$/)
    await expect.poll(() => audit.actions()).not.toEqual([])
    expect(new Set(await audit.actions())).toEqual(new Set(['Person restored']))
    const restored = audit.rows.filter({ hasText: trashName })
    await expect(restored).toHaveCount(1)
    await expect(restored.getByRole('cell').nth(1)).toHaveText(IPMR_NAME)

    // Narrowed to this person: every step, newest first, each by this IPMR.
    await audit.personLink(trashName).click()
    await expect(audit.resultLine).toHaveText('Showing 1–1 of 1 event')
    await audit.action.selectOption({ label: 'All actions' })
    await expect(page).toHaveURL(/\/admin\/audit\?person=\d+$/)
    await expect.poll(() => audit.actions()).toEqual([
      'Profile viewed',
      'Person restored',
      'Person moved to the Trash',
      'Photo changed',
      'Person added',
    ])
    await expect(audit.rows.locator('td:nth-child(2)')).toHaveText(Array(5).fill(IPMR_NAME))
    await expect(audit.rows.filter({ hasText: 'Photo changed' })).toContainText(/Photo: \(empty\) → \S+\.\w+/)
    await audit.action.selectOption({ label: 'Person moved to the Trash' })
    await expect.poll(() => audit.actions()).toEqual(['Person moved to the Trash'])
  })

  test('a person in the Trash is deleted permanently once their last name is typed', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const last = `Dalubhasa${uniqueTag()}`
    const person = await createPerson(ipmr, {
      last_name: last,
      first_name: 'Lualhati',
      date_of_birth: bornYearsAgo(41),
      gender: 'Female',
      barangay: 'Anusan',
    })
    const removed = await ipmr.delete(`/api/people/${person.id}`, { headers: await csrfHeaders(ipmr) })
    expect(removed.status()).toBe(204)

    const trash = new TrashPage(page)
    await trash.goto()
    const name = `${last}, Lualhati`
    await trash.deletePermanently(name).click()
    await expect(trash.purgeDialog).toContainText(`${name} and their photo will be deleted for good.`)
    const { lastName, authority, confirm } = trash.purgeControls()
    await expect(confirm).toBeDisabled()
    await lastName.pressSequentially(last.slice(0, -1))
    await expect(confirm).toBeDisabled()
    await lastName.press('Enter')
    await expect(trash.purgeDialog).toBeVisible()
    await lastName.pressSequentially(last.slice(-1))
    await expect(confirm).toBeEnabled()
    await lastName.press('Tab')
    await expect(authority).toBeFocused()
    await authority.pressSequentially('NAP DA 2026-07')
    await authority.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Person deleted permanently.' })).toBeVisible()
    await expect(trash.purgeDialog).toBeHidden()
    await expect(trash.entry(name)).toHaveCount(0)

    // Gone for good: not in the Trash, not restorable, and the trail records the purge.
    const listed = await (await page.request.get('/api/admin/trash?page_size=100')).json()
    expect(listed.items.map((item: { id: number }) => item.id)).not.toContain(person.id)
    const restore = await page.request.post(`/api/admin/trash/${person.id}/restore`, { headers: await csrfHeaders(page.context()) })
    expect(restore.status()).toBe(404)
    const audit = new AuditTrailPage(page)
    await audit.goto(`?person=${person.id}`)
    await expect.poll(() => audit.actions()).toEqual(['Person deleted permanently', 'Person moved to the Trash', 'Person added'])
  })
})
