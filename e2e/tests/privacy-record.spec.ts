import { AuditTrailPage, TrashPage } from '../pages/admin-records'
import { PrivacyRecordPage } from '../pages/privacy-record'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// Retention (RA 9470) and the record of processing: a purge from the Trash names the National Archives' disposal
// authority, refused without one; the record at /admin/privacy shows the registry's counts at a phone's width.

test.use({ signedInAs: 'ipmr' })

const AUTHORITY = 'NAP DA No. 2026-014'
const REFUSED = "Enter the reference of the National Archives' disposal authority (RA 9470) for this record."

test('a purge from the Trash is refused without the disposal authority and done with it, typed by keyboard', async ({ page, apiAs }) => {
  const ipmr = await apiAs('ipmr')
  const last = `Habagat${uniqueTag()}`
  const person = await createPerson(ipmr, {
    last_name: last,
    first_name: 'Dalisay',
    date_of_birth: bornYearsAgo(52),
    gender: 'Female',
    barangay: 'Ajos',
  })
  expect((await ipmr.delete(`/api/people/${person.id}`, { headers: await csrfHeaders(ipmr) })).status()).toBe(204)

  const trash = new TrashPage(page)
  await trash.goto()
  await expect(
    page.getByText(
      "Deleted people stay in the Trash until an IPMR deletes them permanently, naming the National Archives' disposal authority (RA 9470).",
    ),
  ).toBeVisible()
  const name = `${last}, Dalisay`
  await trash.deletePermanently(name).focus()
  await page.keyboard.press('Enter')
  await expect(trash.purgeDialog).toBeVisible()
  const { lastName, authority } = trash.purgeControls()
  await lastName.focus()
  await page.keyboard.type(last)
  await page.keyboard.press('Enter')

  // Refused beside the authority's box; what was typed stays, and the person is still in the Trash.
  await expect(authority).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/[.()]/g, '\\$&')))
  await expect(authority).toHaveAttribute('aria-invalid', 'true')
  await expect(lastName).toHaveValue(last)
  await expect(trash.purgeDialog).toBeVisible()

  await page.keyboard.press('Tab')
  await expect(authority).toBeFocused()
  await page.keyboard.type(AUTHORITY)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Person deleted permanently.' })).toBeVisible()
  await expect(trash.purgeDialog).toBeHidden()
  await expect(trash.entry(name)).toHaveCount(0)

  // The audit trail shows the purge with its authority (readable although the person's own values are erased).
  const audit = new AuditTrailPage(page)
  await audit.goto(`?person=${person.id}&action=person.purged`)
  await expect(audit.resultLine).toHaveText('Showing 1–1 of 1 event')
  await expect(audit.rows.first()).toContainText('Disposal authority')
  await expect(audit.rows.first()).toContainText(AUTHORITY)
})

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the record of processing shows the counts of the data, fits the screen and passes axe', async ({ page, apiAs }) => {
    const ipmr = await apiAs('ipmr')
    await createPerson(ipmr, {
      last_name: `Amihan${uniqueTag()}`,
      first_name: 'Tala',
      date_of_birth: bornYearsAgo(30),
      gender: 'Female',
      barangay: 'Ajos',
      health_condition: 'Asthma',
    })
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/privacy-record')
    const record = new PrivacyRecordPage(page)
    await record.goto()
    const counts = (await (await answer).json()).categories as Record<string, number>
    expect(counts.people).toBeGreaterThanOrEqual(1)
    expect(counts.with_health_condition).toBeGreaterThanOrEqual(1)
    const shown: [string, string][] = [
      ['people', 'People in the registry'],
      ['with_photo', 'People with a photo'],
      ['with_health_condition', 'People with a health condition'],
      ['with_contact_number', 'People with a contact number'],
      ['certificates', 'Certificates issued'],
      ['households', 'Households'],
      ['family_links', 'Family links between people'],
      ['in_trash', 'People in the Trash'],
    ]
    for (const [key, label] of shown) {
      await expect(record.value('Data held', label)).toHaveText(counts[key].toLocaleString('en-PH'))
    }
    await expect(record.value('Who may see the data', 'IPMR: every record and the administration')).toHaveText(/^\d+ active accounts?$/)
    await expect(record.value('Retention', 'Deleted people')).toHaveText(
      'Kept in the Trash until an IPMR purges them, naming the disposal authority; the server purges no one by itself.',
    )
    await expect(record.print).toBeVisible()
    await expectScreenOk(page, '/admin/privacy at 390 px')
    await page.setViewportSize({ width: 768, height: 1024 })
    await expectScreenOk(page, '/admin/privacy at 768 px')

    // On paper: the record alone, without the administration's tabs and the Print button.
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden()
    await expect(record.print).toBeHidden()
    await expect(record.heading).toBeVisible()
    await expect(record.value('Data held', 'People in the registry')).toBeVisible()
  })
})
