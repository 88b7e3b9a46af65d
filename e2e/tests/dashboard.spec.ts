import type { Page } from '@playwright/test'

import { COORDINATES, COUNTED, Dashboard, parseCount, PLACE, type TileLabel } from '../pages/dashboard'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, naturalWidth, uniqueTag, type NewPerson } from '../support/people'
import { baseUrl } from '../support/server'

/** The total of a master list's result count line ('Showing 12 of 34 people'), once it has loaded. */
async function listTotal(page: Page): Promise<number> {
  const line = page.getByRole('main').getByRole('status').filter({ hasText: /^Showing / })
  await expect(line).toBeVisible()
  const total = /of ([\d,]+) (?:person|people)$/.exec((await line.textContent()) ?? '')?.[1]
  if (!total) throw new Error(`no total in the result line: ${await line.textContent()}`)
  return parseCount(total)
}

function person(tag: string, extra: Partial<NewPerson> = {}): NewPerson {
  return {
    last_name: `Bathala${tag}`,
    first_name: 'Dakila',
    middle_name: 'Santos',
    date_of_birth: bornYearsAgo(30),
    gender: 'Male',
    civil_status: 'Single',
    education_level: 'High School',
    occupation: 'Farmer',
    lineage: 'Aeta',
    barangay: 'Navitas',
    ...extra,
  }
}

// /home is for any signed-in user; a Chieftain's session is one the other specs log in anyway (each costs seconds).
test.describe('signed in as Chieftain, on /home', () => {
  test.use({ signedInAs: 'chieftain' })

  test('a person added by IPMR appears as the Latest Data Entry on open dashboards without a reload', async ({
    page,
    browser,
    sessions,
  }) => {
    // Two browsers on the dashboard: a Chieftain on /home, an IPMR on /admin.
    const home = new Dashboard(page)
    await home.goto('/home')
    const ipmrContext = await browser.newContext({ baseURL: baseUrl(), storageState: (await sessions.get('ipmr')).state })
    const admin = new Dashboard(await ipmrContext.newPage())
    await admin.goto('/admin')
    // A reload would lose this.
    for (const p of [page, admin.page]) await p.evaluate(() => ((window as { stayed?: boolean }).stayed = true))

    // This worker's server is its own (support/server.ts): nobody else adds a person in between.
    const p = person(uniqueTag(), { first_name: 'Liwayway', gender: 'Female', education_level: 'College', barangay: 'Bolo' })
    await createPerson(admin.page.request, p)
    const added = `${p.last_name}, ${p.first_name} ${p.middle_name} added`
    // The spec allows 2 s; a loaded machine gets some slack.
    await expect(home.latest).toContainText(added, { timeout: 8_000 })
    await expect(admin.latest).toContainText(added, { timeout: 8_000 })
    await expect(home.latest).toContainText('Gender: Female')
    await expect(home.latest).toContainText('Brgy. Bolo')
    await expect(home.latest).toContainText('Level: College')
    for (const p of [page, admin.page]) expect(await p.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)

    // View Entry opens the profile of the person just added.
    const name = added.replace(/ added$/, '')
    await home.viewEntry.click()
    await expect(home.profile).toBeVisible()
    const [last, given] = name.split(', ')
    await expect(home.profile).toContainText(`${given} ${last}`)
    await ipmrContext.close()
  })

  test('the tiles and a barangay card open lists with the counts they show', async ({ page, apiAs }) => {
    // At least one of each, so equal counts are not just 0 = 0.
    const ipmr = await apiAs('ipmr')
    await createPerson(
      ipmr,
      person(uniqueTag(), { gender: 'Male', occupation: 'Senior high student', date_of_birth: bornYearsAgo(17), barangay: 'Anusan' }),
    )
    const dashboard = new Dashboard(page)

    // Only this worker's tests write to its server (support/server.ts): a count read on the dashboard is still
    // the count when the list loads.
    const tiles: [TileLabel, RegExp][] = [
      ['Male', /\/total-male\?category=male$/],
      ['Master List', /\/total-population\?category=$/],
    ]
    for (const [label, url] of tiles) {
      await dashboard.goto('/home')
      const shown = await dashboard.countOf(dashboard.tile(label))
      expect(shown).toBeGreaterThan(0)
      await dashboard.tile(label).click()
      await expect(page).toHaveURL(url)
      expect(await listTotal(page)).toBe(shown)
    }

    await dashboard.goto('/home')
    const tile = await dashboard.countOf(dashboard.tile('Students'))
    await dashboard.tile('Students').click()
    await expect(dashboard.categoryDialog).toBeVisible()
    await expect(dashboard.choice('NOT ATTENDING SCHOOL (25 years old below)')).toBeVisible()
    const students = await dashboard.countOf(dashboard.choice('STUDENTS'))
    expect(students).toBe(tile)
    expect(students).toBeGreaterThan(0)
    await dashboard.choice('STUDENTS').click()
    await expect(page).toHaveURL(/\/total-students\?category=students$/)
    await expect(page.getByRole('heading', { name: 'Total Students', level: 1 })).toBeVisible()
    expect(await listTotal(page)).toBe(students)

    // The other dialog: its choices and counts; Escape closes it and gives the focus back to the tile.
    await dashboard.goto('/home')
    await dashboard.tile('Health Condition').click()
    await expect(dashboard.categoryDialog).toBeVisible()
    await expect(dashboard.choice('With Health Condition')).toHaveAccessibleName(COUNTED)
    await expect(dashboard.choice('No Health Condition')).toHaveAccessibleName(COUNTED)
    await page.keyboard.press('Escape')
    await expect(dashboard.categoryDialog).toBeHidden()
    await expect(dashboard.tile('Health Condition')).toBeFocused()

    // A barangay card's See Details opens the master list of that barangay with its population.
    await dashboard.goto('/home')
    const card = dashboard.barangayCard('Anusan')
    const line = card.getByText(/^A total population of [\d,]+$/)
    await expect(line).toBeVisible()
    const population = parseCount(((await line.textContent()) ?? '').replace('A total population of ', ''))
    expect(population).toBeGreaterThan(0)
    await card.getByRole('link', { name: 'See Details' }).click()
    await expect(page).toHaveURL(/\/total-population\?barangay=Anusan$/)
    await expect(page.getByRole('combobox', { name: 'Barangay' })).toHaveValue('Anusan')
    expect(await listTotal(page)).toBe(population)
  })
})

