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
  const today = new Date(2026, 4, 17) // 17 May 2026

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
