import type { Page } from '@playwright/test'

import { createUser } from '../support/accounts'
import { csrfHeaders, ENCODER_BARANGAY, expect, test } from '../support/fixtures'
import { createPerson, uniqueTag } from '../support/people'
import { proposeAdd, proposeEdit, rejectProposal } from '../support/proposals'
import { showIn } from '../support/language'
import { expectScreenOk } from '../support/screen-checks'
import { signUpPending } from '../support/signup'

// The encoders' screens (issue 24) at a phone's 390 px and a tablet's 768 px, in English and in Filipino: My
// proposals, Administration → Proposals with a waiting proposal and that proposal opened, and the Users approval
// dialog with Encoder chosen and its barangays. Each fits the screen and passes axe. Both projects run it
// (*.screens.spec.ts): once more with a phone's viewport rules and touch.

test.describe.configure({ mode: 'parallel' })
// Four sizes-and-languages of each screen, each through axe, after the worker's sessions logged in (captcha).
test.beforeEach(() => test.slow())

const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const

type Language = 'en' | 'fil'

/** The visible texts these checks wait on or press, as the catalogues (frontend/src/locales) write them. */
const TEXT = {
  en: {
    myProposals: 'My proposals',
    submitted: 'Submitted',
    rejected: 'Rejected',
    approved: 'Approved',
    queue: 'Proposals',
    open: 'Open',
    proposal: 'Proposal',
    reject: 'Reject',
    rejectReason: 'Reason for the rejection',
    approveFor: (name: string) => `Approve for ${name}`,
    approveAccount: 'Approve account',
    seesNoOne: 'With no barangay, this account will see no person until it is given one.',
  },
  fil: {
    myProposals: 'Aking mga mungkahi',
    submitted: 'Naipadala',
    rejected: 'Tinanggihan',
    approved: 'Inaprubahan',
    queue: 'Mga Mungkahi',
    open: 'Buksan',
    proposal: 'Mungkahi',
    reject: 'Tanggihan',
    rejectReason: 'Dahilan ng pagtanggi',
    approveFor: (name: string) => `Aprubahan para kay ${name}`,
    approveAccount: 'Aprubahan ang account',
    seesNoOne: 'Kung walang barangay, walang taong makikita ang account na ito hangga’t hindi ito nabibigyan ng isa.',
  },
} as const

/** Each language at each size: the screen opened at `path` in it, then `check`. */
async function inEachLanguageAndSize(
  page: Page,
  path: string,
  check: (text: (typeof TEXT)[Language], where: string) => Promise<void>,
): Promise<void> {
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

test.describe('as an encoder', () => {
  test.use({ signedInAs: 'encoder' })

  test('My proposals, with a waiting, a rejected and an approved proposal, fits the screen and passes axe', async ({ page, apiAs }) => {
    const encoder = await apiAs('encoder')
    const ipmr = await apiAs('ipmr')
    const tag = uniqueTag()
    const person = { date_of_birth: '1979-08-21', gender: 'Female' as const, barangay: ENCODER_BARANGAY }
    await proposeAdd(encoder, { ...person, last_name: `Naghihintay${tag}`, first_name: 'Ligaya' })
    const rejected = await proposeAdd(encoder, { ...person, last_name: `Mali${tag}`, first_name: 'Marikit Bituin' })
    await rejectProposal(ipmr, rejected.id, 'The date of birth on her certificate is 21 September 1979, not 21 August; please check it again.')
    const approved = await proposeAdd(encoder, { ...person, last_name: `Tama${tag}`, first_name: 'Dalisay' })
    const approval = await ipmr.post(`/api/admin/proposals/${approved.id}/approve`, { headers: await csrfHeaders(ipmr) })
    expect(approval.status(), await approval.text()).toBe(200)

    await inEachLanguageAndSize(page, '/proposals', async (text, where) => {
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { name: text.myProposals, level: 1 })).toBeVisible()
      const item = (last: string) => main.getByRole('listitem').filter({ hasText: `${last}${tag}, ` })
      await expect(item('Naghihintay').getByText(text.submitted, { exact: true })).toBeVisible()
      await expect(item('Mali').getByText(text.rejected, { exact: true })).toBeVisible()
      await expect(item('Tama').getByText(text.approved, { exact: true })).toBeVisible()
      await expectScreenOk(page, where)
    })
  })
})

test.describe('as an IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('Administration → Proposals with a waiting edit, the edit opened and its Reject, fit the screen and pass axe', async ({
    page,
    apiAs,
  }) => {
    const tag = uniqueTag()
    const stored = await createPerson(await apiAs('ipmr'), {
      last_name: `Binago${tag}`,
      first_name: 'Magdalena Liwayway',
      date_of_birth: '1951-11-30',
      gender: 'Female',
      occupation: 'Farmer',
      barangay: ENCODER_BARANGAY,
    })
    const name = `Binago${tag}, Magdalena Liwayway`
    await proposeEdit(await apiAs('encoder'), stored, {
      occupation: 'Weaver of buri mats and baskets for the municipal cooperative',
      health_condition: 'Hypertension',
    })

    await inEachLanguageAndSize(page, '/admin/proposals', async (text, where) => {
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { name: text.queue, level: 2 })).toBeVisible()
      const entry = main.getByRole('row').or(main.getByRole('listitem')).filter({ hasText: name })
      await expect(entry).toBeVisible()
      await expectScreenOk(page, where)

      await entry.getByRole('button', { name: new RegExp(`^${text.open} `) }).click()
      const dialog = page.getByRole('dialog', { name: text.proposal })
      await expect(dialog.getByRole('table')).toContainText('Weaver of buri mats')
      await expectScreenOk(page, `${where}, the proposal opened`)

      await dialog.getByRole('button', { name: text.reject, exact: true }).click()
      await expect(dialog.getByLabel(text.rejectReason)).toBeFocused()
      await expectScreenOk(page, `${where}, the proposal's Reject`)
    })
  })

  test('the Users approval dialog with Encoder chosen and its barangays fits the screen and passes axe', async ({ page, browser }) => {
    createUser('ipmr', 'Ligaya Ramos') // so the signup waits for approval
    const name = 'Marikit Bagong-Silang Dimaculangan'
    const signup = await signUpPending(browser, 'Chieftain', name)
    await signup.context.close()

    await inEachLanguageAndSize(page, `/admin/users?q=${encodeURIComponent(signup.account.email)}`, async (text, where) => {
      await page.getByRole('main').getByRole('button', { name: text.approveFor(name), exact: true }).click()
      const dialog = page.getByRole('dialog', { name: text.approveAccount })
      await dialog.getByRole('combobox').selectOption('encoder')
      const ajos = dialog.getByRole('checkbox', { name: ENCODER_BARANGAY, exact: true })
      await expect(ajos).not.toBeChecked()
      await expect(dialog.getByText(text.seesNoOne)).toBeVisible()
      await expectScreenOk(page, `${where}, Encoder chosen, no barangay yet`)
      await ajos.check()
      await expect(dialog.getByText(text.seesNoOne)).toBeHidden()
      await expectScreenOk(page, `${where}, Encoder chosen with ${ENCODER_BARANGAY}`)
    })
  })
})