test.describe('signed in as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('search finds a person by tribe prefix and by age, and a suggestion opens their profile', async ({
    page,
    apiAs,
  }) => {
    const ipmr = await apiAs('ipmr')
    // An age nobody else's test data has, so the age search's 8 suggestions include them.
    const age = 80 + Math.floor(Math.random() * 40)
    const p = person(uniqueTag(), {
      first_name: 'Malaya',
      middle_name: 'Cruz',
      lineage: 'Dumagat',
      barangay: 'Pacabit',
      date_of_birth: bornYearsAgo(age),
    })
    const stored = await createPerson(ipmr, p)
    expect(stored.age).toBe(age)
    const fullName = `${p.first_name} ${p.middle_name} ${p.last_name}`
    const dashboard = new Dashboard(page)
    await dashboard.goto('/admin')

    await dashboard.search.fill('dumag')
    const byTribe = dashboard.suggestion(fullName)
    await expect(byTribe).toContainText(`Dumagat · Pacabit · ${age}`)
    await expect(byTribe.locator('mark')).toHaveText(['Dumag'])
    await byTribe.click()
    await expect(dashboard.profile).toBeVisible()
    await expect(dashboard.profile).toContainText(fullName)
    await page.keyboard.press('Escape')
    await expect(dashboard.profile).toBeHidden()
    await expect(dashboard.search).toHaveValue('')

    // A fresh dashboard: the tribe search's suggestions (the same person) cannot stand in for the age search's.
    await dashboard.goto('/admin')
    await dashboard.search.fill(String(age))
    const byAge = dashboard.suggestion(fullName)
    await expect(byAge).toContainText(`Dumagat · Pacabit · ${age}`)
    await expect(byAge.locator('mark')).toHaveText([String(age)])
    await expect(dashboard.suggestions.getByRole('option')).not.toHaveCount(0)
    expect(await dashboard.suggestions.getByRole('option').count()).toBeLessThanOrEqual(8)
    // Keyboard: the arrow keys reach it and Enter opens it.
    const options = await dashboard.suggestions.getByRole('option').allTextContents()
    const index = options.findIndex((text) => text.includes(fullName))
    for (let i = 0; i <= index; i++) await dashboard.search.press('ArrowDown')
    await expect(byAge).toHaveAttribute('aria-selected', 'true')
    await dashboard.search.press('Enter')
    await expect(dashboard.profile).toBeVisible()
    await expect(dashboard.profile).toContainText(fullName)
    await expect(dashboard.profile).toContainText('Pacabit')

    await page.keyboard.press('Escape')
    await dashboard.search.fill('zzqx' + uniqueTag())
    await expect(page.getByText('No matches', { exact: true })).toBeVisible()
  })

  test('the map card shows the coordinates and the marker when tiles cannot load, without an error', async ({
    page,
  }) => {
    // No tile server is reachable here; make that certain and count the attempts.
    let tileRequests = 0
    await page.route(
      (url) => url.origin !== new URL(baseUrl()).origin,
      (route) => {
        tileRequests += 1
        return route.abort('internetdisconnected')
      },
    )
    const nativeDialogs: string[] = []
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message())
      void dialog.dismiss()
    })

    const dashboard = new Dashboard(page)
    await dashboard.goto('/admin')
    await dashboard.location.scrollIntoViewIfNeeded()
    await expect(dashboard.location).toContainText(`${PLACE} · ${COORDINATES}`)
    const marker = dashboard.map.getByAltText(PLACE, { exact: true })
    await expect(marker).toBeVisible()
    await expect.poll(() => naturalWidth(marker)).toBeGreaterThan(0)
    await expect(dashboard.map.getByText(PLACE, { exact: true })).toBeVisible() // the marker's label
    const box = await dashboard.map.boundingBox()
    expect(box?.height).toBeGreaterThanOrEqual(300)
    await expect.poll(() => tileRequests).toBeGreaterThan(0)

    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(nativeDialogs).toEqual([])
  })
})
