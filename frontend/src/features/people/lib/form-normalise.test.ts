import { officeToday } from '@/lib/office-clock'

import { ageFromDateOfBirth, normaliseContactNumber, splitNames } from './form-normalise'
import { EMPTY_FORM, formFieldErrors, toPersonPayload } from './person-form-values'

describe('normaliseContactNumber', () => {
  it.each([
    ['0917 123 4567', '+639171234567'],
    ['0917-123-4567', '+639171234567'],
    ['09171234567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
    ['+63-917-123-4567', '+639171234567'],
    // Any 0 and 10 digits is the server's local form too.
    ['08171234567', '+638171234567'],
    // Not 0 and 10 digits: only spaces and hyphens go, the server judges the rest.
    ['0917 123 456', '0917123456'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normaliseContactNumber(raw)).toBe(expected)
  })
})

describe('ageFromDateOfBirth', () => {
  const today = '2026-05-17'

  it('counts whole years, minus one before the birthday', () => {
    expect(ageFromDateOfBirth('2000-05-17', today)).toBe('26')
    expect(ageFromDateOfBirth('2000-05-18', today)).toBe('25')
    expect(ageFromDateOfBirth('2000-06-01', today)).toBe('25')
    expect(ageFromDateOfBirth('2000-04-30', today)).toBe('26')
  })

  it('is 0 in the first year and blank for a future date or nothing', () => {
    expect(ageFromDateOfBirth('2026-01-01', today)).toBe('0')
    expect(ageFromDateOfBirth('2026-05-18', today)).toBe('')
    expect(ageFromDateOfBirth('2030-01-01', today)).toBe('')
    expect(ageFromDateOfBirth('', today)).toBe('')
    expect(ageFromDateOfBirth('not a date', today)).toBe('')
  })

  it("counts to the office's today (Manila) on a computer set to UTC", () => {
    const zone = process.env.TZ
    process.env.TZ = 'UTC'
    vi.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z'), toFake: ['Date'] }) // 07:30, 1 January 2027 in Manila
    try {
      expect(new Date().getDate()).toBe(31) // the computer's own day is still 31 December
      expect(officeToday()).toBe('2027-01-01')
      expect(ageFromDateOfBirth('2000-01-01')).toBe('27')
      expect(ageFromDateOfBirth('2027-01-01')).toBe('0')
    } finally {
      vi.useRealTimers()
      process.env.TZ = zone
    }
  })
})

describe('splitNames and the save payload', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitNames(' Ana ,, Ben,  ,Carla ')).toEqual(['Ana', 'Ben', 'Carla'])
    expect(splitNames('')).toEqual([])
  })

  it('builds the request body: blanks as null, numbers, +63 number, name lists', () => {
    const payload = toPersonPayload({
      ...EMPTY_FORM,
      last_name: ' Dela Cruz ',
      first_name: 'Juan',
      date_of_birth: '1990-05-17',
      age: '36',
      barangay: 'Ajos',
      household_members: '0',
      contact_number: '0917-123-4567',
      siblings: 'Ana, , Ben',
      children: '',
    })
    expect(payload).toMatchObject({
      last_name: 'Dela Cruz',
      first_name: 'Juan',
      middle_name: null,
      age: 36,
      household_members: 0,
      contact_number: '+639171234567',
      occupation: null,
      family_tree: { father: null, siblings: ['Ana', 'Ben'], children: [] },
    })
    expect(toPersonPayload(EMPTY_FORM)).toMatchObject({ age: null, household_members: null, date_of_birth: null })
  })

  it('maps the server field names onto the form fields', () => {
    expect(
      formFieldErrors({
        last_name: 'Last name is required.',
        'family_tree.siblings': 'Too many names.',
        unknown_field: 'ignored',
      }),
    ).toEqual({ last_name: 'Last name is required.', siblings: 'Too many names.' })
  })
})
