import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { LocationProbe } from '@/test/render'

import { MasterListPage } from './master-list-page'
import { callsTo, resetRoutes, route } from './test/fake-api'
import { defaultRoutes, makePerson } from './test/fixtures'
import { renderWithProviders } from './test/render'

// Full tables in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  resetRoutes()
  defaultRoutes('user')
  route('GET', '/api/people', (call) => {
    const page = Number(call.query.get('page'))
    return { body: { items: [makePerson({ id: page, first_name: `First${page}`, last_name: `Last${page}` })], total: 120, page, page_size: 50 } }
  })
})

function renderAt(url: string) {
  const view = renderWithProviders(
    <>
      <MasterListPage />
      <LocationProbe />
    </>,
    { url, path: url.split('?')[0] },
  )
  return { ...view, user: userEvent.setup({ delay: null }) }
}

const lastQuery = () => Object.fromEntries(callsTo('GET', '/api/people').at(-1)?.query ?? [])
const address = () => screen.getByTestId('location').textContent

describe('master list view in the address', () => {
  it('writes filter, search, barangay and page into the query string, keeping ?category=', async () => {
    const { user } = renderAt('/total-students?category=students')
    expect(await screen.findByText('1. Last1, First1')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'Female')
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'ana{Enter}')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Barangay' }), 'Tuhian')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    await waitFor(() => expect(address()).toBe('/total-students?category=students&filter=female&q=ana&barangay=Tuhian&page=2'))
    expect(await screen.findByText('51. Last2, First2')).toBeInTheDocument()
    expect(screen.getByText('Showing 51–51 of 120 people')).toBeInTheDocument()
  })

  it('opens exactly that view from the address (a reload, Back, or a shared link)', async () => {
    renderAt('/total-students?category=students&filter=female&q=ana&barangay=tuhian&page=2&sort=age&order=desc')
    expect(await screen.findByText('51. Last2, First2')).toBeInTheDocument()
    // The page shown (page 3 is fetched ahead after it).
    expect(Object.fromEntries(callsTo('GET', '/api/people')[0].query)).toEqual({
      category: 'students', gender: 'Female', q: 'ana', barangay: 'Tuhian', sort: 'age', order: 'desc', page: '2', page_size: '50',
    })
    expect(screen.getByRole('combobox', { name: 'Filter' })).toHaveValue('female')
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('ana')
    expect(screen.getByRole('combobox', { name: 'Barangay' })).toHaveValue('Tuhian')
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
  })

  it('Reset clears the controls from the address but keeps the category', async () => {
    const { user } = renderAt('/total-male?category=male&filter=pwd&q=ana&page=2&sort=tribe&order=asc')
    await screen.findByText('51. Last2, First2')
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(address()).toBe('/total-male?category=male'))
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('')
  })
})

describe('master list sort', () => {
  it('sorts on the server by header with the Chieftain list\'s cycle: ascending, descending, none', async () => {
    const { user } = renderAt('/total-population')
    await screen.findByText('1. Last1, First1')
    const sortable = ['Name', 'Birthdate', 'Age', 'Gender', 'Tribe', 'STUDENT', 'NON-STUDENT', 'UNEMPLOYED', 'PWD', 'Barangay']
    for (const label of sortable) expect(screen.getByRole('columnheader', { name: label })).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Birthplace' })).not.toHaveAttribute('aria-sort')

    const birthdate = screen.getByRole('button', { name: 'Birthdate' })
    const header = screen.getByRole('columnheader', { name: 'Birthdate' })
    await user.click(birthdate)
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'birthdate', order: 'asc' }))
    expect(address()).toBe('/total-population?sort=birthdate&order=asc')
    await user.click(birthdate)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'birthdate', order: 'desc' }))
    await user.click(birthdate)
    expect(header).toHaveAttribute('aria-sort', 'none')
    // None is the order by name again (the first answer, still cached).
    await waitFor(() => expect(address()).toBe('/total-population'))
    expect(callsTo('GET', '/api/people')[0].query.get('sort')).toBe('name')
    expect(await screen.findByText('1. Last1, First1')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'PWD' }))
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'pwd', order: 'asc' }))
  })

  it('a new sort starts again at page 1', async () => {
    const { user } = renderAt('/total-population?page=3')
    expect(await screen.findByText('101. Last3, First3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Tribe' }))
    expect(await screen.findByText('1. Last1, First1')).toBeInTheDocument()
    expect(address()).toBe('/total-population?sort=tribe&order=asc')
  })
})

describe('master list on a phone', () => {
  function phoneScreen() {
    const listeners = new Set<() => void>()
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }))
  }
  afterEach(() => vi.unstubAllGlobals())

  it('shows one card per person (details, flags as badges, actions) instead of the table', async () => {
    phoneScreen()
    resetRoutes()
    defaultRoutes('ipmr', [
      makePerson({
        id: 7, first_name: 'Tala', last_name: 'Malaya', age: 17, gender: 'Female', lineage: 'Mangyan', barangay: 'Tuhian',
        flags: { student: true, non_student: false, unemployed: false, pwd: true, not_attending_school: false },
      }),
    ])
    renderAt('/total-population')
    const card = await screen.findByRole('listitem', { name: 'Malaya, Tala' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(card).toHaveTextContent('1. Malaya, Tala')
    const details = Array.from(card.querySelectorAll('dt'), (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)
    expect(details).toEqual(['Middle name: Santos', 'Birthdate: May 17, 1990', 'Age: 17', 'Gender: Female', 'Barangay: Tuhian', 'Tribe: Mangyan'])
    expect(card).toHaveTextContent(/Student.*PWD/)
    expect(card).not.toHaveTextContent('Unemployed')
    for (const name of ['View profile of Tala Malaya', 'Edit Tala Malaya', 'Delete Tala Malaya']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
  })
})
