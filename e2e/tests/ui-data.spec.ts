import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { ChieftainList } from '../pages/chieftain-list'
import { MasterList } from '../pages/master-list'
import { downloadedCsv } from '../support/csv'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

/** Nobody else's tests keep people here. */
const BARANGAY = 'Gatasan'
const OTHER_BARANGAY = 'Macpac'

/** Export from the list on screen: the dialog, the format, the columns, then the file. */
async function exportList(page: Page, format: 'CSV' | 'Excel (XLSX)', columns = 'All fields') {
  await page.getByRole('button', { name: 'Export' }).click()
  const dialog = page.getByRole('dialog', { name: 'Export' })
  await dialog.getByRole('radio', { name: format }).check()
  await dialog.getByRole('radio', { name: columns }).check()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download' }).click()
  await expect(dialog).toBeHidden()
  return download
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' })

test.describe('signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('imports a CSV with one bad row through the preview, and finds an imported person', async ({ page }) => {
    const tag = uniqueTag()
    const csv = [
      'Last Name,First Name,Date of Birth,Gender,Barangay,Contact Number,Tribe,Household Members',
      `Importado${tag},Amihan,1990-05-17,Female,${BARANGAY},09171234567,Aeta,4`,
      `Importado${tag},Bayani,17/05/1990,Male,${BARANGAY},09181234567,Aeta,4`,
      `Importado${tag},Dalisay,1985-01-02,Female,${BARANGAY},09191234567,Agta,3`,
    ].join('\r\n')

    await page.goto('/admin/users')
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Import' }).click()
    await expect(page).toHaveURL(/\/admin\/import$/)
    await page.getByLabel('File (JSON, CSV or XLSX)').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    })
    await page.getByRole('button', { name: 'Check file' }).click()

    // The preview: the bad row by its row number (header = row 1), the good ones as they will be stored.
    const errors = page.getByRole('table', { name: /Errors \(1\)/ })
    await expect(errors.getByRole('row').nth(1)).toContainText('row 3')
    await expect(errors.getByRole('row').nth(1)).toContainText('Date of Birth')
    await expect(page.getByRole('table', { name: /Preview/ })).toContainText(`Importado${tag}, Amihan`)
    await expect(page.getByText('1 row with errors will not be imported.')).toBeVisible()

    // Import the rest without fixing it.
    await page.getByRole('button', { name: 'Import 2 rows' }).click()
    await expect(page.getByText('Import finished: 2 created, 0 updated, 0 unchanged, 1 rejected.')).toBeVisible()

    const list = new MasterList(page)
    await list.goto(`/total-population?q=Importado${tag}`)
    await expect(list.rows).toHaveCount(2)
    await expect(list.row('Dalisay', `Importado${tag}`)).toContainText(BARANGAY)
  })

  test('exports the filtered master list: the file holds exactly the rows the screen shows', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const tag = uniqueTag()
    const last = `Luwas${tag}`
    const people = [
      { first: 'Tala', barangay: BARANGAY, gender: 'Female' as const },
      { first: 'Bituin', barangay: BARANGAY, gender: 'Male' as const },
      { first: 'Hiraya', barangay: OTHER_BARANGAY, gender: 'Female' as const }, // another barangay: not shown
    ]
    for (const [i, person] of people.entries()) {
      await createPerson(ipmr, {
        last_name: last,
        first_name: person.first,
        date_of_birth: bornYearsAgo(30 + i),
        gender: person.gender,
        lineage: 'Aeta',
        barangay: person.barangay,
      })
    }

    const list = new MasterList(page)
    await list.goto('/total-population')
    await expect(list.resultLine).toHaveText(/^Showing/)
    await list.barangay.selectOption(BARANGAY)
    await expect(page).toHaveURL(new RegExp(`barangay=${BARANGAY}`))
    await list.searchFor(last)
    await expect(page).toHaveURL(new RegExp(`q=${last}`))
    await expect(list.rows).toHaveCount(2)
    const shown = await list.rowNames()

    const download = await exportList(page, 'CSV', "The original's columns")
    expect(download.suggestedFilename()).toBe(`katutubo-master-${today()}.csv`)
    const rows = await downloadedCsv(download)
    expect(rows.map((row) => `${row['#']}. ${row.Name}`)).toEqual(shown)
    expect(rows.map((row) => row.Barangay)).toEqual([BARANGAY, BARANGAY])

    // All fields, as XLSX: a spreadsheet file named for the list.
    const xlsx = await exportList(page, 'Excel (XLSX)', 'All fields')
    expect(xlsx.suggestedFilename()).toBe(`katutubo-master-${today()}.xlsx`)
    expect(readFileSync(await xlsx.path()).subarray(0, 2).toString()).toBe('PK')

    // Nothing to export: the original's notice, and no file.
    await list.searchFor(`Nobody${tag}`)
    await expect(list.resultLine).toHaveText('No people to show')
    let downloads = 0
    page.on('download', () => (downloads += 1))
    await page.getByRole('button', { name: 'Export' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'No data to export yet.' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(downloads).toBe(0)
  })
})

