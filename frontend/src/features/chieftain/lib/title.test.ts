import { emptyText, listTitle } from './title'

describe('listTitle', () => {
  it('names the municipality when nothing is chosen', () => {
    expect(listTitle({ term: '', barangay: '' })).toBe('All Indigenous People in Catanauan, Quezon')
  })
  it("names the registry's municipality (KATUTUBO_MUNICIPALITY)", () => {
    const dolores = { code: '0405615000', name: 'Dolores', province: 'Quezon' }
    expect(listTitle({ term: '', barangay: '', municipality: dolores })).toBe('All Indigenous People in Dolores, Quezon')
  })
  it('names the chosen barangay', () => {
    expect(listTitle({ term: '  ', barangay: 'San Isidro' })).toBe('Barangay San Isidro - List of IPs')
  })
  it('quotes the search, which wins over the barangay', () => {
    expect(listTitle({ term: ' mang ', barangay: 'San Isidro' })).toBe('Results for "mang"')
  })
})

it('adds the barangay to the empty text', () => {
  expect(emptyText('')).toBe('No records found')
  expect(emptyText('Ajos')).toBe('No records found in Ajos')
})
