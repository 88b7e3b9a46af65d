import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { ChieftainList } from '../pages/chieftain-list'
import { MasterList } from '../pages/master-list'
import { expect, test } from '../support/fixtures'
import { bornYearsAgo, createPerson, uniqueTag } from '../support/people'

/** Barangays no other spec uses, so their lists hold only this spec's people. */
const MASTER_BARANGAY = 'Cutcutan'
const CHIEFTAIN_BARANGAY = 'Doongan Ibaba'
const PHONE_BARANGAY = 'Doongan Ilaya'

/** Letters only ('aa', 'ab', …): first names that sort in creation order. */
const letters = (i: number) => String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26))

/** `count` women (and two men) sharing one unique last name in `barangay`, born a year apart. */
async function family(ipmr: APIRequestContext, barangay: string, count: number) {
  const last = `Dumalagan${uniqueTag()}`
  for (let i = 0; i < count; i++) {
    await createPerson(ipmr, { last_name: last, first_name: `Dayang${letters(i)}`, date_of_birth: bornYearsAgo(20 + i), gender: 'Female', barangay })
  }
  for (const first of ['Lakanaa', 'Lakanab']) {
    await createPerson(ipmr, { last_name: last, first_name: first, date_of_birth: bornYearsAgo(30), gender: 'Male', barangay })
  }
  return last
}

/** The page does not scroll sideways (only a table's own region may). */
async function pageScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
}

async function insideViewport(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box && box.x >= 0 && box.x + box.width <= width, `${await target.textContent()} at ${JSON.stringify(box)}`).toBe(true)
}

/** Show the app in `language` without touching the (shared) account: the session's answer says so. */
async function showIn(page: Page, language: 'en' | 'fil'): Promise<void> {
  await page.route('**/api/session', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    if (body?.user) body.user.language = language
    await route.fulfill({ response, json: body })
  })
}

/**
 * What keeps a table's column from being read, at this window size: for the header and the first three rows,
 * each cell is scrolled (inside the table's own scroller) just clear of the sticky Actions column, then it must
 * lie there uncovered (a click at its middle reaches it), inside the window, with none of its text cut off.
 * Also the scroller fits the window's height, so its sideways scrollbar is on the screen with the rows.
 */
async function columnProblems(page: Page, region: Locator): Promise<string[]> {
  await expect(region.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  return region.evaluate((box: HTMLElement) => {
    const problems: string[] = []
    const table = box.querySelector('table')!
    const heads = [...table.tHead!.rows[0].cells].map((th) => th.textContent?.trim() || '(photo)')
    const rows = [table.tHead!.rows[0], ...[...table.tBodies[0].rows].slice(0, 3)]
    const clipped = (el: HTMLElement) =>
      // (A screen reader's text, sr-only, is a 1 px box by design.)
      [el, ...el.querySelectorAll<HTMLElement>('*')].some((e) => e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1)
    if (box.scrollWidth > box.clientWidth && box.getBoundingClientRect().height > window.innerHeight) {
      problems.push(`the table scrolls sideways but is ${Math.round(box.getBoundingClientRect().height)} px tall: its scrollbar is off the screen`)
    }
    for (const [r, row] of rows.entries()) {
      const cells = [...row.cells]
      const sticky = cells.find((cell) => getComputedStyle(cell).position === 'sticky')
      for (const [c, cell] of cells.entries()) {
        if (cell === sticky) continue
        const name = `${r === 0 ? 'header' : `row ${r}`} ${heads[c]} "${cell.textContent?.trim()}"`
        cell.scrollIntoView({ block: 'center', inline: 'nearest' })
        box.scrollLeft = 0
        const limit = () => Math.min(sticky ? sticky.getBoundingClientRect().left : Infinity, box.getBoundingClientRect().right)
        const over = cell.getBoundingClientRect().right - limit()
        if (over > 0) box.scrollLeft += Math.ceil(over)
        const at = cell.getBoundingClientRect()
        if (at.right > limit() + 0.5) problems.push(`${name}: under Actions at any scroll`)
        if (at.left < 0 || at.right > window.innerWidth + 0.5) problems.push(`${name}: off the window at x ${Math.round(at.left)}…${Math.round(at.right)}`)
        if (clipped(cell)) problems.push(`${name}: text cut off`)
        const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2)
        if (!hit || !cell.contains(hit)) problems.push(`${name}: covered by ${hit?.closest('td,th')?.textContent?.trim() ?? hit?.tagName}`)
      }
    }
    box.scrollLeft = 0
    return problems
  })
}

/**
 * The list at `path` (whose search finds one family: 3 rows) in `language`, at a desktop's 1366 px and a tablet's
 * 768 px: every column's header and values can be read there (columnProblems). `atWidth` adds a check of the
 * list's region at each width.
 */
