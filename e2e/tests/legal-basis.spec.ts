import { MasterList } from '../pages/master-list'
import { LEGAL_BASES, PersonForm } from '../pages/person-form'
import { PrivacyNoticeAdmin, PrivacyNoticeSheet } from '../pages/privacy-notice'
import { expect, test } from '../support/fixtures'
import { activate, tabTo } from '../support/keyboard'
import { createPerson, uniqueTag } from '../support/people'

// The legal basis of processing (docs/privacy-basis.md): chosen by keyboard on the Add form, shown on the
// profile, the people entered before it (here: imported) found by the master list's filter, and the privacy
// notice edited by an IPMR and printed for one person in Filipino.

test.use({ signedInAs: 'ipmr' })

test('adds a person with consent by keyboard, sees it on the profile, filters the unrecorded, prints the notice', async ({ page }) => {
  const tag = uniqueTag()
  const lastName = `Pahintulot${tag}`
  const imported = `Luma${tag}`
  await PrivacyNoticeSheet.countPrints(page)

  // Someone imported: their legal basis is not recorded.
  await page.goto('/admin/import')
  const csv = [
    'Last Name,First Name,Date of Birth,Gender,Barangay,Contact Number,Tribe,Household Members',
    `${imported},Dalisay,1985-01-02,Female,Ajos,09191234567,Agta,3`,
  ].join('\r\n')
  await page.getByLabel('File (JSON, CSV or XLSX)').setInputFiles({ name: 'old.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Check file' }).click()
  await page.getByRole('button', { name: 'Import 1 row' }).click()
  await expect(page.getByText('Import finished: 1 created, 0 updated, 0 unchanged, 0 rejected.')).toBeVisible()

  // Add New by keyboard: the basis is consent (Space, then the arrow key), with its date.
  const list = new MasterList(page)
  await list.goto()
  await tabTo(page, list.addNew)
  await page.keyboard.press('Enter')
  const form = new PersonForm(page, 'Add New Indigenous Person')
  await expect(form.field('Last Name')).toBeFocused()
  await page.keyboard.type(lastName)
  await tabTo(page, form.field('First Name'))
  // Not keyboard-add.spec's Tala of 14 March 2001 in Tuhian: the shared registry would offer her as a duplicate.
  await page.keyboard.type('Marikit')
  await tabTo(page, form.field('Date of Birth'))
  await page.keyboard.type('07212002')
  await tabTo(page, form.field('Household Members'))
  await page.keyboard.type('3')
  await tabTo(page, form.field('Contact Number'))
  await page.keyboard.type('09181234567')
  await tabTo(page, form.field('Barangay'))
  await page.keyboard.type('Tuhian')
  await form.chooseBasisByKeyboard('consent')
  await tabTo(page, form.field('Date consent was given'))
  await page.keyboard.type('01152026')
  await tabTo(page, form.button('Add'))
  await page.keyboard.press('Enter')
  await expect(list.notice('Person added successfully!')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(form.dialog).toBeHidden()

  // The profile says the basis, the day and who recorded it.
  await list.searchFor(lastName)
  await list.row('Marikit', lastName).getByRole('button', { name: `View profile of Marikit ${lastName}` }).click()
  await expect(list.profile).toBeVisible()
  const basis = list.profileDetail('Legal basis')
  await expect(basis).toContainText(LEGAL_BASES.consent)
  await expect(basis).toContainText('Consent given on 2026-01-15, recorded by Ligaya Ramos')

  // The notice, chosen in Filipino from the profile, opens as a page with the person's name to print.
  await list.profile.getByLabel('Language of the notice').selectOption('fil')
  await activate(page, list.profile.getByRole('link', { name: 'Privacy notice' }))
  await expect(page).toHaveURL(/\/privacy-notice\/\d+\?lang=fil$/)
  const sheet = new PrivacyNoticeSheet(page)
  await sheet.expectFor(`Marikit ${lastName}`, 'Paunawa sa privacy')
  await expect(sheet.sheet).toContainText('Ang iyong mga karapatan sa ilalim ng Data Privacy Act of 2012')
  await expect(sheet.sheet).toContainText('Lagda ng tao sa ibabaw ng nakalimbag na pangalan')
  await sheet.print.click()
  expect(await sheet.printed()).toBe(1)

  // The filter: exactly the imported person of these two, not the one with consent.
  await list.goto(`/total-population?q=${tag}`)
  await expect(list.rows).toHaveCount(2)
  await list.filter.selectOption({ label: 'Legal basis not recorded' })
  await expect(page).toHaveURL(/filter=basis_not_recorded/)
  await expect(list.rows).toHaveCount(1)
  await expect(list.row('Dalisay', imported)).toBeVisible()
})

test('an IPMR edits the English notice; the printed notice reads it', async ({ page, apiAs }) => {
  const admin = new PrivacyNoticeAdmin(page)
  await admin.goto()
  await expect(admin.english).toHaveValue(/^PRIVACY NOTICE/)
  await expect(page.getByText('The default text (no one has changed it yet).').first()).toBeVisible()
  const text = `PRIVACY NOTICE\n\nThe Office of the IPMR keeps your record. ${uniqueTag()}`
  await admin.english.fill(text)
  await admin.save.click()
  await expect(page.getByRole('status').filter({ hasText: 'The privacy notice is saved.' })).toBeVisible()
  await expect(page.getByText(/^Last changed .* by Ligaya Ramos\.$/)).toBeVisible()

  const lastName = `Basa${uniqueTag()}`
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: lastName,
    first_name: 'Amihan',
    date_of_birth: '1970-06-01',
    gender: 'Female',
    barangay: 'Ajos',
  })
  await page.goto(`/privacy-notice/${person.id}?lang=en`)
  const sheet = new PrivacyNoticeSheet(page)
  await sheet.expectFor(`Amihan ${lastName}`, 'Privacy notice')
  await expect(sheet.sheet).toContainText(text.split('\n\n')[1])
})
