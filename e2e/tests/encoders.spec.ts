import type { Browser, Page } from '@playwright/test'

import { administrationWaiting, AdminProposals } from '../pages/admin-proposals'
import { Header } from '../pages/header'
import { EMPTY_LIST, MasterList } from '../pages/master-list'
import { PersonForm } from '../pages/person-form'
import { MyProposals, SENT_FOR_APPROVAL } from '../pages/proposals'
import { ENCODER_BARANGAY, expect, test } from '../support/fixtures'
import { activate, tabTo } from '../support/keyboard'
import { uniqueTag } from '../support/people'
import { proposeAdd, waitingProposals } from '../support/proposals'
import { baseUrl } from '../support/server'

// Issue 24: an encoder's Add New is a proposal the IPMR approves or rejects. At a phone's width, by keyboard only
// (Tab, Shift+Tab, Space, Enter and typing; addresses are typed, a reload is a reload): the encoder in the test's
// own page, the IPMR in a second browser of its own.

const PHONE = { width: 390, height: 844 }

test.use({ signedInAs: 'encoder', viewport: PHONE })
// Independent tests (each arranges its own people): both workers may share them. Each is two people's work, by
// keyboard, after the worker's encoder and IPMR logged in through the real captcha: 50 s on a quiet machine.
test.describe.configure({ mode: 'parallel' })
test.beforeEach(() => test.slow())

/** The IPMR's browser, at a phone's width too, signed in with the worker's IPMR session. */
async function ipmrPage(browser: Browser, state: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), storageState: state, viewport: PHONE })
  return context.newPage()
}

/** Open the compact header's Menu by keyboard (its first entry gets the focus). */
async function openMenu(page: Page): Promise<Header> {
  const header = new Header(page)
  await activate(page, header.menu)
  await expect(header.menuPanel).toBeVisible()
  return header
}

/** From anywhere, by keyboard: Menu → Administration (with `waiting` beside it) → the Proposals tab. */
async function openQueue(page: Page, waiting: number): Promise<AdminProposals> {
  const header = await openMenu(page)
  const administration = header.menuPanel.getByRole('link', { name: administrationWaiting(waiting), exact: true })
  await expect(administration).toBeVisible()
  await expect(administration).toContainText(String(waiting)) // the count is on the screen, beside the word
  await activate(page, administration)
  await expect(page).toHaveURL(/\/admin\/users$/)
  const queue = new AdminProposals(page)
  await activate(page, queue.tab)
  await expect(page).toHaveURL(/\/admin\/proposals$/)
  await expect(queue.heading).toBeVisible()
  return queue
}

test('an encoder adds a person: sent for approval, not in the list until the IPMR approves, then Approved and listed', async ({
  page,
  browser,
  sessions,
  apiAs,
}) => {
  const lastName = `Tagapagtala${uniqueTag()}`
  const name = `${lastName}, Bayani`
  const list = new MasterList(page)
  await list.goto()

  // Add New, filled by keyboard as a clerk does.
  await activate(page, list.addNew)
  const form = new PersonForm(page, 'Add New Indigenous Person')
  await expect(form.dialog).toContainText(
    'You are an encoder: what you save here goes to the IPMR for approval. The registry changes once the IPMR approves it (see My proposals).',
  )
  await expect(form.field('Last Name')).toBeFocused()
  await page.keyboard.type(lastName)
  await tabTo(page, form.field('First Name'))
  await page.keyboard.type('Bayani')
  await tabTo(page, form.field('Date of Birth'))
  await page.keyboard.type('03142001') // mm dd yyyy segments of the date field
  // Tab enters the Gender group on its first choice, Male; Space chooses it.
  await tabTo(page, form.choice('Gender', 'Male'))
  await page.keyboard.press('Space')
  await expect(form.choice('Gender', 'Male')).toBeChecked()
  await tabTo(page, form.field('Occupation'))
  await page.keyboard.type('Weaver')
  await tabTo(page, form.field('Household Members'))
  await page.keyboard.type('4')
  await tabTo(page, form.field('Contact Number'))
  await page.keyboard.type('09181234567')
  await tabTo(page, form.field('Barangay'))
  await page.keyboard.type(ENCODER_BARANGAY) // a closed select picks the option typed
  await expect(form.field('Barangay')).toHaveValue(ENCODER_BARANGAY)
  await form.chooseBasisByKeyboard()
  await tabTo(page, form.button('Add'))
  await page.keyboard.press('Enter')

  await expect(list.notice(SENT_FOR_APPROVAL)).toBeVisible()
  await expect(list.notice('Person added successfully!')).toHaveCount(0)
  await expect(form.dialog).toBeHidden()

  // The registry has not changed: a search for the name finds no one.
  await tabTo(page, list.search)
  await page.keyboard.type(lastName)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}(&|$)`))
  await expect(page.getByRole('main').getByText(EMPTY_LIST)).toBeVisible()

  // My proposals, from the header's menu: Submitted.
  const header = await openMenu(page)
  await activate(page, header.menuPanel.getByRole('link', { name: 'My proposals', exact: true }))
  const mine = new MyProposals(page)
  await expect(mine.heading).toBeVisible()
  await expect(mine.state(name, 'Submitted')).toBeVisible()
  await expect(mine.item(name)).toContainText(`Barangay: ${ENCODER_BARANGAY}`)
  await expect(mine.withdraw(name)).toBeVisible()

  // The IPMR: the count beside Administration, the queue, the proposal opened with its fields, Approve.
  // (The worker's server is its own, and its tests run one at a time: the count is what this test sees.)
  const ipmr = await apiAs('ipmr')
  const waiting = await waitingProposals(ipmr)
  expect(waiting).toBeGreaterThanOrEqual(1)
  const admin = await ipmrPage(browser, (await sessions.get('ipmr')).state)
  await admin.goto('/admin')
  const queue = await openQueue(admin, waiting)
  await expect(queue.entry(name)).toContainText(`New record · ${ENCODER_BARANGAY}`)
  await expect(queue.entry(name)).toContainText('Proposed by Amihan Tagapagtala')
  await activate(admin, queue.open('New record', name))
  await expect(queue.dialog).toBeVisible()
  for (const [field, value] of [
    ['Last Name', lastName],
    ['First Name', 'Bayani'],
    ['Date of Birth', '2001-03-14'],
    ['Gender', 'Male'],
    ['Occupation', 'Weaver'],
    ['Household Members', '4'],
    ['Contact Number', '+639181234567'], // as the form stores it (normalised when the field is left)
    ['Barangay', ENCODER_BARANGAY],
  ]) {
    await expect(queue.proposed(field), field).toHaveText(value)
  }
  await activate(admin, queue.approve)
  await expect(queue.notice(`The proposal for ${name} was approved.`)).toBeVisible()
  await expect(queue.dialog).toBeHidden()
  await expect(queue.entry(name)).toHaveCount(0)
  // One fewer waiting beside Administration.
  const after = await openMenu(admin)
  await expect(after.menuPanel.getByRole('link', { name: administrationWaiting(waiting - 1), exact: true })).toBeVisible()
  await admin.context().close()

  // The encoder reloads My proposals: Approved, by whom; the person is in the master list now.
  await page.reload()
  await expect(mine.state(name, 'Approved')).toBeVisible()
  await expect(mine.item(name)).toContainText('Approved by Ligaya Ramos')
  await expect(mine.withdraw(name)).toHaveCount(0)
  await list.goto()
  await tabTo(page, list.search)
  await page.keyboard.type(lastName)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}(&|$)`))
  await expect(list.card('Bayani', lastName)).toBeVisible()
  await expect(list.card('Bayani', lastName)).toContainText(ENCODER_BARANGAY)
})

