import { generateKeyPairSync, sign } from 'node:crypto'

import { VerifyScan } from '../pages/verify-scan'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// A certificate's QR code checked on the device with the network blocked (issue 26, points 6 and 7): the
// signed text pasted by keyboard says "Signature valid" with the name; one character changed, a cut text or
// another registry's signature does not; online again, the page asks the registry whether it was revoked.

interface Issued {
  id: number
  serial: string
  verify_url: string
  signed_payload: string
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** The same paper as signed by another registry's key (its own key id). */
function signedElsewhere(text: string): string {
  const { privateKey } = generateKeyPairSync('ed25519')
  const payload = JSON.parse(Buffer.from(text.split('.')[1], 'base64url').toString()) as Record<string, unknown>
  const head = `KR1.${base64url(Buffer.from(JSON.stringify({ ...payload, k: 'AAAAAAAA' })))}`
  return `${head}.${base64url(sign(null, Buffer.from(head), privateKey))}`
}

function changedAt(text: string, index: number): string {
  return text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1)
}

test('a certificate QR code checks offline, and its revocation online', async ({ page, context, apiAs }) => {
  const last = `Dalisay${uniqueTag()}`
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: last,
    first_name: 'Mayumi',
    date_of_birth: bornYearsAgo(30),
    gender: 'Female',
    lineage: 'Dumagat',
    barangay: 'San Antonio Magkupa',
  })
  const chieftain = await apiAs('chieftain')
  const headers = await csrfHeaders(chieftain)
  const response = await chieftain.post(`/api/people/${person.id}/certifications`, {
    data: { purpose_kind: 'scholarship' },
    headers,
  })
  expect(response.status()).toBe(201)
  const cert = (await response.json()) as Issued

  const scan = new VerifyScan(page)
  await scan.open() // online once: the device keeps the registry's key
  await context.setOffline(true)
  await scan.checkText(`${cert.verify_url}#${cert.signed_payload}`) // the QR code's whole text
  await expect(scan.verdict).toHaveText('Signature valid')
  await expect(scan.value('Name')).toHaveText(`Mayumi ${last}`)
  await expect(scan.value('Serial No.')).toHaveText(cert.serial)
  await expect(scan.value('Tribe')).toHaveText('Dumagat')
  await expect(scan.value('Barangay')).toHaveText('San Antonio Magkupa')
  await expect(scan.result.getByRole('status')).toHaveText('No connection: whether it was revoked is not checked.')
  await expectScreenOk(page, '/verify/scan (valid)')

  await scan.checkText(changedAt(cert.signed_payload, Math.floor(cert.signed_payload.length / 3)))
  await expect(scan.verdict).toHaveText('Not valid')
  await expect(scan.result).not.toContainText(last) // nothing unsigned is shown
  await scan.checkText(cert.signed_payload.slice(0, -12))
  await expect(scan.verdict).toHaveText('Not valid')
  await scan.checkText(signedElsewhere(cert.signed_payload))
  await expect(scan.verdict).toHaveText('Signed by another registry')
  await expectScreenOk(page, '/verify/scan (another registry)')

  await context.setOffline(false)
  const revoked = await chieftain.post(`/api/certifications/${cert.id}/revoke`, { data: { reason: 'Lost' }, headers })
  expect(revoked.status()).toBe(200)
  await scan.checkText(cert.signed_payload)
  await expect(scan.verdict).toHaveText('Signature valid')
  await expect(scan.result.getByRole('status')).toHaveText(/^Revoked on /)
})

test('the camera opens on the page and stops by keyboard', async ({ page }) => {
  const scan = new VerifyScan(page)
  await scan.open()
  await scan.camera.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Point the camera at the QR code.')
  await expect(page.getByRole('button', { name: 'Stop the camera' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(scan.camera).toBeVisible()
})
