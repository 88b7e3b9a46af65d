import { DuplicatesPage, SCAN_TIMEOUT } from '../pages/admin-duplicates'
import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { expect, test } from '../support/fixtures'
import { createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// /admin/duplicates with a pair, and the Add form's 'Possible duplicate' panel, at the desktop size and at a
// phone's 390×844 (playwright.config.ts runs *.screens.spec.ts in both projects): each fits and passes axe.

test.describe.configure({ mode: 'parallel' })
test.use({ signedInAs: 'ipmr' })

test('/admin/duplicates with a likely pair fits the screen and passes axe', async ({ page, apiAs }) => {
  const ipmr = await apiAs('ipmr')
  const last = `Panganiban${uniqueTag()}`
  const base = { last_name: last, date_of_birth: '1958-07-09', gender: 'Female' as const, barangay: 'Cutcutan' }
  await createPerson(ipmr, { ...base, first_name: 'Ma. Rosario', occupation: 'Farmer' })
  const other = await createPerson(ipmr, { ...base, first_name: 'Maria Rosario', occupation: 'Vendor' })

  const screen = new DuplicatesPage(page)
  await screen.goto(`?person=${other.id}`)
  await screen.startRefresh()
  await expect(screen.pair(`${last}, Ma. Rosario`, `${last}, Maria Rosario`)).toBeVisible({ timeout: SCAN_TIMEOUT })
  await expectScreenOk(page, '/admin/duplicates')
})

test("the Add form's 'Possible duplicate' fits the screen and passes axe", async ({ page, apiAs }) => {
  const last = `Katigbak${uniqueTag()}`
  await createPerson(await apiAs('ipmr'), {
    last_name: last,
    first_name: 'Ma. Liwayway',
    date_of_birth: '1944-02-03',
    gender: 'Female',
    barangay: 'Ajos',
  })
  const list = new MasterList(page)
  await list.goto()
  await list.addNew.click()
  const form = new PersonForm(page, 'Add New Indigenous Person')
  await form.fill({
    lastName: last,
    firstName: 'Maria Liwayway',
    dateOfBirth: '1944-02-03',
    gender: 'Female',
    civilStatus: 'Widowed',
    education: 'Elementary',
    occupation: 'Weaver',
    contactNumber: '09171234567',
    householdMembers: '2',
    barangay: 'Ajos',
  })
  await form.button('Add').click()
  await expect(form.dialog.getByRole('region', { name: 'Possible duplicate' })).toBeVisible()
  await expectScreenOk(page, "Add form, 'Possible duplicate'")
})
