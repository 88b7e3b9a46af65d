import type { OutboxEntry } from '@/lib/offline/db'
import { draftPerson } from '@/lib/offline/draft'

import { makePerson } from '../test/fixtures'

import { EMPTY_FORM, formValuesFrom, toPersonPayload } from './person-form-values'

describe('the one field table of the person form', () => {
  it('turns a stored person into the form and back into the same request fields', () => {
    const person = makePerson({
      health_condition: 'Asthma',
      family_tree: { father: 'Pedro', mother: null, spouse: 'Ana', siblings: ['Tala', 'Bituin'], children: ['Amihan'] },
    })
    const values = formValuesFrom(person)
    expect(values).toMatchObject({ age: '36', household_members: '5', siblings: 'Tala, Bituin', mother: '' })
    expect(toPersonPayload(values)).toEqual({
      last_name: 'Dela Cruz',
      first_name: 'Juan',
      middle_name: 'Santos',
      date_of_birth: '1990-05-17',
      age: 36,
      gender: 'Male',
      civil_status: 'Married',
      education_level: 'High School',
      occupation: 'Farmer',
      lineage: 'Dumagat',
      barangay: 'Ajos',
      address: 'Purok 3',
      health_condition: 'Asthma',
      household_members: 5,
      contact_number: '+639171234567',
      legal_basis: 'law',
      consent_date: null,
      consent_withdrawn_on: null,
      family_tree: { father: 'Pedro', mother: null, spouse: 'Ana', siblings: ['Tala', 'Bituin'], children: ['Amihan'] },
    })
  })

  it('has every field empty in a fresh form, and radio groups passed over (null) send null', () => {
    expect(Object.values(EMPTY_FORM).every((value) => value === '')).toBe(true)
    expect(toPersonPayload({ ...EMPTY_FORM, gender: null, civil_status: null, education_level: null })).toMatchObject({
      gender: null,
      civil_status: null,
      education_level: null,
    })
  })
})

describe('the legal basis in the form', () => {
  it('is kept by an offline draft: the entry reopened for correction shows the basis and its days', () => {
    const values = { ...EMPTY_FORM, last_name: 'Dela Cruz', legal_basis: 'consent', consent_date: '2026-01-15' }
    const body = toPersonPayload(values)
    expect(body).toMatchObject({ legal_basis: 'consent', consent_date: '2026-01-15', consent_withdrawn_on: null })
    const entry: OutboxEntry = {
      userId: 1,
      clientId: '3f1c2a4e-1111-4222-8333-444455556666',
      kind: 'create',
      personId: null,
      version: null,
      body,
      base: null,
      photo: null,
      photoName: null,
      state: 'invalid',
      message: null,
      fieldErrors: {},
      theirs: null,
      queuedAt: 0,
    }
    expect(formValuesFrom(draftPerson(entry))).toMatchObject({ legal_basis: 'consent', consent_date: '2026-01-15', consent_withdrawn_on: '' })
  })

  it('sends a basis not chosen as null (not recorded), never as an empty text', () => {
    expect(toPersonPayload(EMPTY_FORM)).toMatchObject({ legal_basis: null, consent_date: null, consent_withdrawn_on: null })
  })
})