async function expectColumnsReadable(
  page: Page,
  path: string,
  language: 'en' | 'fil',
  atWidth?: (region: Locator, width: number) => Promise<void>,
): Promise<void> {
  await showIn(page, language)
  const region = page.getByRole('region', { name: language === 'en' ? 'People' : 'Mga Tao' })
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: width === 1366 ? 768 : 1024 })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(region.getByRole('row')).toHaveCount(4)
    expect(await columnProblems(page, region), `${width} px`).toEqual([])
    await atWidth?.(region, width)
  }
}

test.describe('master list, as IPMR', () => {
  test.use({ signedInAs: 'ipmr' })

  test('filter + search + barangay + page 2 are in the address: Back and reload show the same rows', async ({ page, apiAs }) => {
    test.slow() // 53 people made through the API, then two round trips through the address
    const last = await family(await apiAs('ipmr'), MASTER_BARANGAY, 53)
    const list = new MasterList(page)
    await list.goto('/total-population')

    await list.filter.selectOption('Female')
    await list.searchFor(last)
    await list.barangay.selectOption(MASTER_BARANGAY)
    await expect(list.resultLine).toHaveText('Showing 1–50 of 53 people')
    await list.next.click()
    await expect(list.resultLine).toHaveText('Showing 51–53 of 53 people')
    const pageTwo = [`51. ${last}, Dayangby`, `52. ${last}, Dayangbz`, `53. ${last}, Dayangca`]
    expect(await list.rowNames()).toEqual(pageTwo)
    await expect(page).toHaveURL(`/total-population?filter=female&q=${last}&barangay=${MASTER_BARANGAY}&page=2`)

    async function sameView() {
      await expect(list.resultLine).toHaveText('Showing 51–53 of 53 people')
      expect(await list.rowNames()).toEqual(pageTwo)
      await expect(list.filter).toHaveValue('female')
      await expect(list.search).toHaveValue(last)
      await expect(list.barangay).toHaveValue(MASTER_BARANGAY)
      await expect(page.getByText('Page 2 of 2', { exact: true })).toBeVisible()
    }

    // Away to the dashboard and Back.
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Barangays' })).toBeVisible()
    await page.goBack()
    await sameView()
    // Reload, and the link opened afresh (shared).
    await page.reload()
    await sameView()
  })

  test('Back steps back through page, filter and search; with a profile open, Back closes only the profile', async ({ page, apiAs }) => {
    test.slow() // 54 people made through the API
    const last = await family(await apiAs('ipmr'), MASTER_BARANGAY, 52)
    const list = new MasterList(page)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Barangays' })).toBeVisible()
    await list.goto('/total-population')
    await list.searchFor(last)
    await expect(list.resultLine).toHaveText('Showing 1–50 of 54 people')
    await list.filter.selectOption('Female')
    await expect(page).toHaveURL(`/total-population?q=${last}&filter=female`)
    await list.next.click()
    await expect(list.resultLine).toHaveText('Showing 51–52 of 52 people')

    // The profile: opening it is a step of its own, Back (a phone's back gesture) closes it and stays on page 2.
    await list.row('Dayangbz', last).getByRole('button', { name: `View profile of Dayangbz ${last}` }).click()
    await expect(list.profile).toBeVisible()
    await page.goBack()
    await expect(list.profile).toBeHidden()
    await expect(page).toHaveURL(`/total-population?q=${last}&filter=female&page=2`)
    await expect(list.resultLine).toHaveText('Showing 51–52 of 52 people')

    await page.goBack()
    await expect(page).toHaveURL(`/total-population?q=${last}&filter=female`)
    await expect(list.resultLine).toHaveText('Showing 1–50 of 52 people')
    await expect(list.filter).toHaveValue('female')
    await page.goBack()
    await expect(page).toHaveURL(`/total-population?q=${last}`)
    await expect(list.resultLine).toHaveText('Showing 1–50 of 54 people')
    await expect(list.filter).toHaveValue('')
    await page.goBack()
    await expect(page).toHaveURL('/total-population')
    await expect(list.search).toHaveValue('')
    await page.goBack()
    await expect(page).toHaveURL('/admin')
  })

  test('sorts by header on the server: birthdate ascending, descending, then by name again', async ({ page, apiAs }) => {
    const last = await family(await apiAs('ipmr'), MASTER_BARANGAY, 3)
    const list = new MasterList(page)
    await list.goto(`/total-population?q=${last}`)
    const byName = [`1. ${last}, Dayangaa`, `2. ${last}, Dayangab`, `3. ${last}, Dayangac`, `4. ${last}, Lakanaa`, `5. ${last}, Lakanab`]
    await expect(list.resultLine).toHaveText('Showing 1–5 of 5 people')
    expect(await list.rowNames()).toEqual(byName)

    // Oldest first: Dayangac (22), Dayangab (21), Lakanaa/Lakanab (30)… born 30, 22, 21, 20 years ago.
    await list.sortBy('Birthdate')
    await expect(list.header('Birthdate')).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(`/total-population?q=${last}&sort=birthdate&order=asc`)
    expect(await list.rowNames()).toEqual([
      `1. ${last}, Lakanaa`, `2. ${last}, Lakanab`, `3. ${last}, Dayangac`, `4. ${last}, Dayangab`, `5. ${last}, Dayangaa`,
    ])
    await list.sortBy('Birthdate')
    await expect(list.header('Birthdate')).toHaveAttribute('aria-sort', 'descending')
    await page.reload()
    await expect(list.header('Birthdate')).toHaveAttribute('aria-sort', 'descending')
    expect(await list.rowNames()).toEqual([
      `1. ${last}, Dayangaa`, `2. ${last}, Dayangab`, `3. ${last}, Dayangac`, `4. ${last}, Lakanaa`, `5. ${last}, Lakanab`,
    ])
    await list.sortBy('Birthdate')
    await expect(list.header('Birthdate')).toHaveAttribute('aria-sort', 'none')
    await expect(page).toHaveURL(`/total-population?q=${last}`)
    expect(await list.rowNames()).toEqual(byName)
  })

  test('at 1366 px the Actions column covers no Barangay cell', async ({ page, apiAs }) => {
    const last = await family(await apiAs('ipmr'), MASTER_BARANGAY, 1)
    await page.setViewportSize({ width: 1366, height: 768 })
    const list = new MasterList(page)
    await list.goto(`/total-population?q=${last}`)
    await expect(list.rows).toHaveCount(3)
    for (const row of await list.rows.all()) {
      const cell = row.locator('td:nth-child(12)')
      await expect(cell).toHaveText(MASTER_BARANGAY)
      // What a click at the middle of the Barangay cell lands on.
      const hit = await cell.evaluate((td) => {
        const box = td.getBoundingClientRect()
        return td.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      })
      expect(hit).toBe(true)
      await insideViewport(page, row.getByRole('button', { name: /^Delete / }))
    }
  })

  for (const language of ['en', 'fil'] as const) {
    test(`in ${language} at 1366 and 768 px every column's header and values can be read`, async ({ page, apiAs }) => {
      const last = await family(await apiAs('ipmr'), MASTER_BARANGAY, 1)
      await expectColumnsReadable(page, `/total-population?q=${last}`, language, async (region, width) => {
        // A desktop's window shows the whole table: nothing to scroll to.
        if (width === 1366) expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth), 'overflow at 1366').toBeLessThanOrEqual(0)
      })
    })
  }

  test('on a phone each person is a card with their details, flags and actions', async ({ page, apiAs }) => {
    const tag = uniqueTag()
    const ipmr = await apiAs('ipmr')
    await createPerson(ipmr, {
      last_name: `Malaya${tag}`,
      first_name: 'Tala',
      middle_name: 'Lualhati',
      date_of_birth: bornYearsAgo(17),
      gender: 'Female',
      occupation: 'Senior high student',
      lineage: 'Mangyan',
      health_condition: 'Asthma',
      barangay: PHONE_BARANGAY,
    })
    await page.setViewportSize({ width: 390, height: 844 })
    const list = new MasterList(page)
    await list.goto(`/total-population?q=Malaya${tag}`)
    const card = list.card('Tala', `Malaya${tag}`)
    await expect(card).toBeVisible()
    await expect(list.cards).toHaveCount(1)
    await expect(list.table).toHaveCount(0)
    await expect(card).toContainText(`1. Malaya${tag}, Tala`)
    // Middle name and birth date tell apart two people of one name (issue 21 point 21).
    const born = new Date(`${bornYearsAgo(17)}T00:00:00Z`).toLocaleDateString('en-PH', { dateStyle: 'long', timeZone: 'UTC' })
    for (const [term, value] of [['Middle name', 'Lualhati'], ['Birthdate', born], ['Age', '17'], ['Gender', 'Female'], ['Barangay', PHONE_BARANGAY], ['Tribe', 'Mangyan']]) {
      await expect(card.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]')).toHaveText(value)
    }
    await expect(card).toContainText('Student')
    await expect(card).toContainText('PWD')
    for (const action of ['View profile of', 'Edit', 'Delete']) {
      const button = card.getByRole('button', { name: `${action} Tala Malaya${tag}` })
      await expect(button).toBeVisible()
      await insideViewport(page, button)
    }
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390)

    await card.getByRole('button', { name: `View profile of Tala Malaya${tag}` }).click()
    await expect(list.profile).toBeVisible()
  })
})

