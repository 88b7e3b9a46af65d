import type { APIRequestContext, Page } from '@playwright/test'

import { MasterList } from '../pages/master-list'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { axeViolations, expectScreenOk, layoutProblems } from '../support/screen-checks'

// The import, backups, export and print screens at the desktop size and at a phone's 390×844 (both projects):
// each must fit the screen and pass axe's WCAG 2.1 A/AA rules.

test.describe.configure({ mode: 'parallel' })
test.use({ signedInAs: 'ipmr' })

test('/admin/import with a preview showing errors', async ({ page }) => {
  const tag = uniqueTag()
  const csv = [
    'Last Name,First Name,Date of Birth,Gender,Barangay,Contact Number,Tribe,Household Members',
    `Screenimport${tag},Amihan,1990-05-17,Female,Gatasan,09171234567,Aeta,4`,
    `Screenimport${tag},Bayani,17/05/1990,Male,Nowhere,12345,Aeta,4`,
  ].join('\n')
  await page.goto('/admin/import')
  await expectScreenOk(page, '/admin/import')
  await page.getByLabel('File (JSON, CSV or XLSX)').setInputFiles({ name: 'screens.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Check file' }).click()
  await expect(page.getByRole('heading', { name: /^Errors \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeVisible()
  await expectScreenOk(page, '/admin/import, the preview with errors')
})

test('/admin/backups with the password dialog open', async ({ page }) => {
  await page.goto('/admin/backups')
  const rows = page.getByRole('table', { name: 'Backups' }).getByRole('row').or(page.getByRole('list', { name: 'Backups' }).getByRole('listitem'))
  await expect(rows.first().or(page.getByText('No backups yet.'))).toBeVisible()
  await expectScreenOk(page, '/admin/backups')
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.getByRole('button', { name: /^Download backup of/ }).first()).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: /^Download backup of/ }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Download backup' })
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password')
  await dialog.getByRole('button', { name: 'Download', exact: true }).click()
  await expect(dialog.getByText('Password is incorrect.')).toBeVisible()
  await expectScreenOk(page, '/admin/backups, the password dialog with its error')
})

/** A person of this test's own, found in the master list by a search. */
async function listWithOnePerson(page: Page, apiAs: (role: 'ipmr') => Promise<APIRequestContext>): Promise<MasterList> {
  const last = `Screenprint${uniqueTag()}`
  await createPerson(await apiAs('ipmr'), { last_name: last, first_name: 'Liwayway', date_of_birth: bornYearsAgo(28), gender: 'Female', barangay: 'Gatasan' })
  const list = new MasterList(page)
  await list.goto(`/total-population?q=${last}`)
  await expect(list.resultLine).toHaveText('Showing 1–1 of 1 person')
  return list
}

test('the export dialog and the printed list', async ({ page, apiAs }) => {
  await listWithOnePerson(page, apiAs)
  await page.getByRole('button', { name: 'Export' }).click()
  await expect(page.getByRole('dialog', { name: 'Export' })).toBeVisible()
  await expectScreenOk(page, 'the master list, Export dialog')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expectScreenOk(page, 'the master list, printed')
})

test('the IP Profile, on screen and printed', async ({ page, apiAs }) => {
  const list = await listWithOnePerson(page, apiAs)
  await page.getByRole('button', { name: /View/ }).first().click()
  await expect(list.profile.getByRole('button', { name: 'Print profile' })).toBeVisible()
  await expectScreenOk(page, 'the IP Profile with Print profile')
  await page.emulateMedia({ media: 'print' })
  await expect(list.profile.getByText(/^Printed .+ by /)).toBeVisible()
  // On paper the profile flows over as many pages as it needs: taller than a phone's screen is right; wider is not.
  const problems = await layoutProblems(page)
  expect(problems.filter((problem) => !problem.startsWith('dialog "IP Profile" at')), 'the IP Profile, printed: layout').toEqual([])
  expect(await axeViolations(page), 'the IP Profile, printed: axe').toEqual([])
})
