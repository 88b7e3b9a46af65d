import type { Request } from '@playwright/test'

import type { NewPerson } from '../support/people'

import { logIn } from '../pages/login-page'
import { Header } from '../pages/header'
import { MasterList } from '../pages/master-list'
import { OfflineApp } from '../pages/offline-app'
import { PersonForm, type PersonData } from '../pages/person-form'
import { createUser } from '../support/accounts'
import { csrfHeaders, expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

const QUEUED = 'No connection: saved on this device. It will be sent when the connection returns.'

/** A small PNG photo (4x4). */
const PNG_4x4 = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4kWIERwzEcQBCchXhIRsTawAAAABJRU5ErkJggg=='

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

/**
 * Add people through the form while offline: each is kept on the device (the first with a camera photo), and
 * each save shows the 'saved on this device' notice (recorded as it appears: a notice leaves by itself after a
 * few seconds, and a loaded machine may look later than that).
 */
async function addOffline(list: MasterList, people: PersonData[], withPhoto = true): Promise<void> {
  const offline = new OfflineApp(list.page)
  await offline.recordNotices()
  const queuedNotices = async () => (await offline.noticesShown()).filter((text) => text.includes(QUEUED)).length
  const before = await queuedNotices()
  await list.addNew.click()
  const form = new PersonForm(list.page, 'Add New Indigenous Person')
  for (const [index, data] of people.entries()) {
    await form.fill(data)
    if (index === 0 && withPhoto) await form.takePhoto()
    await form.button('Add').click()
    await expect.poll(queuedNotices).toBe(before + index + 1)
    await expect(form.field('Last Name')).toHaveValue('')
  }
  await form.button('Cancel').click()
}

test.describe('as IPMR, with no connection', () => {
  test.use({ signedInAs: 'ipmr' })

  test('three people added offline survive a reload and reach the list exactly once, with the photo', async ({ page, context, apiAs }) => {
    // A camera, a reload and a sync on a loaded machine: no step has a time limit of its own, the test has one.
    test.slow()
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
    // The list read back is this device's copy, and says so.
    await expect(page.getByRole('status').filter({ hasText: /^No connection: / })).toContainText('kept on this device')
    await expect(offline.waitingItems).toHaveCount(3)
    await expect(offline.waitingItems.first()).toContainText(`Amihan Offline${tag}`)
    await expect(offline.waitingItems.first()).toContainText('with photo')

    const creates: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/people') creates.push(request)
    })
    await context.setOffline(false)
    // Sent when the connection returns (and tried again if it was cut short), however long that takes.
    await expect(offline.waiting).toBeHidden({ timeout: 0 })
    await expect(offline.banner).toBeHidden()
    // The waiting list is gone: the clerk is told the entries went ('3 changes synced.'), until they put it away.
    const confirmation = page.getByRole('status').filter({ hasText: '3 changes synced.' })
    await expect(confirmation).toBeVisible()
    await confirmation.getByRole('button', { name: 'Got it' }).click()
    await expect(confirmation).toBeHidden()

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

    // The sync replayed (its answers lost): every create sent again makes no one new. (A create the connection
    // cut short is sent again by the sync itself, with the same client id: three ids, however many requests.)
    const byClientId = new Map(creates.map((request) => [request.postDataJSON().client_id as string, request]))
    expect(byClientId.size).toBe(3)
    for (const request of byClientId.values()) {
      const again = await page.request.post('/api/people', { data: request.postDataJSON(), headers: await csrfHeaders(context) })
      expect(again.status()).toBe(200)
    }
    expect((await stored()).total).toBe(3)
  })

  test('an edit made offline that meets a change made online: side by side, chosen per field, stored exactly so', async ({ page, context, browser, apiAs, session }) => {
    test.slow()
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
    await expect(offline.conflict).toBeVisible({ timeout: 0 })
    await expect(offline.conflict).toContainText('Fisher')
    await expect(offline.conflict).toContainText('Weaver')
    await offline.conflict.getByRole('radio', { name: 'Keep Theirs (on the server) for Occupation' }).check()
    await offline.conflict.getByRole('radio', { name: 'Keep Yours (this device) for Contact Number' }).check()
    await offline.conflict.getByRole('button', { name: 'Save my choices' }).click()
    await expect(offline.waiting).toBeHidden({ timeout: 0 })

    const saved = await (await api.get(`/api/people/${stored.id}`)).json()
    expect(saved.occupation).toBe('Fisher')
    expect(saved.contact_number).toBe('+639990000000')
  })
  test('the reference lists are precached at build: offline before the form was ever opened, Add offers every barangay', async ({ page, context, apiAs }) => {
    test.slow()
    // The built service worker precaches them, exactly as the server serves them.
    const worker = await (await page.request.get('/sw.js')).text()
    expect(worker).toMatch(/url:"reference\.json",revision:"[0-9a-f]{32}"/)
    const served = (await (await (await apiAs('ipmr')).get('/api/reference')).json()) as { barangays: string[]; tribes: string[] }
    expect(served.barangays).toHaveLength(46)
    expect(await (await page.request.get('/reference.json')).json()).toEqual(served)

    // This device never gets the lists from the API: only the precache can give them.
    await context.route('**/api/reference', (route) => route.abort('internetdisconnected'))
    const offline = new OfflineApp(page)
    await page.goto('/admin')
    await offline.installed()
    await context.setOffline(true)
    const list = new MasterList(page)
    await list.goto()
    await expect(offline.banner).toHaveText('Offline')
    await list.addNew.click()
    const form = new PersonForm(page, 'Add New Indigenous Person')
    await expect(form.field('Barangay').locator('option:not([value=""])')).toHaveText(served.barangays)
    await form.field('Tribe').fill('Dumag')
    await expect(page.getByRole('option', { name: 'Dumagat', exact: true })).toBeVisible()
  })

  test('a person viewed online keeps their photo on the device: offline, the profile shows it', async ({ page, context, apiAs }) => {
    test.slow()
    const api = await apiAs('ipmr')
    const tag = uniqueTag()
    const stored = await createPerson(api, { last_name: `Larawan${tag}`, first_name: 'Liwayway', date_of_birth: bornYearsAgo(35), gender: 'Female', barangay: 'Tuhian' })
    const upload = await api.post(`/api/people/${stored.id}/photo`, {
      headers: await csrfHeaders(api),
      multipart: { file: { name: 'face.png', mimeType: 'image/png', buffer: Buffer.from(PNG_4x4, 'base64') } },
    })
    expect(upload.status(), await upload.text()).toBe(200)

    const list = new MasterList(page)
    const offline = new OfflineApp(page)
    await list.goto()
    await offline.installed()
    await list.searchFor(`Larawan${tag}`)
    await page.getByRole('button', { name: `View profile of Liwayway Larawan${tag}` }).click()
    const photo = list.profile.getByRole('img', { name: `Photo of Liwayway Larawan${tag}` })
    await expect(photo).toHaveAttribute('src', new RegExp(`^/api/people/${stored.id}/photo\\?`))
    await expect.poll(() => offline.keepsPhotoOf(stored.id)).toBe(true)
    await page.keyboard.press('Escape')

    await context.setOffline(true)
    await page.reload()
    await expect(offline.banner).toHaveText('Offline')
    await list.searchFor(`Larawan${tag}`)
    await page.getByRole('button', { name: `View profile of Liwayway Larawan${tag}` }).click()
    await expect(list.profile).toContainText(`Liwayway Larawan${tag}`)
    await expect(photo).toHaveAttribute('src', /^blob:/)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)
  })

  test('someone added offline who is already in the registry: found at sync, shown when the entry is next opened', async ({ page, context, apiAs }) => {
    test.slow()
    const api = await apiAs('ipmr')
    const tag = uniqueTag()
    const born = bornYearsAgo(60 + Math.floor(Math.random() * 30))
    const mother = `Ligaya ${tag}`
    const existing = await createPerson(api, {
      last_name: `Doble${tag}`,
      first_name: 'Ma. Luisa',
      date_of_birth: born,
      gender: 'Female',
      barangay: 'Tuhian',
      family_tree: { father: null, mother, spouse: null, siblings: [], children: [] },
    } as NewPerson)
    const list = new MasterList(page)
    const offline = new OfflineApp(page)
    await list.goto()
    await offline.installed()

    await context.setOffline(true)
    await addOffline(list, [{ ...person(tag, 'Maria Luisa'), lastName: `Doble${tag}`, dateOfBirth: born, mother }], false)
    await context.setOffline(false)
    await expect(offline.waiting).toBeHidden({ timeout: 0 })
    const found = (await (await api.get(`/api/people?q=Doble${tag}`)).json()) as { items: { id: number; first_name: string }[] }
    const added = found.items.find((p) => p.first_name === 'Maria Luisa')!
    expect(found.items.map((p) => p.first_name).sort()).toEqual(['Ma. Luisa', 'Maria Luisa'])

    // Opened to edit: 'Possible duplicate', with the person already in the registry.
    await list.searchFor(`Doble${tag}`)
    await page.getByRole('button', { name: `Edit Maria Luisa Doble${tag}` }).click()
    const form = new PersonForm(page, 'Edit IP Information')
    const inForm = form.dialog.getByRole('region', { name: 'Possible duplicate' })
    await expect(inForm.getByRole('listitem').filter({ hasText: `Doble${tag}, Ma. Luisa` })).toBeVisible()
    await form.button('Cancel').click()

    // Its profile too; View opens the existing record; 'This is a different person' is kept (and audited).
    await page.getByRole('button', { name: `View profile of Maria Luisa Doble${tag}` }).click()
    const possible = list.profile.getByRole('region', { name: 'Possible duplicate' })
    await expect(possible).toContainText('Found when this entry was synced: this person may already be in the registry.')
    const match = possible.getByRole('listitem').filter({ hasText: `Doble${tag}, Ma. Luisa` })
    await expect(match).toContainText(`Parents: ${mother}`)
    await match.getByRole('button', { name: `View Doble${tag}, Ma. Luisa` }).click()
    // The match shows in the same profile (a profile never opens a second one); Back returns to the entry.
    const profiles = page.getByRole('dialog', { name: 'IP Profile' })
    await expect(profiles).toContainText(`Ma. Luisa Doble${tag}`)
    await expect(profiles).toHaveCount(1)
    await list.profile.getByRole('button', { name: /^Back to Maria Luisa/ }).click()
    await possible.getByRole('button', { name: 'This is a different person' }).click()
    await expect(possible).toBeHidden()
    await expect.poll(() => offline.storedRecords().then((stores) => stores.findings)).toBe(0)
    const audit = (await (await api.get(`/api/admin/audit?action=person.kept_apart&person_id=${added.id}`)).json()) as { total: number; items: unknown[] }
    expect(audit.total).toBe(1)
    expect(JSON.stringify(audit.items[0])).toContain(`Doble${tag}, Ma. Luisa`)
    expect(existing.id).not.toBe(added.id)
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
  await expect.poll(() => offline.storedRecords()).toEqual({ findings: 0, households: 0, outbox: 0, people: 0, photos: 0, session: 0 })
  await context.close()
})