test.describe('Chieftain list', () => {
  test.use({ signedInAs: 'chieftain' })

  test('barangay, filter, search and page 2 are in the address; reload and Back restore them', async ({ page, apiAs }) => {
    const last = await family(await apiAs('ipmr'), CHIEFTAIN_BARANGAY, 52)
    const list = new ChieftainList(page)
    await list.goto()
    await list.barangay.selectOption(CHIEFTAIN_BARANGAY)
    await list.chooseFilter('Female')
    await list.searchFor(last)
    await expect(list.resultLine).toHaveText('Showing 1–50 of 52 people')
    await list.next.click()
    await expect(list.resultLine).toHaveText('Showing 51–52 of 52 people')
    await expect(page).toHaveURL(`/super-admin?barangay=${encodeURIComponent(CHIEFTAIN_BARANGAY).replace(/%20/g, '+')}&filter=female&q=${last}&page=2`)

    async function sameView() {
      await expect(list.title).toHaveText(`Results for "${last}"`)
      await expect(list.resultLine).toHaveText('Showing 51–52 of 52 people')
      await list.settled()
      await expect(list.column('#')).toHaveText(['51', '52'])
      await expect(list.column('Name')).toHaveText([`${last}, Dayangby`, `${last}, Dayangbz`])
      await expect(list.search).toHaveValue(last)
      await expect(list.barangay).toHaveValue(CHIEFTAIN_BARANGAY)
      await expect(list.filters).toContainText('Female')
    }
    await page.reload()
    await sameView()
    await page.goto('/total-population')
    await expect(page.getByRole('heading', { name: 'Master List', level: 1 })).toBeVisible()
    await page.goBack()
    await sameView()
  })

  test('on a phone each person is a card; View opens the profile', async ({ page, apiAs }) => {
    const tag = uniqueTag()
    await createPerson(await apiAs('ipmr'), {
      last_name: `Masigla${tag}`,
      first_name: 'Bituin',
      date_of_birth: bornYearsAgo(40),
      gender: 'Male',
      lineage: 'Aeta',
      barangay: PHONE_BARANGAY,
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/super-admin?q=Masigla${tag}`)
    const cards = page.getByRole('main').getByRole('list', { name: 'People' }).getByRole('listitem')
    await expect(cards).toHaveCount(1)
    await expect(page.getByRole('main').getByRole('table')).toHaveCount(0)
    await expect(cards.first()).toContainText(`Masigla${tag}, Bituin`)
    await expect(cards.first()).toContainText(PHONE_BARANGAY)
    const view = cards.first().getByRole('button', { name: `View Masigla${tag}, Bituin` })
    await insideViewport(page, view)
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(390)
    await view.click()
    await expect(page.getByRole('dialog', { name: 'IP Profile' })).toBeVisible()
  })

  test("with a profile open, Back closes the profile and stays on the list; the dialog's Close steps back too", async ({ page, apiAs }) => {
    const last = await family(await apiAs('ipmr'), CHIEFTAIN_BARANGAY, 1)
    const list = new ChieftainList(page)
    await list.goto()
    await list.searchFor(last)
    await expect(list.resultLine).toHaveText('Showing 1–3 of 3 people')
    const profile = page.getByRole('dialog', { name: 'IP Profile' })
    await list.rows.first().getByRole('button', { name: /^View/ }).click()
    await expect(profile).toBeVisible()
    await page.goBack()
    await expect(profile).toBeHidden()
    await expect(page).toHaveURL(`/super-admin?q=${last}`)
    await expect(list.resultLine).toHaveText('Showing 1–3 of 3 people')

    await list.rows.first().getByRole('button', { name: /^View/ }).click()
    await expect(profile).toBeVisible()
    await profile.getByRole('button', { name: 'Close', exact: true }).first().click()
    await expect(profile).toBeHidden()
    await expect(page).toHaveURL(`/super-admin?q=${last}`)
    await page.goForward()
    await expect(profile).toBeVisible()
  })

  for (const language of ['en', 'fil'] as const) {
    test(`in ${language} at 1366 and 768 px every column, View included, can be read`, async ({ page, apiAs }) => {
      const last = await family(await apiAs('ipmr'), CHIEFTAIN_BARANGAY, 1)
      await expectColumnsReadable(page, `/super-admin?q=${last}`, language)
    })
  }

  test('the table fits its box: View is never partly hidden', async ({ page }) => {
    for (const width of [1366, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const list = new ChieftainList(page)
      await list.goto()
      await list.settled()
      const region = await page.getByRole('region', { name: 'People' }).boundingBox()
      const view = await list.rows.first().getByRole('button', { name: /^View/ }).boundingBox()
      expect(region && view && view.x + view.width <= region.x + region.width, `${width}: ${JSON.stringify({ region, view })}`).toBe(true)
    }
  })
})
