import { EMPTY_LIST, MasterList } from '../pages/master-list'
import { listDate, PersonForm, type PersonData } from '../pages/person-form'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, naturalWidth, uniqueTag } from '../support/people'

const AGE = 22

/** A person no other test (or run) shares a name with, so search finds exactly them. */
function newPerson(): PersonData {
  const tag = uniqueTag()
  return {
    lastName: `Dalisay${tag}`,
    firstName: 'Amihan',
    middleName: 'Reyes',
    dateOfBirth: bornYearsAgo(AGE),
    gender: 'Female',
    civilStatus: 'Single',
    education: 'College',
    occupation: 'College student',
    tribe: 'Agta',
    healthCondition: 'None',
    householdMembers: '4',
    contactNumber: '0917-123 4567',
    barangay: 'Tuhian',
    address: 'Purok 3',
    father: 'Ramon Dalisay',
    mother: 'Luz Dalisay',
    siblings: 'Tala, Bituin',
  }
}

test.describe('as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('adds a person with a camera photo, finds them by search, views, edits and deletes them', async ({ page }) => {
    const p = newPerson()
    const fullName = `${p.firstName} ${p.lastName}`
    const list = new MasterList(page)
    await list.goto()

    // Add, with a photo from the (fake) camera.
    await list.addNew.click()
    const form = new PersonForm(page, 'Add New Indigenous Person')
    await expect(form.dialog).toBeVisible()
    await expect(form.field('Municipality')).toHaveValue('Catanauan')
    await expect(form.field('Province')).toHaveValue('Quezon')
    await form.fill(p)
    await expect(form.field('Age')).toHaveValue(String(AGE))
    await form.field('Contact Number').blur()
    await expect(form.field('Contact Number')).toHaveValue('+639171234567')
    await form.takePhoto()
    await form.button('Add').click()
    await expect(list.notice('Person added successfully!')).toBeVisible()
    await expect(form.field('Last Name')).toHaveValue('') // reset for the next person, still open
    await form.button('Cancel').click()
    await expect(form.dialog).toBeHidden()

    // Find them through the search suggestions; the row shows the stored record and its photo.
    const row = await list.findBySuggestion(p.firstName, p.lastName)
    await expect(row).toContainText(listDate(p.dateOfBirth))
    await expect(row).toContainText(p.tribe)
    await expect(row).toContainText(p.barangay)
    const cells = row.getByRole('cell')
    await expect(cells.nth(7)).toHaveText('Yes') // STUDENT
    await expect(cells.nth(8)).toHaveText('No') // NON-STUDENT
    await expect(cells.nth(10)).toHaveText('No') // PWD ('None' is no health condition)
    const thumb = row.locator(`img[alt="Photo of ${fullName}"]`)
    await expect(thumb).toBeVisible()
    await expect.poll(() => naturalWidth(thumb)).toBeGreaterThan(0)

    // The profile.
    await row.getByRole('button', { name: `View profile of ${fullName}` }).click()
    await expect(list.profile).toBeVisible()
    await expect(list.profile).toContainText(`${p.firstName} ${p.middleName} ${p.lastName}`)
    await expect(list.profileDetail('Date of Birth')).toHaveText(p.dateOfBirth)
    await expect(list.profileDetail('Barangay')).toHaveText(p.barangay)
    await expect(list.profileDetail('Household Members')).toHaveText(p.householdMembers)
    await expect(list.profile).toContainText('(You)')
    await expect(list.profile).toContainText(p.father)
    await expect(list.profile).toContainText('Bituin')
    const photo = list.profile.locator(`img[alt="Photo of ${fullName}"]`)
    await expect.poll(() => naturalWidth(photo)).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(list.profile).toBeHidden()

    // Edit: the form opens filled in, saves, and stays open.
    await row.getByRole('button', { name: `Edit ${fullName}` }).click()
    const edit = new PersonForm(page, 'Edit IP Information')
    await expect(edit.field('Last Name')).toHaveValue(p.lastName)
    await expect(edit.field('Contact Number')).toHaveValue('+639171234567')
    await edit.field('Occupation').fill('Farmer')
    await edit.field('Barangay').selectOption('Ajos')
    await edit.button('Update').click()
    await expect(list.notice('Person updated successfully!')).toBeVisible()
    await expect(edit.dialog).toBeVisible()
    await edit.button('Cancel').click()
    await expect(edit.dialog).toBeHidden()
    await expect(row).toContainText('Ajos')
    await expect(cells.nth(7)).toHaveText('No') // no longer a student
    await expect(cells.nth(8)).toHaveText('Yes') // NON-STUDENT

    // Delete.
    await row.getByRole('button', { name: `Delete ${fullName}` }).click()
    await expect(list.deleteDialog).toContainText(`Are you sure you want to delete ${fullName}?`)
    await list.deleteDialog.getByRole('button', { name: 'Yes', exact: true }).click()
    await expect(list.notice('Person deleted successfully!')).toBeVisible()
    await expect(row).toBeHidden()
    await expect(page.getByText(EMPTY_LIST)).toBeVisible()
    const stored = await page.request.get(`/api/people?q=${p.lastName}`)
    expect((await stored.json()).total).toBe(0)
  })

  test('a required field left empty shows its message and keeps the rest of the form', async ({ page }) => {
    const p = newPerson()
    const list = new MasterList(page)
    await list.goto()
    await list.addNew.click()
    const form = new PersonForm(page, 'Add New Indigenous Person')
    await form.fill({ ...p, firstName: '' })
    await form.field('Contact Number').blur()
    await form.button('Add').click()

    const firstName = form.field('First Name')
    await expect(firstName).toHaveAccessibleDescription(/First name is required\./)
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(list.notice('Error adding person:')).toBeVisible()
    await expect(form.dialog).toBeVisible()
    await expect(form.field('Last Name')).toHaveValue(p.lastName)
    await expect(form.field('Date of Birth')).toHaveValue(p.dateOfBirth)
    await expect(form.field('Age')).toHaveValue(String(AGE))
    await expect(form.field('Contact Number')).toHaveValue('+639171234567')
    await expect(form.field('Barangay')).toHaveValue(p.barangay)
    await expect(form.field('Tribe')).toHaveValue(p.tribe)
    await expect(form.choice('Gender', p.gender)).toBeChecked()
    const stored = await page.request.get(`/api/people?q=${p.lastName}`)
    expect((await stored.json()).total).toBe(0)
  })
})

