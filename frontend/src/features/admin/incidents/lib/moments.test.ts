import { describe, expect, it } from 'vitest'

import { officeMoment } from './moments'

describe('officeMoment', () => {
  it('writes an instant on the office clock (Manila), whatever the computer’s zone', () => {
    expect(officeMoment('2026-11-27T05:12:00Z')).toBe('2026-11-27T13:12')
    expect(officeMoment(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01T07:00')
  })
})
