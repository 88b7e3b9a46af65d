import { Certifications } from '../pages/certificate'
import { ChieftainList } from '../pages/chieftain-list'
import { MasterList } from '../pages/master-list'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

test.use({ signedInAs: 'chieftain' })

test('the Chieftain issues a certification; its QR address says Valid signed out, and Revoked after a revoke', async ({
  page,
  browser,
  apiAs,
}) => {
  test.slow() // two browsers, a sign-in of each role, and four screens
  const last = `Banaag${uniqueTag()}`
  await createPerson(await apiAs('ipmr'), {
    last_name: last,
    first_name: 'Liwayway',
    date_of_birth: '1994-03-08',
    gender: 'Female',
    lineage: 'Agta',
    barangay: 'San Antonio Magkupa',
  })

  const list = new ChieftainList(page)
  await list.goto()
  await list.searchFor(last)
  await page.getByRole('button', { name: `View ${last}, Liwayway` }).click()
  const certs = new Certifications(page)
  await expect(certs.section).toContainText('No certification has been issued for this person.')
  await certs.issueFor('Scholarship', { listed: true })

  const year = new Date().getFullYear()
  await expect(certs.sheet).toContainText(new RegExp(`Serial No\\. CTM-${year}-\\d{5}`))
  await expect(certs.sheet).toContainText(`Liwayway ${last}`)
  await expect(certs.sheet).toContainText('March 8, 1994')
  await expect(certs.sheet).toContainText('San Antonio Magkupa')
  await expect(certs.sheet).toContainText('This certification is issued upon request for the purpose of: Scholarship.')
  await expect(certs.qr).toHaveAttribute('src', /^data:image\/svg\+xml/)
  const serial = (await certs.sheet.locator('p.font-mono').innerText()).replace('Serial No. ', '')
  const url = await certs.verifyUrl.innerText()
  expect(url).toMatch(/\/verify\/[A-Za-z0-9_-]{22,}$/)

  // The QR code's address, opened by someone who is not signed in.
  const stranger = await browser.newContext({ storageState: undefined })
  const publicPage = await stranger.newPage()
  await publicPage.goto(url)
  await expect(publicPage.getByRole('status')).toHaveText('Valid')
  await expect(publicPage.getByRole('main')).toContainText(serial)
  await expect(publicPage.getByRole('main')).toContainText(`Liwayway ${last}`)
  await expect(publicPage.getByRole('main')).not.toContainText('San Antonio Magkupa')
  await expect(publicPage.getByRole('main')).not.toContainText('Scholarship')

  await certs.revokeWith('Issued in error')
  await expect(certs.sheet).toContainText(/Revoked on .+ — Issued in error/)
  await publicPage.reload()
  await expect(publicPage.getByRole('status')).toHaveText(/^Revoked on [A-Z][a-z]+ \d{1,2}, \d{4}$/)
  await stranger.close()
})

test.describe('as the IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('the profile lists the certifications without an Issue button, and the server refuses an issue', async ({
    page,
    apiAs,
  }) => {
    const last = `Dalisay${uniqueTag()}`
    const ipmr = await apiAs('ipmr')
    const person = await createPerson(ipmr, {
      last_name: last,
      first_name: 'Tala',
      date_of_birth: bornYearsAgo(40),
      gender: 'Female',
      barangay: 'San Antonio Magkupa',
    })
    const chieftain = await apiAs('chieftain')
    const issued = await chieftain.post(`/api/people/${person.id}/certifications`, {
      data: { purpose_kind: 'employment' },
      headers: await csrfHeaders(chieftain),
    })
    expect(issued.status()).toBe(201)
    const refused = await ipmr.post(`/api/people/${person.id}/certifications`, {
      data: { purpose: 'Employment' },
      headers: await csrfHeaders(ipmr),
    })
    expect(refused.status()).toBe(403)

    const list = new MasterList(page)
    await list.goto()
    await list.searchFor(last)
    await list.row('Tala', last).getByRole('button', { name: /^View/ }).click()
    const certs = new Certifications(page)
    await expect(certs.section).toContainText((await issued.json()).serial)
    await expect(certs.section).toContainText('Valid')
    await expect(certs.section).toContainText('Employment')
    await expect(certs.issue).toHaveCount(0)
  })
})
