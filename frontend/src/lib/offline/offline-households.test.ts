import 'fake-indexeddb/auto'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sessionAs } from '@/test/render-routes'

import { db } from './db'
import { householdOrKept, KEEP_HOUSEHOLDS, keepHousehold } from './households'
import { forgetKeptRecords, keepSession } from './session-store'

const CLERK = 1 // sessionAs's user
const NO_CONNECTION = () => Promise.reject(new TypeError('Failed to fetch'))

beforeEach(async () => {
  await keepSession(sessionAs('ipmr'))
})

afterEach(async () => {
  await forgetKeptRecords()
})

describe('households read offline', () => {
  it('shows a household viewed before when there is no connection', async () => {
    const fresh = await householdOrKept(5, () => Promise.resolve({ id: 5, barangay: 'Ajos' }))
    expect(fresh).toEqual({ id: 5, barangay: 'Ajos' })
    expect(await householdOrKept(5, NO_CONNECTION)).toEqual({ id: 5, barangay: 'Ajos' })
  })

  it('says a household never viewed is available when online', async () => {
    await expect(householdOrKept(6, NO_CONNECTION)).rejects.toThrow('Available when online')
  })

  it("passes the server's refusal on (it is not a lost connection)", async () => {
    await householdOrKept(5, () => Promise.resolve({ id: 5 }))
    await expect(householdOrKept(5, () => Promise.reject(new Error('Household not found.')))).rejects.toThrow('Household not found.')
  })

  it(`keeps only the newest ${KEEP_HOUSEHOLDS} households viewed, and none after signing out`, async () => {
    for (let id = 1; id <= KEEP_HOUSEHOLDS + 2; id++) await keepHousehold(CLERK, id, { id })
    const kept = (await db.households.where('userId').equals(CLERK).toArray()).map((h) => h.id).sort((a, b) => a - b)
    expect(kept).toHaveLength(KEEP_HOUSEHOLDS)
    expect(kept).toContain(KEEP_HOUSEHOLDS + 2)
    await forgetKeptRecords()
    expect(await db.households.count()).toBe(0)
  })
})
