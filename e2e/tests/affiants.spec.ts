import type { Page } from '@playwright/test'

import { Affiants } from '../pages/affiants'
import { Certifications } from '../pages/certificate'
import { ChieftainList } from '../pages/chieftain-list'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { showIn } from '../support/language'
import { expectScreenOk } from '../support/screen-checks'

// Issue 26, point 5: the Chieftain names two affiants while issuing (a registered person and a typed name); the
// registry warns, naming the path, that the registered one is the applicant's mother's brother; the
// certificate lists both and its joint affidavit prints both names.

test.use({ signedInAs: 'chieftain' })

/** The window made `width` wide, and every open dialog followed it (they size themselves to the visible area on
 * its resize event, a render later). */
async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height })
  for (const dialog of await page.getByRole('dialog').all()) {
    await expect.poll(async () => (await dialog.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(width)
  }
}

test('issue with a purpose and two affiants by keyboard: the warning names the path, the affidavit both names', async ({
  page,
  apiAs,
}) => {
  test.slow() // a sign-in of two roles, four people linked, three screens checked with axe
  const ipmr = await apiAs('ipmr')
  const last = `Malaya${uniqueTag()}`
  const make = (first_name: string, age: number, gender: 'Male' | 'Female') =>
    createPerson(ipmr, { last_name: last, first_name, date_of_birth: bornYearsAgo(age), gender, barangay: 'Ajos', lineage: 'Agta' })
  const grandfather = await make('Lakan', 80, 'Male')
  const mother = await make('Amihan', 52, 'Female')
  const uncle = await make('Bagwis', 49, 'Male')
  const applicant = await make('Liwayway', 25, 'Female')
  const link = async (id: number, relatives: Record<string, unknown>) => {
    const r = await ipmr.put(`/api/people/${id}`, { headers: await csrfHeaders(ipmr), data: { relatives } })
    expect(r.status(), await r.text()).toBe(200)
  }
  await link(grandfather.id, { children_ids: [mother.id, uncle.id] })
  await link(applicant.id, { mother_id: mother.id })

  const list = new ChieftainList(page)
  await list.goto()
  await list.searchFor(`Liwayway ${last}`)
  await page.getByRole('button', { name: `View ${last}, Liwayway` }).click()
  const certs = new Certifications(page)
  const affiants = new Affiants(page)
  await certs.issue.focus()
  await page.keyboard.press('Enter')
  await expect(affiants.dialog).toBeVisible()
  await certs.purpose.focus()
  await certs.purpose.selectOption({ label: 'PNP application' })
  await page.keyboard.press('Tab')
  await affiants.chooseRegistered(1, `Bagwis ${last}`, `Bagwis ${last}`)
  await expect(affiants.warning).toContainText(`Affiant 1, Bagwis ${last}, is the applicant's mother's brother.`)
  await expect(affiants.warning).toContainText('You may still issue the certification.')
  await expectScreenOk(page, 'the issue dialog with its warning')
  for (const [width, height] of [[390, 844], [768, 1024]]) {
    await resizeTo(page, width, height)
    await expectScreenOk(page, `the issue dialog with its warning at ${width} px`)
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  await expect(affiants.dialog.getByRole('button', { name: 'Change affiant 1' })).toBeFocused()

  await page.keyboard.press('Tab')
  await expect(affiants.field(2)).toBeFocused()
  await page.keyboard.type('Rosario Bagani')
  await page.keyboard.press('Tab') // Cancel
  await page.keyboard.press('Tab') // Issue
  await expect(affiants.dialog.getByRole('button', { name: 'Issue', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/certifications\/\d+$/)
  await expect(certs.sheet).toContainText('This certification is issued upon request for the purpose of: PNP application.')
  await expect(certs.sheet).toContainText(`Affiants: Bagwis ${last} and Rosario Bagani.`)

  await page.getByRole('link', { name: 'Joint affidavit' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/certifications\/\d+\/affidavit$/)
  await expect(affiants.affidavit).toContainText(`We, Bagwis ${last} and Rosario Bagani, both of legal age`)
  await expect(affiants.affidavit).toContainText(`That we personally know Liwayway ${last}, of Barangay Ajos;`)
  await expect(affiants.affidavit).toContainText('is a member of the Agta tribe')
  await expect(affiants.affidavit).toContainText('for the purpose of: PNP application.')
  await expect(affiants.affidavit.getByText('Affiant 1', { exact: true })).toBeVisible()
  await expect(affiants.affidavit.getByText('Affiant 2', { exact: true })).toBeVisible()
  await expectScreenOk(page, 'the joint affidavit')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenOk(page, 'the joint affidavit at 390 px')
})

test('the joint affidavit in Filipino', async ({ page, apiAs }) => {
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: `Dalisay${uniqueTag()}`,
    first_name: 'Tala',
    date_of_birth: bornYearsAgo(30),
    gender: 'Female',
    lineage: 'Dumagat',
    barangay: 'Ajos',
  })
  const chieftain = await apiAs('chieftain')
  const issued = await chieftain.post(`/api/people/${person.id}/certifications`, {
    data: { purpose_kind: 'employment', affiants: [{ name: 'Rosario Bagani' }, { name: 'Mario Lakandula' }] },
    headers: await csrfHeaders(chieftain),
  })
  expect(issued.status()).toBe(201)
  const cert = (await issued.json()) as { id: number }
  await showIn(page, 'fil')
  await page.goto(`/certifications/${cert.id}/affidavit`)
  const affidavit = page.getByRole('article', { name: 'Magkasanib na Sinumpaang Salaysay ng Dalawang Taong Walang Interes' })
  await expect(affidavit).toContainText('Kami, sina Rosario Bagani at Mario Lakandula')
  await expect(affidavit).toContainText('para sa layuning: Trabaho.')
  await page.setViewportSize({ width: 768, height: 1024 })
  await expectScreenOk(page, 'the joint affidavit in Filipino at 768 px')
})