test.describe('as Chieftain', () => {
  test.use({ signedInAs: 'chieftain' })

  test('sees no Add New, Edit or Delete, and the API refuses changes with 403', async ({ page, apiAs }) => {
    const p = newPerson()
    const fullName = `${p.firstName} ${p.lastName}`
    const ipmr = await apiAs('ipmr')
    const created = await ipmr.post('/api/people', {
      headers: await csrfHeaders(ipmr),
      data: {
        last_name: p.lastName,
        first_name: p.firstName,
        date_of_birth: p.dateOfBirth,
        age: AGE,
        gender: p.gender,
        barangay: p.barangay,
        contact_number: p.contactNumber,
        household_members: 4,
        legal_basis: 'law',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = await created.json()

    const list = new MasterList(page)
    await list.goto()
    const row = await list.findBySuggestion(p.firstName, p.lastName)
    await expect(row.getByRole('button', { name: `View profile of ${fullName}` })).toBeVisible()
    await expect(row.getByRole('button', { name: `Edit ${fullName}` })).toHaveCount(0)
    await expect(row.getByRole('button', { name: `Delete ${fullName}` })).toHaveCount(0)
    await expect(list.addNew).toHaveCount(0)

    // Whatever the UI shows, the server refuses (with a valid CSRF token, so the role is what is refused).
    const headers = await csrfHeaders(page.context())
    const create = await page.request.post('/api/people', { headers, data: { last_name: 'X', first_name: 'Y' } })
    expect(create.status()).toBe(403)
    const update = await page.request.put(`/api/people/${id}`, { headers, data: { occupation: 'Farmer' } })
    expect(update.status()).toBe(403)
    const remove = await page.request.delete(`/api/people/${id}`, { headers })
    expect(remove.status()).toBe(403)
    const still = await page.request.get(`/api/people/${id}`)
    expect(still.status()).toBe(200)
    expect((await still.json()).last_name).toBe(p.lastName)
  })
})
