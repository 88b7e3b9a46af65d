import { Certifications } from '../pages/certificate'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// The printable certificate (Chieftain) and the public verify page, at the desktop size and at a phone's
// 390×844: each fits the screen and passes axe.

test.use({ signedInAs: 'chieftain' })

test('the certificate and its verify page fit the screen and pass axe', async ({ page, browser, apiAs }) => {
  test.slow() // a sign-in of two roles, two browsers
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: `Sinagtala${uniqueTag()}`,
    first_name: 'Mayumi',
    date_of_birth: bornYearsAgo(30),
    gender: 'Female',
    lineage: 'Dumagat',
    barangay: 'San Antonio Magkupa',
  })
  const chieftain = await apiAs('chieftain')
  const issued = await chieftain.post(`/api/people/${person.id}/certifications`, {
    data: { purpose: 'Scholarship application' },
    headers: await csrfHeaders(chieftain),
  })
  expect(issued.status()).toBe(201)
  const cert = (await issued.json()) as { id: number; verify_url: string }

  await page.goto(`/certifications/${cert.id}`)
  await expect(new Certifications(page).qr).toBeVisible()
  await expectScreenOk(page, '/certifications/:id')

  const stranger = await browser.newContext({ storageState: undefined, viewport: page.viewportSize() })
  const publicPage = await stranger.newPage()
  await publicPage.goto(cert.verify_url)
  await expect(publicPage.getByRole('status')).toHaveText('Valid')
  await expectScreenOk(publicPage, '/verify/:code')
  await stranger.close()
})
