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

  test('on a phone each person is a card with their details, flags and actions', async ({ page, apiAs }) => {
    const tag = uniqueTag()
    const ipmr = await apiAs('ipmr')
    await createPerson(ipmr, {
      last_name: `Malaya${tag}`,
      first_name: 'Tala',
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
    for (const [term, value] of [['Age', '17'], ['Gender', 'Female'], ['Barangay', PHONE_BARANGAY], ['Tribe', 'Mangyan']]) {
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
