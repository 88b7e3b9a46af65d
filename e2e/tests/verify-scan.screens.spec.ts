import { VerifyScan } from '../pages/verify-scan'
import { expect, test } from '../support/fixtures'
import { expectScreenOk } from '../support/screen-checks'

// The public /verify/scan at the desktop size, a tablet's 768 px and (phone project) 390 px, in English and in
// Filipino: it fits the screen and passes axe, with a verdict shown.

test('the offline verifier fits the screen and passes axe in both languages', async ({ page }) => {
  const scan = new VerifyScan(page)
  await scan.open()
  await scan.checkText('KR1.not-a-certificate.x')
  await expect(scan.verdict).toHaveText('Not valid')
  await expectScreenOk(page, '/verify/scan')
  if ((page.viewportSize()?.width ?? 0) > 768) {
    await page.setViewportSize({ width: 768, height: 1024 })
    await expectScreenOk(page, '/verify/scan at 768 px')
  }
  await page.addInitScript(() => localStorage.setItem('katutubo.language', 'fil'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suriin ang sertipiko')
  await page.getByRole('textbox', { name: 'Teksto ng QR code' }).fill('KR1.a.b')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Hindi tunay')
  await expectScreenOk(page, '/verify/scan (Filipino)')
})

test('the published key page shows the key the scan page keeps, and passes axe', async ({ page, request }) => {
  const published = (await (await request.get('/api/verify/key')).json()) as { key_id: string; public_key: string }
  await page.goto('/verify/key')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("The registry's certificate key")
  await expect(page.getByRole('definition').first()).toHaveText(published.key_id)
  await expect(page.getByRole('definition').nth(1)).toHaveText(published.public_key)
  await expectScreenOk(page, '/verify/key')
  await page.getByRole('link', { name: 'Check a certificate' }).focus()
  await page.keyboard.press('Enter')
  await expect(new VerifyScan(page).keyReady).toHaveText(`This device holds the registry's key ${published.key_id}.`)
})
