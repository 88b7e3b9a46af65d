import { generateKeyPairSync, sign } from 'node:crypto'
import { writeFileSync } from 'node:fs'

import { type APIRequestContext, chromium, type Page } from '@playwright/test'

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
  qr_svg: string
}

/** A person of Dumagat in San Antonio Magkupa (IPMR), and the Chieftain's certificate for them. */
async function issuedFor(apiAs: (role: 'ipmr' | 'chieftain') => Promise<APIRequestContext>, firstName: string) {
  const last = `Dalisay${uniqueTag()}`
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: last,
    first_name: firstName,
    date_of_birth: bornYearsAgo(30),
    gender: 'Female',
    lineage: 'Dumagat',
    barangay: 'San Antonio Magkupa',
  })
  const chieftain = await apiAs('chieftain')
  const response = await chieftain.post(`/api/people/${person.id}/certifications`, {
    data: { purpose_kind: 'scholarship' },
    headers: await csrfHeaders(chieftain),
  })
  expect(response.status()).toBe(201)
  return { cert: (await response.json()) as Issued, name: `${firstName} ${last}`, chieftain }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url')

/** The same paper as signed by another registry's key (its own key id). */
function signedElsewhere(text: string): string {
  const { privateKey } = generateKeyPairSync('ed25519')
  const payload = JSON.parse(Buffer.from(text.split('.')[1], 'base64url').toString()) as Record<string, unknown>
  const head = `KR1.${base64url(Buffer.from(JSON.stringify({ ...payload, k: 'AAAAAAAA' })))}`
  return `${head}.${base64url(sign(null, Buffer.from(head), privateKey))}`
}

const WIDTH = 640
const HEIGHT = 480

/** The certificate's QR code (its SVG) drawn on a white 640×480 picture: the luma plane, base64. */
async function qrLuma(page: Page, svg: string): Promise<string> {
  return page.evaluate(
    async ({ svg, width, height }) => {
      const image = new Image()
      image.src = svg
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')!
      context.fillStyle = '#fff'
      context.fillRect(0, 0, width, height)
      const side = height - 20
      context.imageSmoothingEnabled = false
      context.drawImage(image, (width - side) / 2, 10, side, side)
      const rgba = context.getImageData(0, 0, width, height).data
      let luma = ''
      for (let i = 0; i < rgba.length; i += 4) luma += String.fromCharCode(rgba[i + 1]) // grey: R = G = B
      return btoa(luma)
    },
    { svg, width: WIDTH, height: HEIGHT },
  )
}

/** A Y4M video (what Chromium's fake camera plays) showing the picture: grey, so U and V are 128. */
function y4m(lumaBase64: string): Buffer {
  const luma = Buffer.from(lumaBase64, 'base64')
  const chroma = Buffer.alloc((WIDTH * HEIGHT) / 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame])
}

function changedAt(text: string, index: number): string {
  return text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1)
}

test('a certificate QR code checks offline, and its revocation online', async ({ page, context, apiAs }) => {
  const { cert, name, chieftain } = await issuedFor(apiAs, 'Mayumi')
  const headers = await csrfHeaders(chieftain)

  const scan = new VerifyScan(page)
  await scan.open() // online once: the device keeps the registry's key
  await context.setOffline(true)
  await scan.checkText(`${cert.verify_url}#${cert.signed_payload}`) // the QR code's whole text
  await expect(scan.verdict).toHaveText('Signature valid')
  await expect(scan.value('Name')).toHaveText(name)
  await expect(scan.value('Serial No.')).toHaveText(cert.serial)
  await expect(scan.value('Tribe')).toHaveText('Dumagat')
  await expect(scan.value('Barangay')).toHaveText('San Antonio Magkupa')
  await expect(scan.result.getByRole('status')).toHaveText('No connection: whether it was revoked is not checked.')
  await expectScreenOk(page, '/verify/scan (valid)')

  await scan.checkText(changedAt(cert.signed_payload, Math.floor(cert.signed_payload.length / 3)))
  await expect(scan.verdict).toHaveText('Not valid')
  await expect(scan.result).not.toContainText(name) // nothing unsigned is shown
  await scan.checkText(cert.signed_payload.slice(0, -12))
  await expect(scan.verdict).toHaveText('Not valid')
  await scan.checkText(signedElsewhere(cert.signed_payload))
  await expect(scan.verdict).toHaveText('Signed by another registry')
  await expectScreenOk(page, '/verify/scan (another registry)')

  await context.setOffline(false)
  const revoked = await chieftain.post(`/api/certifications/${cert.id}/revoke`, { data: { reason: 'Lost' }, headers })
  expect(revoked.status()).toBe(200)
  await scan.checkText(cert.signed_payload)
  await expect(scan.result.getByRole('status')).toHaveText(/^Revoked on /)
  // A revoked paper's headline is "Revoked", never the green "Signature valid" (issue 40, item 3).
  await expect(scan.verdict).toHaveText('Revoked')
})

test('a device that never fetched the key checks with the key built into the page it was served', async ({ page, context, apiAs }) => {
  const { cert, name } = await issuedFor(apiAs, 'Tala')
  await context.route('**/api/verify/key', (route) => route.abort()) // never reaches the registry's key endpoint
  const scan = new VerifyScan(page)
  await scan.open()
  await context.setOffline(true)
  await scan.checkText(cert.signed_payload)
  await expect(scan.verdict).toHaveText('Signature valid')
  await expect(scan.value('Name')).toHaveText(name)
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

test('a certificate QR code scanned by the camera checks offline', async ({ page, apiAs, baseURL }, testInfo) => {
  test.slow() // a browser of its own, its fake camera playing the certificate's QR code
  const { cert, name } = await issuedFor(apiAs, 'Dakila')
  await page.goto('/verify/key')
  const video = testInfo.outputPath('certificate-qr.y4m')
  writeFileSync(video, y4m(await qrLuma(page, cert.qr_svg)))

  const args = [...(testInfo.project.use.launchOptions?.args ?? []), `--use-file-for-fake-video-capture=${video}`]
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args })
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] })
    const scan = new VerifyScan(await context.newPage())
    await scan.open()
    await context.setOffline(true)
    await scan.camera.focus()
    await scan.page.keyboard.press('Enter')
    await expect(scan.verdict).toHaveText('Signature valid')
    await expect(scan.value('Name')).toHaveText(name)
    await expect(scan.text).toHaveValue(`${cert.verify_url}#${cert.signed_payload}`)
  } finally {
    await browser.close()
  }
})
