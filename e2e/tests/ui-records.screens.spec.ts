import { AuditTrailPage, TrashPage } from '../pages/admin-records'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// The audit trail, the Trash and its Delete permanently dialog, at the desktop size and at a phone's 390×844
// (playwright.config.ts runs *.screens.spec.ts in both projects): each fits the screen and passes axe.

test.describe.configure({ mode: 'parallel' })
test.use({ signedInAs: 'ipmr' })

test('the audit trail fits the screen and passes axe, filtered and not', async ({ page, apiAs }) => {
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: `Kalinaw${uniqueTag()}`,
    first_name: 'Sinag',
    date_of_birth: bornYearsAgo(28),
    gender: 'Male',
    barangay: 'Catumbo',
  })
  const audit = new AuditTrailPage(page)
  await audit.goto()
  await expect(audit.resultLine).toContainText('Showing')
  await expectScreenOk(page, '/admin/audit')
  await audit.goto(`?person=${person.id}&action=person.created`)
  await expect(audit.resultLine).toHaveText('Showing 1–1 of 1 event')
  await expectScreenOk(page, '/admin/audit, filtered to a person')
})

test('the Trash and its Delete permanently dialog fit the screen and pass axe', async ({ page, apiAs }) => {
  const ipmr = await apiAs('ipmr')
  const last = `Liwayway${uniqueTag()}`
  const person = await createPerson(ipmr, {
    last_name: last,
    first_name: 'Amado',
    date_of_birth: bornYearsAgo(63),
    gender: 'Male',
    barangay: 'Cutcutan',
  })
  expect((await ipmr.delete(`/api/people/${person.id}`, { headers: await csrfHeaders(ipmr) })).status()).toBe(204)

  const trash = new TrashPage(page)
  await trash.goto()
  const name = `${last}, Amado`
  await expect(trash.entry(name)).toBeVisible()
  await expectScreenOk(page, '/admin/trash')
  await trash.deletePermanently(name).click()
  await expect(trash.purgeDialog).toBeVisible()
  await trash.purgeControls().lastName.fill(last)
  await expectScreenOk(page, '/admin/trash, Delete Permanently')
  await page.keyboard.press('Escape')
  await expect(trash.purgeDialog).toBeHidden()
})
