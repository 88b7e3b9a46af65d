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
