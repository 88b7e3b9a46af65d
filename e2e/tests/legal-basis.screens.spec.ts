import type { Page } from '@playwright/test'

import { PersonForm } from '../pages/person-form'
import { expect, test } from '../support/fixtures'
import { createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'

// The legal basis's screens at 390 and 768 px, in English and Filipino, through axe: the Add form's basis section
// with consent chosen, the profile's basis and notice button, the printed notice, Administration → Privacy notice.

test.describe.configure({ mode: 'parallel' })
test.beforeEach(() => test.slow())
test.use({ signedInAs: 'ipmr' })

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const

type Language = 'en' | 'fil'

const TEXT = {
  en: { add: 'Add New', addForm: 'Add New Indigenous Person', basis: 'Legal basis (required)', consent: 'Consent of the person', consentDate: 'Date consent was given', profile: 'IP Profile', notice: 'Privacy notice', english: 'Text in English' },
  fil: { add: 'Magdagdag', addForm: 'Magdagdag ng Bagong Katutubo', basis: 'Batayang legal (kailangan)', consent: 'Pahintulot ng tao', consentDate: 'Petsa ng pagbibigay ng pahintulot', profile: 'Profile ng Katutubo', notice: 'Paunawa sa privacy', english: 'Teksto sa Ingles' },
} as const

/** Show the app in `language` without touching the worker's shared account: the session's answer says so. */
async function showIn(page: Page, language: Language): Promise<void> {
  await page.unroute('**/api/session')
  await page.route('**/api/session', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (body?.user) body.user.language = language
    await route.fulfill({ response, json: body })
  })
}

async function inEachLanguageAndSize(page: Page, path: string, check: (text: (typeof TEXT)[Language], where: string) => Promise<void>) {
  for (const language of ['en', 'fil'] as const) {
    await showIn(page, language)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await check(TEXT[language], `${path} in ${language} at ${size.width} px`)
    }
  }
}

test('the Add form with consent chosen, the profile and the printed notice fit the screen and pass axe', async ({ page, apiAs }) => {
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: `Tanaw${uniqueTag()}`,
    first_name: 'Liwayway',
    date_of_birth: '1980-02-03',
    gender: 'Female',
    barangay: 'Ajos',
    legal_basis: 'consent',
    consent_date: '2026-01-15',
  })
  await inEachLanguageAndSize(page, '/total-population', async (text, where) => {
    await page.getByRole('button', { name: text.add, exact: true }).click()
    const form = new PersonForm(page, text.addForm as 'Add New Indigenous Person')
    await form.dialog.getByRole('group', { name: text.basis }).getByRole('radio', { name: text.consent }).check()
    await expect(form.dialog.getByLabel(text.consentDate, { exact: true })).toBeVisible()
    await expectScreenOk(page, `${where}, the Add form's legal basis`)
    await page.keyboard.press('Escape')
    await expect(form.dialog).toBeHidden()
  })
  await inEachLanguageAndSize(page, `/total-population?profile=${person.id}`, async (text, where) => {
    const profile = page.getByRole('dialog', { name: text.profile })
    await expect(profile.getByRole('link', { name: text.notice })).toBeVisible()
    await expectScreenOk(page, `${where}, the profile's legal basis`)
  })
  await inEachLanguageAndSize(page, `/privacy-notice/${person.id}?lang=fil`, async (_text, where) => {
    await expect(page.getByRole('article')).toContainText('Liwayway')
    await expectScreenOk(page, `${where}, the printed notice`)
  })
})

test('Administration → Privacy notice fits the screen and passes axe', async ({ page }) => {
  await inEachLanguageAndSize(page, '/admin/privacy-notice', async (text, where) => {
    await expect(page.getByLabel(text.english, { exact: true })).toBeVisible()
    await expectScreenOk(page, where)
  })
})
