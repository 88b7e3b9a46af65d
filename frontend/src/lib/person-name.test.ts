import { describe, expect, it } from 'vitest'

import { personName } from './person-name'

const juan = { first_name: 'Juan', middle_name: 'Santos', last_name: 'Dela Cruz' }

describe('personName, the one way the interface spells a name', () => {
  it('spells the four styles', () => {
    expect(personName(juan)).toBe('Dela Cruz, Juan Santos')
    expect(personName(juan, 'display')).toBe('Juan Santos Dela Cruz')
    expect(personName(juan, 'list-short')).toBe('Dela Cruz, Juan')
    expect(personName(juan, 'short')).toBe('Juan Dela Cruz')
  })

  it('leaves out a missing or blank middle name without a stray space', () => {
    for (const middle_name of [null, undefined, '', '  ']) {
      const person = { ...juan, middle_name }
      expect(personName(person)).toBe('Dela Cruz, Juan')
      expect(personName(person, 'display')).toBe('Juan Dela Cruz')
    }
  })

  it('keeps a suffix typed in the name as typed', () => {
    const jose = { first_name: 'Jose Jr.', middle_name: 'Reyes', last_name: 'Santos III' }
    expect(personName(jose)).toBe('Santos III, Jose Jr. Reyes')
    expect(personName(jose, 'display')).toBe('Jose Jr. Reyes Santos III')
  })

  it('spells a name with only one part without a comma', () => {
    expect(personName({ last_name: 'Dela Cruz' })).toBe('Dela Cruz')
    expect(personName({ first_name: 'Juan' })).toBe('Juan')
  })

  it('spells the server list spelling (backend/katutubo/people/names.py list_name)', () => {
    expect(personName({ first_name: 'Ma. Luisa', middle_name: null, last_name: 'Dela Cruz' })).toBe('Dela Cruz, Ma. Luisa')
  })
})
