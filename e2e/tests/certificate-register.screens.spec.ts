import { readFileSync } from 'node:fs'

import type { APIRequestContext } from '@playwright/test'

import { csrfHeaders, expect, test } from '../support/fixtures'
import { activate } from '../support/keyboard'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { showIn } from '../support/language'
import { expectScreenOk } from '../support/screen-checks'

// The certificate register (issue 26, point 2): the Chieftain finds the certificates issued for a purpose in a
// barangay, downloads them, opens the print page; in English and in Filipino at a phone's 390 px and a tablet's
// 768 px each screen fits and passes axe. Both projects run it (*.screens.spec.ts).

test.use({ signedInAs: 'chieftain' })

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const

async function issue(chieftain: APIRequestContext, personId: number, purpose_kind: string): Promise<{ id: number; serial: string }> {
  const response = await chieftain.post(`/api/people/${personId}/certifications`, {
    data: { purpose_kind },
    headers: await csrfHeaders(chieftain),
  })
  expect(response.status(), await response.text()).toBe(201)
  return response.json()
}

test('the register filters, downloads and prints the certificates; it fits and passes axe in both languages', async ({ page, apiAs }) => {
  test.slow() // two languages at two sizes, each through axe
  const ipmr = await apiAs('ipmr')
  const chieftain = await apiAs('chieftain')
  const last = `Talaan${uniqueTag()}`
  const person = await createPerson(ipmr, { last_name: last, first_name: 'Mayumi', date_of_birth: bornYearsAgo(22), gender: 'Female', barangay: 'Tagbacan Silangan' })
  const bfp = await issue(chieftain, person.id, 'bfp')
  const land = await issue(chieftain, person.id, 'land')
  const revoked = await chieftain.post(`/api/certifications/${land.id}/revoke`, { data: { reason: 'Wrong purpose' }, headers: await csrfHeaders(chieftain) })
  expect(revoked.status()).toBe(200)

  // From the header, by keyboard; then the filters: BFP in Tagbacan Silangan, still valid.
  await page.goto('/super-admin')
  // The page is there before we look for the Menu button: a phone shows it, a tablet shows the links instead.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  const menu = page.getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await activate(page, menu)
  await activate(page, nav.getByRole('link', { name: 'Certificates' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate register' })).toBeVisible()
  const main = page.getByRole('main')
  await main.getByRole('combobox', { name: 'Purpose' }).selectOption({ label: 'BFP application' })
  await main.getByRole('combobox', { name: 'Barangay' }).selectOption({ label: 'Tagbacan Silangan' })
  await main.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Valid' })
  await expect(page).toHaveURL(/purpose=bfp&barangay=Tagbacan\+Silangan&status=valid$/)
  const ours = main.getByRole('row').filter({ hasText: last })
  await expect(ours).toHaveCount(1)
  await expect(ours).toContainText(bfp.serial)
  await expect(ours).toContainText('BFP application')
  await expect(main.getByRole('row').filter({ hasText: land.serial })).toHaveCount(0)

  // The download holds the rows the screen shows (our certificate among them), with the same filters.
  const downloading = page.waitForEvent('download')
  await activate(page, main.getByRole('link', { name: 'Export (CSV)' }))
  const lines = readFileSync(await (await downloading).path(), 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/)
  expect(lines[0]).toBe('Serial No.,Name,Barangay,Purpose,Issued by,Issued on,Status,Reason for revoking')
  expect(lines.filter((line) => line.includes(last))).toEqual([expect.stringMatching(new RegExp(`^${bfp.serial},Mayumi ${last},Tagbacan Silangan,BFP application,.*,Valid,$`))])

  // The print page: the same filters, said above the table; on paper without the header.
  await activate(page, main.getByRole('link', { name: 'Print' }))
  await expect(page).toHaveURL(/\/certificates\/print\?purpose=bfp&barangay=Tagbacan\+Silangan&status=valid$/)
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: bfp.serial })).toHaveCount(1)
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: 'BFP application' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  for (const language of ['en', 'fil'] as const) {
    await showIn(page, language)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      for (const path of [`/certificates?purpose=land&status=revoked`, `/certificates/print?purpose=land&status=revoked`]) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.getByRole('main').getByRole('row').filter({ hasText: land.serial })).toHaveCount(1)
        await expectScreenOk(page, `${path} in ${language} at ${size.width} px`)
      }
    }
  }
})
