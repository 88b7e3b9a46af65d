import type { Request } from '@playwright/test'

import { logIn } from '../pages/login-page'
import { Header } from '../pages/header'
import { MasterList } from '../pages/master-list'
import { OfflineApp } from '../pages/offline-app'
import { PersonForm, type PersonData } from '../pages/person-form'
import { createUser } from '../support/accounts'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

const QUEUED = 'No connection: saved on this device. It will be sent when the connection returns.'

function person(tag: string, first: string): PersonData {
  return {
    lastName: `Offline${tag}`,
    firstName: first,
    dateOfBirth: bornYearsAgo(30),
    gender: 'Female',
    civilStatus: 'Single',
    education: 'College',
    occupation: 'Weaver',
    tribe: 'Agta',
    healthCondition: '',
    householdMembers: '4',
    contactNumber: '0917 123 4567',
    barangay: 'Tuhian',
    address: 'Purok 2',
    father: '',
    mother: '',
    siblings: '',
  }
}

/** Add people through the form while offline: each is kept on the device (the first with a camera photo). */
async function addOffline(list: MasterList, people: PersonData[], withPhoto = true): Promise<void> {
  await list.addNew.click()
  const form = new PersonForm(list.page, 'Add New Indigenous Person')
  for (const [index, data] of people.entries()) {
    await form.fill(data)
    if (index === 0 && withPhoto) await form.takePhoto()
    await form.button('Add').click()
    await expect(list.notice(QUEUED).first()).toBeVisible()
    await expect(form.field('Last Name')).toHaveValue('')
  }
  await form.button('Cancel').click()
}

test.describe('as IPMR, with no connection', () => {
  test.use({ signedInAs: 'ipmr' })

  test('three people added offline survive a reload and reach the list exactly once, with the photo', async ({ page, context, apiAs }) => {
    const list = new MasterList(page)
    const offline = new OfflineApp(page)
    const tag = uniqueTag()
    await list.goto()
    await offline.installed()

    await context.setOffline(true)
    await expect(offline.banner).toHaveText('Offline')
    await addOffline(list, ['Amihan', 'Bituin', 'Tala'].map((first) => person(tag, first)))
    await expect(offline.banner).toHaveText('Offline — 3 changes waiting to sync')
    await expect(offline.waitingItems).toHaveCount(3)

    // Reloading with no network: the app (not the browser's offline page), the clerk still signed in, all kept.
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toBeVisible()
    await expect(offline.banner).toHaveText('Offline — 3 changes waiting to sync')
    await expect(offline.waitingItems).toHaveCount(3)
    await expect(offline.waitingItems.first()).toContainText(`Amihan Offline${tag}`)
    await expect(offline.waitingItems.first()).toContainText('with photo')

    const creates: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/people') creates.push(request)
    })
    await context.setOffline(false)
    await expect(offline.waiting).toBeHidden({ timeout: 30_000 })
    await expect(offline.banner).toBeHidden()

    const api = await apiAs('ipmr')
    const stored = async () => (await (await api.get(`/api/people?q=offline${tag}&page_size=100`)).json()) as {
      total: number
      items: { id: number; first_name: string; photo_url: string | null }[]
    }
    const synced = await stored()
    expect(synced.total).toBe(3)
    expect(synced.items.map((p) => p.first_name).sort()).toEqual(['Amihan', 'Bituin', 'Tala'])
    expect(synced.items.find((p) => p.first_name === 'Amihan')?.photo_url).not.toBeNull()
    expect(synced.items.filter((p) => p.photo_url !== null)).toHaveLength(1)
    await list.searchFor(`Offline${tag}`)
    await expect(list.rows).toHaveCount(3)

    // The sync replayed (its answers lost): every create sent again makes no one new.
    expect(creates).toHaveLength(3)
    for (const request of creates) {
      const again = await page.request.post('/api/people', { data: request.postDataJSON(), headers: await csrfHeaders(context) })
      expect(again.status()).toBe(200)
    }
    expect((await stored()).total).toBe(3)
  })

  test('an edit made offline that meets a change made online: side by side, chosen per field, stored exactly so', async ({ page, context, browser, apiAs, session }) => {
    const api = await apiAs('ipmr')
    const tag = uniqueTag()
    const stored = await createPerson(api, { last_name: `Conflict${tag}`, first_name: 'Luningning', date_of_birth: bornYearsAgo(40), gender: 'Female', barangay: 'Tuhian' })
    const list = new MasterList(page)
    const offline = new OfflineApp(page)
    await list.goto()
    await offline.installed()
    await list.searchFor(`Conflict${tag}`)
    await expect(list.rows).toHaveCount(1)

    await context.setOffline(true)
    await page.getByRole('button', { name: `Edit Luningning Conflict${tag}` }).click()
    const form = new PersonForm(page, 'Edit IP Information')
    await form.field('Occupation').fill('Weaver')
    await form.field('Contact Number').fill('0999 000 0000')
    await form.button('Update').click()
    await expect(list.notice(QUEUED).first()).toBeVisible()
    await form.button('Cancel').click()
    await expect(offline.banner).toHaveText('Offline — 1 change waiting to sync')

    // Meanwhile a second browser, online, changes the same fields.
    const other = await browser.newContext({ storageState: session!.state })
    const current = await (await other.request.get(`/api/people/${stored.id}`)).json()
    const theirs = await other.request.put(`/api/people/${stored.id}`, {
      data: { occupation: 'Fisher', contact_number: '0918 111 1111', version: current.version },
      headers: await csrfHeaders(other),
    })
    expect(theirs.status()).toBe(200)
    await other.close()

    await context.setOffline(false)
    await expect(offline.conflict).toBeVisible({ timeout: 30_000 })
    await expect(offline.conflict).toContainText('Fisher')
    await expect(offline.conflict).toContainText('Weaver')
    await offline.conflict.getByRole('radio', { name: 'Keep Theirs (on the server) for Occupation' }).check()
    await offline.conflict.getByRole('radio', { name: 'Keep Yours (this device) for Contact Number' }).check()
    await offline.conflict.getByRole('button', { name: 'Save my choices' }).click()
    await expect(offline.waiting).toBeHidden({ timeout: 30_000 })

    const saved = await (await api.get(`/api/people/${stored.id}`)).json()
    expect(saved.occupation).toBe('Fisher')
    expect(saved.contact_number).toBe('+639990000000')
  })
})

test('logging out with a change not synced asks first; after discarding, the device keeps nothing of the account', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page, createUser('ipmr', 'Dalisay Offline'))
  await expect(page).toHaveURL(/\/admin$/)
  const list = new MasterList(page)
  const offline = new OfflineApp(page)
  await list.goto()
  await offline.installed()

  await context.setOffline(true)
  await addOffline(list, [person(uniqueTag(), 'Amihan')], false)
  // Back online, but the server cannot be reached for saves: the change stays waiting.
  await page.route('**/api/people', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()))
  await context.setOffline(false)
  await expect(offline.banner).toContainText('1 change waiting to sync')

  await new Header(page).logOut.click()
  const question = page.getByRole('dialog', { name: 'Log Out' })
  await expect(question).toContainText('You have 1 change that has not been synced.')
  await expect(question.getByRole('button', { name: 'Sync now' })).toBeVisible()
  await question.getByRole('button', { name: 'Log out and discard' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => offline.storedRecords()).toEqual({ outbox: 0, people: 0, session: 0 })
  await context.close()
})
