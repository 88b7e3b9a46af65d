import { changeView } from '@/lib/url-view'

import { DEFAULT_VIEW, knownBarangay, readView, writeView, type ListView } from './url-state'

const read = (search: string) => readView(new URLSearchParams(search))

describe('list view in the address', () => {
  it('round-trips every control, and leaves other parameters (the category) alone', () => {
    const view: ListView = { q: 'dela cruz', barangay: 'San Roque', filter: 'female', page: 2, sort: { key: 'birthdate', order: 'desc' } }
    const written = writeView(new URLSearchParams('category=students'), view)
    expect(written.toString()).toBe('category=students&q=dela+cruz&barangay=San+Roque&filter=female&page=2&sort=birthdate&order=desc')
    expect(readView(written)).toEqual(view)
  })

  it('writes nothing for the defaults, and clears what was there', () => {
    expect(writeView(new URLSearchParams(''), DEFAULT_VIEW).toString()).toBe('')
    expect(writeView(new URLSearchParams('category=&q=x&page=3&sort=age&order=asc'), DEFAULT_VIEW).toString()).toBe('category=')
  })

  it('reads the spec\'s ?barangay= and ?category= links as they are', () => {
    expect(read('barangay=Anusan')).toEqual({ ...DEFAULT_VIEW, barangay: 'Anusan' })
    expect(read('category=')).toEqual(DEFAULT_VIEW)
  })

  it('reads anything unknown or malformed as its default', () => {
    expect(read('filter=retired&page=-4&sort=height&order=desc')).toEqual(DEFAULT_VIEW)
    expect(read('page=2.5')).toEqual(DEFAULT_VIEW)
    expect(read('sort=tribe&order=sideways').sort).toEqual({ key: 'tribe', order: 'asc' })
  })
})

describe('changeView', () => {
  const onPage3: ListView = { ...DEFAULT_VIEW, q: 'ana', page: 3 }

  it('starts again at page 1 when a control changes', () => {
    expect(changeView(onPage3, { filter: 'pwd' })).toEqual({ ...onPage3, filter: 'pwd', page: 1 })
    expect(changeView(onPage3, { sort: { key: 'age', order: 'asc' } }).page).toBe(1)
  })

  it('keeps the page when nothing really changed, and moves it when asked', () => {
    expect(changeView(onPage3, { q: 'ana' })).toEqual(onPage3)
    expect(changeView(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 })
  })
})

it('matches a barangay in any case, and knows no others', () => {
  expect(knownBarangay(['Ajos', 'San Roque'], 'san roque')).toBe('San Roque')
  expect(knownBarangay(['Ajos'], 'Atlantis')).toBe('')
  expect(knownBarangay(['Ajos'], '')).toBe('')
})
