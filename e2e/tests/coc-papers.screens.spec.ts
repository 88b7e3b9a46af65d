import type { APIRequestContext } from '@playwright/test'

import { csrfHeaders, expect, test } from '../support/fixtures'
import { activate } from '../support/keyboard'
import { pdfText } from '../support/pdf-text'
import { createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// The papers of NCIP's Certificate of Confirmation packet (issue 26, points 3 and 4), opened from the IP Profile
// by keyboard: the Genealogy Form from the family graph (its PDF names the grandparents) and the Information
// Index Form. Both projects run it (*.screens.spec.ts): each paper fits the screen and passes axe.

test.use({ signedInAs: 'chieftain' })

async function link(ipmr: APIRequestContext, personId: number, relatives: Record<string, number>): Promise<void> {
  const response = await ipmr.put(`/api/people/${personId}`, { data: { relatives }, headers: await csrfHeaders(ipmr) })
  expect(response.status(), await response.text()).toBe(200)
}

test('the Genealogy Form and the Information Index Form print the family and the record', async ({ page, apiAs }) => {
  test.slow() // a PDF of each paper
  const ipmr = await apiAs('ipmr')
  const tag = uniqueTag()
  const born = (year: number) => `${year}-06-15`
  const barangay = 'San Antonio Magkupa'
  const grandfather = await createPerson(ipmr, { last_name: `Magbanua${tag}`, first_name: 'Pedro', date_of_birth: born(1931), gender: 'Male', barangay, lineage: 'Agta' })
  const grandmother = await createPerson(ipmr, { last_name: `Lim${tag}`, first_name: 'Rosa', date_of_birth: born(1934), gender: 'Female', barangay })
  const father = await createPerson(ipmr, { last_name: `Magbanua${tag}`, first_name: 'Jose', date_of_birth: born(1960), gender: 'Male', barangay, lineage: 'Agta' })
  const me = await createPerson(ipmr, { last_name: `Magbanua${tag}`, first_name: 'Ligaya', date_of_birth: born(1990), gender: 'Female', barangay, lineage: 'Agta' })
  await link(ipmr, father.id, { father_id: grandfather.id, mother_id: grandmother.id })
  await link(ipmr, me.id, { father_id: father.id })

  // The Chieftain's list with Ligaya's profile open (as a search and View leave the address).
  await page.goto(`/super-admin?q=Magbanua${tag}&profile=${me.id}`)
  const profile = page.getByRole('dialog', { name: 'IP Profile' })
  const papers = profile.getByRole('group', { name: 'Certificate of Confirmation papers' })
  await activate(page, papers.getByRole('link', { name: 'Genealogy Form' }))
  await expect(page).toHaveURL(new RegExp(`/people/${me.id}/genealogy-form$`))
  const form = page.getByRole('article', { name: 'Genealogy Form' })
  await expect(form.locator('li').filter({ hasText: "Father's father" }).first()).toContainText(`Pedro Magbanua${tag}`)
  await expect(form.locator('li').filter({ hasText: "Father's mother" }).first()).toContainText(`Rosa Lim${tag}`)
  await expectScreenOk(page, 'the Genealogy Form')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  const text = await pdfText(await page.pdf({ format: 'A4' }))
  expect(text).toContain(`Pedro Magbanua${tag}`)
  expect(text).toContain(`Rosa Lim${tag}`)
  expect(text).toContain('Signature of the applicant')
  await page.emulateMedia({ media: 'screen' })

  // Back to the profile, then the Information Index Form.
  await activate(page, page.getByRole('button', { name: 'Back' }))
  await activate(page, papers.getByRole('link', { name: 'Information Index Form' }))
  const index = page.getByRole('article', { name: 'Information Index Form' })
  await expect(index).toContainText(`Magbanua${tag}`)
  await expect(index).toContainText('June 15, 1990')
  await expect(index).toContainText('Agta')
  await expectScreenOk(page, 'the Information Index Form')
  await page.emulateMedia({ media: 'print' })
  expect(await pdfText(await page.pdf({ format: 'A4' }))).toContain('IP Mandatory Representative')
})
