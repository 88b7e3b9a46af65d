import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

test.use({ signedInAs: 'ipmr' })

/** Edit one person in two tabs: the later save sees theirs beside yours and keeps both clerks' work. */
test('an edit conflict keeps the typing: theirs and yours side by side, the rest merged, then saved', async ({
  page,
  apiAs,
}) => {
  const last = `Lakan${uniqueTag()}`
  const stored = await createPerson(await apiAs('ipmr'), {
    last_name: last,
    first_name: 'Dakila',
    date_of_birth: bornYearsAgo(40),
    gender: 'Male',
    barangay: 'Tuhian',
    occupation: 'Farmer',
  })
  const tabA = page
  const tabB = await page.context().newPage()
  const forms: PersonForm[] = []
  for (const tab of [tabA, tabB]) {
    const list = new MasterList(tab)
    await list.goto()
    await list.searchFor(last)
    await list.row('Dakila', last).getByRole('button', { name: `Edit Dakila ${last}` }).click()
    const form = new PersonForm(tab, 'Edit IP Information')
    await expect(form.field('Occupation')).toHaveValue('Farmer')
    forms.push(form)
  }
  const [a, b] = forms

  await a.field('Occupation').fill('Fisher')
  await a.button('Update').click()
  await expect(tabA.getByText('Person updated successfully!')).toBeVisible()

  await b.field('Occupation').fill('Tricycle driver')
  await b.field('Address').fill('Sitio Ibaba')
  await b.button('Update').click()
  const choices = b.dialog.getByRole('group', { name: 'Choose what to keep' })
  await expect(choices).toBeFocused()
  // One question: the field both changed. The address only B changed is kept without asking.
  await expect(choices.getByRole('row')).toHaveCount(2)
  await expect(choices.getByRole('row').nth(1)).toHaveText('OccupationFisherTricycle driver')
  await expect(choices).toContainText('Kept as you typed them (nobody else changed them): Address.')
  await expect(b.field('Address')).toHaveValue('Sitio Ibaba')

  await choices.getByRole('radio', { name: 'Keep Yours (this device) for Occupation' }).focus()
  await tabB.keyboard.press('Space')
  await choices.getByRole('button', { name: 'Save my choices' }).click()
  await expect(tabB.getByText('Person updated successfully!')).toBeVisible()
  await expect(choices).toBeHidden()

  const saved = await (await apiAs('ipmr')).get(`/api/people/${stored.id}`)
  expect(await saved.json()).toMatchObject({ occupation: 'Tricycle driver', address: 'Sitio Ibaba' })
})
