import { DuplicatesPage, SCAN_TIMEOUT } from '../pages/admin-duplicates'
import { MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { createPerson, uniqueTag } from '../support/people'

test.use({ signedInAs: 'ipmr' })

/** A birth date no other test uses: the grandmother's two entries are found together and alone. */
function oddBirthDate(): { iso: string; long: string } {
  const year = 1925 + Math.floor(Math.random() * 25)
  const day = 1 + Math.floor(Math.random() * 28)
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  const month = Math.floor(Math.random() * 12)
  const pad = (n: number) => String(n).padStart(2, '0')
  return { iso: `${year}-${pad(month + 1)}-${pad(day)}`, long: `${months[month]} ${day}, ${year}` }
}

test("the same grandmother entered twice: 'Possible duplicate' shows the first, 'This is a different person' saves", async ({
  page,
  apiAs,
}) => {
  const born = oddBirthDate()
  const mother = `Ligaya ${uniqueTag()}`
  const grandmother = {
    dateOfBirth: born.iso,
    gender: 'Female' as const,
    civilStatus: 'Widowed',
    education: 'Elementary',
    occupation: 'Weaver',
    contactNumber: '09171234567',
    barangay: 'Tuhian',
    householdMembers: '3',
    mother,
  }
  const list = new MasterList(page)
  await list.goto()
  await list.addNew.click()
  const form = new PersonForm(page, 'Add New Indigenous Person')
  await form.fill({ ...grandmother, firstName: 'Ma. Luisa', lastName: 'Dela Cruz' })
  await form.button('Add').click()
  await expect(list.notice('Person added successfully!')).toBeVisible()
  await expect(form.field('Last Name')).toHaveValue('')

  // The second clerk's spelling: the form does not save yet, it shows who this may be.
  await form.fill({ ...grandmother, firstName: 'Maria Luisa', lastName: 'de la Cruz' })
  await form.button('Add').press('Enter')
  const possible = form.dialog.getByRole('region', { name: 'Possible duplicate' })
  await expect(possible).toBeVisible()
  await expect(possible.getByRole('listitem')).toHaveCount(1)
  const first = possible.getByRole('listitem').first()
  await expect(first).toContainText('Dela Cruz, Ma. Luisa')
  await expect(first).toContainText(`Born: ${born.long} · Barangay: Tuhian`)
  await expect(first).toContainText(`Parents: ${mother}`)
  await expect(possible.getByRole('heading', { name: 'Possible duplicate' })).toBeFocused()

  // View opens the existing record's profile.
  await possible.getByRole('button', { name: 'View Dela Cruz, Ma. Luisa' }).click()
  const profile = page.getByRole('dialog', { name: 'IP Profile' })
  await expect(profile).toContainText('Luisa')
  await page.keyboard.press('Escape')
  await expect(profile).toBeHidden()
  await expect(form.field('First Name')).toHaveValue('Maria Luisa') // the typing is kept

  // The choice travels with the save itself (one transaction), never as a second request.
  const later: string[] = []
  page.on('request', (request) => later.push(`${request.method()} ${new URL(request.url()).pathname}`))
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/people')
  await possible.getByRole('button', { name: 'This is a different person' }).click()
  const response = await created
  expect(response.status()).toBe(201)
  const differentFrom = (await response.request().postDataJSON()).different_from
  expect(differentFrom).toHaveLength(1)
  const saved = await response.json()
  // The first person's notice may still be showing: the newest one is this save's.
  await expect(list.notice('Person added successfully!').last()).toBeVisible()
  await expect(possible).toBeHidden()
  await expect(form.field('Last Name')).toHaveValue('')
  expect(later.filter((line) => line.includes('different'))).toEqual([])

  // The choice is in the audit trail, on the new record, naming the record shown.
  const ipmr = await apiAs('ipmr')
  const audit = await (await ipmr.get(`/api/admin/audit?action=person.kept_apart&person_id=${saved.id}`)).json()
  expect(audit.items.map((event: { target_id: number; changes: unknown }) => [event.target_id, event.changes])).toEqual([
    [saved.id, { possible_duplicates: [null, ['Dela Cruz, Ma. Luisa']] }],
  ])
})

test('/admin/duplicates: refresh finds the pair, Merge keeps the chosen values and trashes the other', async ({
  page,
  apiAs,
}) => {
  const ipmr = await apiAs('ipmr')
  const last = `Magbanua${uniqueTag()}`
  const base = { last_name: last, date_of_birth: '1961-04-05', gender: 'Female' as const, barangay: 'Ajos' }
  const kept = await createPerson(ipmr, { ...base, first_name: 'Ma. Teresa', occupation: 'Farmer' })
  const other = await createPerson(ipmr, { ...base, first_name: 'Maria Teresa', occupation: 'Weaver' })

  const screen = new DuplicatesPage(page)
  await screen.goto(`?person=${other.id}`)
  await screen.startRefresh()
  const pair = screen.pair(`${last}, Ma. Teresa`, `${last}, Maria Teresa`)
  await expect(pair).toBeVisible({ timeout: SCAN_TIMEOUT })
  await expect(screen.status).toContainText('Last refreshed')
  await expect(screen.fieldChoice(pair, 'Occupation', 'Farmer')).toBeChecked()
  await screen.fieldChoice(pair, 'Occupation', 'Weaver').check()
  await pair.getByRole('button', { name: 'Merge', exact: true }).click()
  await expect(page.getByText('Records merged. The other record is in the Trash.')).toBeVisible()
  await expect(pair).toBeHidden()

  const stored = await (await ipmr.get(`/api/people/${kept.id}`)).json()
  expect([stored.first_name, stored.occupation]).toEqual(['Ma. Teresa', 'Weaver'])
  expect((await ipmr.get(`/api/people/${other.id}`)).status()).toBe(404)
  const trash = await (await ipmr.get('/api/admin/trash')).json()
  expect(trash.items.find((item: { id: number }) => item.id === other.id)?.merged_into).toBe(kept.id)
})

test("'Not the same person' is remembered: the pair is not shown again after another refresh", async ({ page, apiAs }) => {
  const ipmr = await apiAs('ipmr')
  const last = `Dimaano${uniqueTag()}`
  const base = { last_name: last, date_of_birth: '1970-02-03', gender: 'Male' as const, barangay: 'Ajos' }
  await createPerson(ipmr, { ...base, first_name: 'Jose' })
  const second = await createPerson(ipmr, { ...base, first_name: 'José', contact_number: '09180000000' })

  const screen = new DuplicatesPage(page)
  await screen.goto(`?person=${second.id}`)
  await screen.startRefresh()
  const pair = screen.pair(`${last}, Jose`, `${last}, José`)
  await expect(pair).toBeVisible({ timeout: SCAN_TIMEOUT })
  await pair.getByRole('button', { name: 'Not the same person' }).click()
  await expect(page.getByText('Marked as different people.')).toBeVisible()
  await expect(pair).toBeHidden()
  const response = await ipmr.post('/api/admin/duplicates/scan', { headers: await csrfHeaders(ipmr) })
  expect(response.status()).toBe(202)
  await expect
    .poll(async () => (await (await ipmr.get(`/api/admin/duplicates?person=${second.id}`)).json()).scan.status)
    .toBe('done')
  await page.reload()
  await expect(screen.status).toContainText('Last refreshed')
  await expect(pair).toBeHidden()
})
