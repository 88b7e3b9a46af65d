import { createUser } from '../support/accounts'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { tabTo } from '../support/keyboard'
import { createPerson, uniqueTag } from '../support/people'
import { expectScreenOk } from '../support/screen-checks'
import { logIn } from '../pages/login-page'
import { FIL, filipinoDate, RequestPage, RequestsPage } from '../pages/admin-requests'

// Requests of data subjects (issue 27, point 2) as an IPMR whose account reads Filipino, on a phone (390 px): a
// request recorded by keyboard alone, its due date, the person's access report, and closing it as refused (a
// refusal without its reason is refused first). Each screen fits the phone and passes axe.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('an IPMR records a request by keyboard, sees its due date, opens the access report and closes it', async ({
  page,
  apiAs,
}) => {
  test.slow() // a login of its own (captcha) and axe on four screens
  const tag = uniqueTag()
  const person = await createPerson(await apiAs('ipmr'), {
    last_name: `Bagsik${tag}`,
    first_name: 'Lorna',
    date_of_birth: '1988-03-14',
    gender: 'Female',
    barangay: 'Ajos',
  })
  const listName = `Bagsik${tag}, Lorna`

  const account = createUser('ipmr', 'Liwayway Santos')
  await logIn(page, account)
  await expect(page).toHaveURL(/\/admin$/)
  const language = await page.request.patch('/api/account/language', {
    headers: await csrfHeaders(page.context()),
    data: { language: 'fil' },
  })
  expect(language.ok()).toBe(true)

  const requests = new RequestsPage(page)
  await requests.goto()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil')
  await expectScreenOk(page, 'requests, fil, 390 px')

  // The form by keyboard: the person found by name, the requester, how their identity was checked, by whom.
  await tabTo(page, requests.personBox)
  await page.keyboard.type(`Bagsik${tag}`)
  await expect(requests.suggestion(listName)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByText(listName, { exact: true })).toBeVisible()
  await tabTo(page, requests.requester)
  await page.keyboard.type('Lorna Bagsik')
  await tabTo(page, requests.identity)
  await page.keyboard.type('PhilSys ID na ipinakita sa counter')
  await tabTo(page, requests.checkedBy)
  await page.keyboard.type('Liwayway Santos')
  await tabTo(page, requests.record)
  await page.keyboard.press('Enter')

  // The request's page: recorded, with its due date (the 30th working day after today, as the server counted it).
  await expect(page).toHaveURL(/\/admin\/requests\/\d+$/)
  const id = Number(/(\d+)$/.exec(page.url())![1])
  const stored = await (await page.request.get(`/api/admin/requests/${id}`)).json()
  expect(stored.person_id).toBe(person.id)
  const due = filipinoDate(stored.due_on)
  await expect(page.getByRole('heading', { name: FIL.heading(id), level: 2 })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: FIL.recorded(id, due) })).toBeVisible()
  const request = new RequestPage(page)
  await expect(request.fact(FIL.due)).toHaveText(new RegExp(`^${due} (${FIL.openStatus}|Malapit na)`))
  await expectScreenOk(page, 'request, fil, 390 px')

  // The access report: the person's record and every event of it, its own making included.
  await tabTo(page, request.accessReport)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/admin/requests/${id}/report$`))
  await expect(page.getByRole('heading', { name: FIL.accessReport, level: 1 })).toBeVisible()
  await expect(page.getByText(listName, { exact: true })).toBeVisible()
  const events = page.getByRole('table', { name: 'Audit trail ng rekord' })
  await expect(events.getByRole('row')).toHaveCount(3) // the header, the person's creation, this report
  await expect(events.getByText('Nagdagdag ng tao', { exact: true })).toBeVisible()
  await expect(events.getByText('Ginawa ang ulat ng access', { exact: true })).toBeVisible()
  await expectScreenOk(page, 'access report, fil, 390 px')

  // Back, and closed as refused: first without its reason (refused), then with it.
  await tabTo(page, page.getByRole('link', { name: FIL.back(id), exact: true }))
  await page.keyboard.press('Enter')
  // The outcome is a radio group: Tab reaches its first choice, the arrow keys move to 'Refused'.
  await tabTo(page, page.getByRole('radio', { name: 'Pinagbigyan', exact: true }))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(request.refused).toBeChecked()
  await tabTo(page, request.close)
  await page.keyboard.press('Enter')
  await expect(page.getByText(FIL.reasonRequired, { exact: true })).toBeVisible()
  await tabTo(page, request.reason)
  await page.keyboard.type('Hindi ang humihiling ang may-ari ng rekord')
  await tabTo(page, request.close)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: FIL.closed })).toBeVisible()
  await expect(request.fact(FIL.due)).toContainText(FIL.closedStatus)
  await expect(request.fact('Kinalabasan')).toHaveText(FIL.refused)
  await expect(request.fact(FIL.reason)).toHaveText('Hindi ang humihiling ang may-ari ng rekord')
  await expect(request.close).toHaveCount(0)
  await expectScreenOk(page, 'closed request, fil, 390 px')
  const closed = await (await page.request.get(`/api/admin/requests/${id}`)).json()
  expect([closed.outcome, closed.reason]).toEqual(['refused', 'Hindi ang humihiling ang may-ari ng rekord'])
})

test.describe('at a tablet’s 768 px, in English', () => {
  test.use({ viewport: { width: 768, height: 1024 }, isMobile: false, hasTouch: false, signedInAs: 'ipmr' })

  test('the list, a request and its access report fit and pass axe', async ({ page, apiAs }) => {
    test.slow()
    const ipmr = await apiAs('ipmr')
    const tag = uniqueTag()
    const person = await createPerson(ipmr, {
      last_name: `Dumagat${tag}`,
      first_name: 'Ramon',
      date_of_birth: '1975-08-02',
      gender: 'Male',
      barangay: 'Ajos',
    })
    const recorded = await ipmr.post('/api/admin/requests', {
      headers: await csrfHeaders(ipmr),
      data: {
        kind: 'access',
        person_id: person.id,
        requester_name: 'Ramon Dumagat',
        relation: 'other',
        relation_other: 'Barangay health worker',
        identity_check: 'Letter of authority with both IDs',
        identity_checked_by: 'Ligaya Ramos',
      },
    })
    expect(recorded.status()).toBe(201)
    const id = ((await recorded.json()) as { id: number }).id

    await page.goto('/admin/requests')
    const row = page.getByRole('row', { name: new RegExp(`Request No. ${id} · Access`) })
    await expect(row).toContainText(`Dumagat${tag}, Ramon`)
    await expectScreenOk(page, 'requests, en, 768 px')
    await page.goto(`/admin/requests/${id}`)
    await expect(page.getByText('Barangay health worker', { exact: true })).toBeVisible()
    await expectScreenOk(page, 'request, en, 768 px')
    await page.goto(`/admin/requests/${id}/report`)
    await expect(page.getByRole('heading', { name: 'Access report', level: 1 })).toBeVisible()
    await expect(page.getByRole('img', { name: `Photo of Ramon Dumagat${tag}` })).toHaveCount(0)
    await expect(page.getByText('No photo.', { exact: true })).toBeVisible()
    await expectScreenOk(page, 'access report, en, 768 px')
  })
})
