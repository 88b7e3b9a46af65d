import { describe, expect, it } from 'vitest'

import { i18n } from '@/lib/i18n'

import { countdownText, duration } from './countdown'

const en = i18n.getFixedT('en', 'admin-incidents')
const fil = i18n.getFixedT('fil', 'admin-incidents')
const DEADLINE = '2026-11-30T05:12:00Z'

describe('the NPC countdown in words', () => {
  it('says hours and minutes, whole hours, and minutes under an hour', () => {
    expect(duration(41 * 60 + 12, en)).toBe('41 h 12 min')
    expect(duration(180, en)).toBe('3 h')
    expect(duration(12, en)).toBe('12 min')
    expect(duration(0, en)).toBe('0 min')
  })

  it('says what is left, how late, or when the NPC was told, in English and Filipino', () => {
    const left = { state: 'left', minutes: 41 * 60 + 12, deadline: DEADLINE } as const
    const overdue = { state: 'overdue', minutes: 180, deadline: DEADLINE } as const
    const notified = { state: 'notified', minutes: 0, deadline: DEADLINE } as const
    expect(countdownText(left, null, en, 'en')).toBe('41 h 12 min left')
    expect(countdownText(overdue, null, en, 'en')).toBe('Overdue by 3 h')
    expect(countdownText(notified, '2026-11-30T07:00:00Z', en, 'en')).toBe('NPC notified Nov 30, 2026, 3:00 PM')
    expect(countdownText(left, null, fil, 'fil')).toBe('41 h 12 min pa ang natitira')
    expect(countdownText(overdue, null, fil, 'fil')).toBe('Lampas na nang 3 h')
  })
})