test('a proposal rejected with a reason: the encoder reads it, corrects the proposal and sends it again; the IPMR sees it back', async ({
  page,
  browser,
  sessions,
  apiAs,
}) => {
  const lastName = `Itinama${uniqueTag()}`
  const name = `${lastName}, Dayang`
  const reason = 'Her occupation is Weaver, not Farmer.'
  await proposeAdd(await apiAs('encoder'), {
    last_name: lastName,
    first_name: 'Dayang',
    date_of_birth: '1987-06-12',
    gender: 'Female',
    occupation: 'Farmer',
    barangay: ENCODER_BARANGAY,
  })

  // The IPMR opens it and rejects it, giving the reason.
  const admin = await ipmrPage(browser, (await sessions.get('ipmr')).state)
  await admin.goto('/admin')
  const queue = await openQueue(admin, await waitingProposals(await apiAs('ipmr')))
  await activate(admin, queue.open('New record', name))
  await expect(queue.proposed('Occupation')).toHaveText('Farmer')
  await activate(admin, queue.reject)
  await expect(queue.reason).toBeFocused()
  await admin.keyboard.type(reason)
  await activate(admin, queue.confirmReject)
  await expect(queue.notice(`The proposal for ${name} was rejected.`)).toBeVisible()
  await expect(queue.dialog).toBeHidden()
  await expect(queue.entry(name)).toHaveCount(0)

  // The encoder: Rejected, with the reason; Edit and resubmit opens the form with the proposed values.
  const mine = new MyProposals(page)
  await mine.goto()
  await expect(mine.state(name, 'Rejected')).toBeVisible()
  await expect(mine.reason(name, reason)).toBeVisible()
  await expect(mine.item(name)).toContainText('Rejected by Ligaya Ramos')
  await expect(mine.withdraw(name)).toHaveCount(0)
  await activate(page, mine.resubmit(name))
  const form = new PersonForm(page, 'Add New Indigenous Person')
  await expect(form.field('Last Name')).toBeFocused()
  await expect(form.field('Last Name')).toHaveValue(lastName)
  await expect(form.field('Occupation')).toHaveValue('Farmer')
  await tabTo(page, form.field('Occupation'))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Weaver')
  await expect(form.field('Occupation')).toHaveValue('Weaver')
  await activate(page, form.button('Add'))
  await expect(mine.notice(SENT_FOR_APPROVAL)).toBeVisible()
  await expect(form.dialog).toBeHidden()
  await expect(mine.state(name, 'Submitted')).toBeVisible()
  await expect(mine.reason(name, reason)).toHaveCount(0)
  await expect(mine.withdraw(name)).toBeVisible()

  // The IPMR's queue has it again, with the corrected value.
  await admin.reload()
  await expect(queue.entry(name)).toBeVisible()
  await activate(admin, queue.open('New record', name))
  await expect(queue.proposed('Occupation')).toHaveText('Weaver')
  await expect(queue.proposed('Last Name')).toHaveText(lastName)
  await admin.context().close()
})
