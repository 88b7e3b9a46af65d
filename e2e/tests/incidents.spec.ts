import { IncidentsPage } from '../pages/incidents'
import { logIn } from '../pages/login-page'
import { createUser } from '../support/accounts'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { activate, tabTo } from '../support/keyboard'
import { expectScreenOk } from '../support/screen-checks'

// The breach register (issue 27, point 3) on a phone, in Filipino (the account's language), by keyboard alone:
// record an incident, see the NPC's 72-hour countdown, open and print the notification to the NPC.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('an IPMR records a breach in Filipino on a phone by keyboard, sees the countdown and prints the NPC letter', async ({ page }) => {
  test.slow()
  const account = createUser('ipmr', 'Ligaya Ramos')
  await logIn(page, account)
  await expect(page).toHaveURL(/\/admin$/)
  const language = await page.request.patch('/api/account/language', {
    headers: await csrfHeaders(page.context()),
    data: { language: 'fil' },
  })
  expect(language.status(), await language.text()).toBe(200)
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number }
    counted.printed = 0
    window.print = () => {
      counted.printed += 1
    }
  })

  const incidents = new IncidentsPage(page)
  await incidents.goto()
  await expect(page.getByRole('heading', { name: 'Talaan ng mga paglabag' })).toBeVisible()
  await expectScreenOk(page, 'the breach register in Filipino at 390 px')
  await activate(page, incidents.record)

  await expect(page.getByRole('heading', { name: 'Magtala ng insidente ng paglabag' })).toBeVisible()
  // Discovered: now on the office clock, already filled in.
  await expect(incidents.discoveredAt).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  await tabTo(page, incidents.nature)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(incidents.nature).toHaveValue('loss_or_theft')
  for (const category of ['Mga pangalan', 'Pinagmulang etniko (tribo)']) {
    await tabTo(page, incidents.dataCategory(category))
    await page.keyboard.press('Space')
    await expect(incidents.dataCategory(category)).toBeChecked()
  }
  await tabTo(page, incidents.description)
  await page.keyboard.type('Nanakaw ang laptop ng tanggapan na may kopya ng rehistro.')
  await tabTo(page, incidents.measures)
  await page.keyboard.type('Pinalitan ang mga password at ipinaalam sa pulisya.')
  await tabTo(page, incidents.peopleCount)
  await page.keyboard.type('25')
  await tabTo(page, incidents.dpo)
  await page.keyboard.type('Maria Reyes, DPO, dpo@catanauan.gov.ph')
  await expectScreenOk(page, 'the incident form in Filipino at 390 px')
  await activate(page, incidents.save)

  // The incident's page: 72 hours from the discovery (within the minute it was recorded).
  await expect(page).toHaveURL(/\/admin\/incidents\/\d+$/)
  const id = page.url().split('/').pop()
  await expect(page.getByRole('heading', { name: `Insidente #${id}` })).toBeVisible()
  await expect(page.getByText('Na-save ang insidente.')).toBeVisible()
  await expect(incidents.countdown.getByText(/^71 h 5\d min pa ang natitira$/)).toBeVisible()
  await expect(incidents.countdown).toContainText('Huling araw ng abiso sa NPC:')
  await expectScreenOk(page, 'an incident in Filipino at 390 px')

  await activate(page, incidents.npcLetter)
  const letter = page.getByRole('article')
  await expect(letter.getByRole('heading', { name: 'Abiso ng paglabag sa personal na datos' })).toBeVisible()
  await expect(letter).toContainText('Para sa: Ang Komisyoner, National Privacy Commission')
  await expect(letter).toContainText('Pagkawala o pagnanakaw ng gamit o papel.')
  await expect(letter).toContainText('Nanakaw ang laptop ng tanggapan na may kopya ng rehistro.')
  await expect(letter).toContainText('Mga pangalan, Pinagmulang etniko (tribo)')
  await expect(letter).toContainText('25 tao')
  await expect(letter).toContainText('Pinalitan ang mga password at ipinaalam sa pulisya.')
  await expect(letter).toContainText('Maria Reyes, DPO, dpo@catanauan.gov.ph')
  await expectScreenOk(page, 'the NPC letter in Filipino at 390 px')
  await activate(page, incidents.printLetter)
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(incidents.printLetter).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(letter).toBeVisible()

  // Back in the register: the incident's line with its countdown.
  await page.emulateMedia({ media: 'screen' })
  await incidents.goto()
  const line = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: `Insidente #${id}` }) })
  await expect(line.getByText(/^71 h 5\d min pa ang natitira$/)).toBeVisible()
  await expect(line).toContainText('Mga naapektuhan: 25')
})