test.describe('print, signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('the list and the IP Profile print without navigation or buttons, on A4', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const tag = uniqueTag()
    const last = `Limbag${tag}`
    await createPerson(ipmr, {
      last_name: last, first_name: 'Sinag', date_of_birth: bornYearsAgo(33), gender: 'Female', barangay: BARANGAY,
      contact_number: '09171112222',
    })
    const list = new MasterList(page)
    await list.goto('/total-population')
    await list.searchFor(last)
    await expect(list.rows).toHaveCount(1)

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    for (const name of ['Add New', 'Export', 'Print list', 'Reset']) await expect(page.getByRole('button', { name, exact: true })).toBeHidden()
    await expect(list.search).toBeHidden()
    await expect(list.title).toHaveText('Master List')
    await expect(page.getByText(`Filters: No filter; every barangay; search "${last}"; sorted by Name, ascending.`)).toBeVisible()
    await expect(page.getByText('Page 1 of 1: rows 1–1 of 1', { exact: false })).toBeVisible()
    await expect(list.row('Sinag', last)).toBeVisible()
    await expect(list.header('Name')).toBeVisible()
    const pdf = await page.pdf({ format: 'A4' })
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF')
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1)

    // The IP Profile: only the dialog, every field, and who printed it when.
    await page.emulateMedia({ media: 'screen' })
    await list.row('Sinag', last).getByRole('button', { name: /View/ }).click()
    await expect(list.profile).toBeVisible()
    await expect(list.profile.getByText('Contact Number', { exact: true })).toBeVisible() // on screen too (item 19)
    await expect(list.profile.getByText('Birthplace', { exact: true })).toBeHidden() // on paper only
    await page.emulateMedia({ media: 'print' })
    await expect(list.title).toBeHidden()
    for (const button of await list.profile.getByRole('button').all()) await expect(button).toBeHidden()
    await expect(list.profile.getByText('Contact Number', { exact: true })).toBeVisible() // once on paper
    await expect(list.profile.getByText('Birthplace', { exact: true })).toBeVisible()
    await expect(list.profile.getByText(/9171112222$/).first()).toBeVisible()
    await expect(list.profile.getByText(/^Printed .+ by Ligaya Ramos$/)).toBeVisible()
    await expect(list.profile.getByText('Family Tree', { exact: false }).first()).toBeVisible()
    const profilePdf = await page.pdf({ format: 'A4' })
    expect(profilePdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0).toBeGreaterThanOrEqual(1)
  })
})

test.describe('backups, signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('Back up now adds a row; Download asks for the password again, then the file downloads', async ({ page, session }) => {
    await page.goto('/admin/backups')
    await expect(page.getByRole('heading', { name: 'Backups', level: 2 })).toBeVisible()
    await expect(page.getByText(/^Scheduled backups are off\./)).toBeVisible()
    const rows = page.getByRole('table', { name: 'Backups' }).getByRole('row').filter({ has: page.getByRole('cell') })
    const empty = page.getByText('No backups yet.')
    await expect(rows.first().or(empty)).toBeVisible()
    const before = await rows.count()

    await page.getByRole('button', { name: 'Back up now' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Backup made:/ })).toBeVisible({ timeout: 30_000 })
    await expect(rows).toHaveCount(before + 1)
    await expect(rows.first().getByRole('cell').nth(3)).toHaveText('Yes')

    await rows.first().getByRole('button', { name: /^Download/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Download backup' })
    const password = dialog.getByLabel('Password', { exact: true })
    await password.fill('not-my-password')
    await password.press('Enter')
    await expect(dialog.getByText('Password is incorrect.')).toBeVisible()

    await password.fill(session!.account.password)
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download', exact: true }).click()
    expect((await download).suggestedFilename()).toMatch(/^katutubo-backup-\d{8}-\d{6}(-\d+)?\.tar\.gz$/)
    await expect(dialog).toBeHidden()
  })
})

test.describe('signed in as Chieftain', () => {
  test.use({ signedInAs: 'chieftain' })

  test("exports the Chieftain's searched list", async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    const tag = uniqueTag()
    const last = `Puno${tag}`
    for (const first of ['Lakan', 'Dayang']) {
      await createPerson(ipmr, { last_name: last, first_name: first, date_of_birth: bornYearsAgo(40), gender: 'Male', barangay: BARANGAY })
    }
    const list = new ChieftainList(page)
    await list.goto()
    await list.search.fill(last)
    await list.search.press('Enter')
    await expect(list.rows).toHaveCount(2)

    const download = await exportList(page, 'CSV', 'All fields')
    expect(download.suggestedFilename()).toBe(`katutubo-chieftain-${today()}.csv`)
    const rows = await downloadedCsv(download)
    expect(rows.map((row) => `${row['Last name']}, ${row['First name']}`)).toEqual([`${last}, Dayang`, `${last}, Lakan`])
  })
})

test.describe('signed in as a plain user', () => {
  test.use({ signedInAs: 'user' })

  test('has no Export on the master list', async ({ page }) => {
    const list = new MasterList(page)
    await list.goto('/total-population')
    await expect(list.resultLine).not.toHaveText('Loading…')
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0)
  })
})
