import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { answerByPath, FIRST_DATA, LocationProbe, renderScreen } from '@/test/render'

import { ChieftainListPage } from './chieftain-list-page'

type Person = components['schemas']['PersonOut']

// A whole list screen in jsdom is slow on a busy machine (the first test also pays for the imports).
vi.setConfig({ testTimeout: 20_000 })

function person(id: number, last: string, first: string, barangay: string, lineage: string): Person {
  return {
    id,
    first_name: first,
    middle_name: null,
    last_name: last,
    gender: 'Female',
    barangay,
    birthplace: 'Catanauan',
    lineage,
    thumb_url: null,
    flags: { student: id % 2 === 0, non_student: id % 2 === 1, unemployed: false, pwd: false, not_attending_school: false },
  } as Person
}

const PEOPLE = [person(1, 'Reyes', 'Maria', 'Ajos', 'Mangyan'), person(2, 'Manalo', 'Jose', 'Macpac', 'Aeta')]
const BARANGAYS = ['Ajos', 'Anusan', 'Macpac']

let listed: (params: URLSearchParams) => { items: Person[]; total: number }
const listCalls: URLSearchParams[] = []

beforeEach(() => {
  listCalls.length = 0
  listed = (params) => ({ items: params.get('barangay') === 'Anusan' ? [] : PEOPLE, total: params.get('barangay') === 'Anusan' ? 0 : 120 })
  answerByPath({
    '/api/people': (url) => {
      listCalls.push(url.searchParams)
      const { items, total } = listed(url.searchParams)
      return { items, total, page: Number(url.searchParams.get('page')), page_size: 50 }
    },
    '/api/people/suggestions': () => ({
      names: [{ id: 2, name: 'Manalo, Jose', barangay: 'Macpac', lineage: 'Aeta', age: 61, thumb_url: null }],
      barangays: ['Macpac'],
    }),
  })
})

function setup() {
  const onOpenProfile = vi.fn()
  renderScreen(<ChieftainListPage barangays={BARANGAYS} onOpenProfile={onOpenProfile} />, { path: '/super-admin' })
  return { user: userEvent.setup(), onOpenProfile }
}

const lastList = () => Object.fromEntries(listCalls[listCalls.length - 1])
const heading = () => screen.getByRole('heading', { level: 1 })

describe('ChieftainListPage', () => {
  it('lists everyone of the municipality, numbered, with the twelve columns', async () => {
    const { user, onOpenProfile } = setup()
    expect(heading()).toHaveTextContent('All Indigenous People in Catanauan, Quezon')
    const table = await screen.findByRole('table', undefined, FIRST_DATA)
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      '#', 'Photo', 'Name', 'Gender', 'Barangay', 'Birthplace', 'Tribe', 'STUDENT', 'NON-STUDENT', 'UNEMPLOYED', 'PWD', 'Actions',
    ])
    const row = (await screen.findByRole('button', { name: 'Reyes, Maria' }, FIRST_DATA)).closest('tr')!
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '1', '', 'Reyes, Maria', 'Female', 'Ajos', 'Catanauan', 'Mangyan', 'No', 'Yes', 'No', 'No', 'View Reyes, Maria',
    ])
    expect(lastList()).toEqual({ page: '1', page_size: '50' })
    expect(screen.getByText('Showing 1–2 of 120 people')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: /^View/ }))
    await user.click(screen.getByRole('button', { name: 'Manalo, Jose' }))
    expect(onOpenProfile.mock.calls).toEqual([[1], [2]])
  })

  it('sorts on the server: each header click cycles ascending, descending, none', async () => {
    const { user } = setup()
    await screen.findByRole('button', { name: 'Reyes, Maria' }, FIRST_DATA)
    const tribe = screen.getByRole('button', { name: 'Tribe' })
    const header = tribe.closest('th')!
    expect(header).toHaveAttribute('aria-sort', 'none')

    await user.click(tribe)
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'tribe', order: 'asc' }))
    await user.click(tribe)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'tribe', order: 'desc' }))
    await user.click(tribe)
    expect(header).toHaveAttribute('aria-sort', 'none')
    await user.click(screen.getByRole('button', { name: 'NON-STUDENT' }))
    await waitFor(() => expect(lastList()).toMatchObject({ sort: 'non_student', order: 'asc' }))
    expect(header).toHaveAttribute('aria-sort', 'none')
  })

  it('titles the list by barangay and says when it has nobody', async () => {
    const { user } = setup()
    const select = screen.getByRole('combobox', { name: 'Barangay' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Barangays', ...BARANGAYS])

    await user.selectOptions(select, 'Anusan')
    expect(heading()).toHaveTextContent('Barangay Anusan - List of IPs')
    expect(await screen.findByText('No records found in Anusan', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(lastList()).toMatchObject({ barangay: 'Anusan' })
  })

  it("leads to the households of the barangay it shows (the Chieftain's way to them, as the master list's)", async () => {
    const { user } = setup()
    expect(screen.getByRole('link', { name: 'Households' })).toHaveAttribute('href', '/households')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Barangay' }), 'Anusan')
    expect(screen.getByRole('link', { name: 'Households of Anusan' })).toHaveAttribute('href', '/households?barangay=Anusan')
  })

  it('titles the list by the search and offers names and barangays', async () => {
    const { user, onOpenProfile } = setup()
    const search = screen.getByRole('combobox', { name: 'Search' })
    await user.type(search, 'ma')
    await waitFor(() => expect(heading()).toHaveTextContent('Results for "ma"'))
    await waitFor(() => expect(lastList()).toMatchObject({ q: 'ma' }))

    const options = within(await screen.findByRole('listbox', undefined, FIRST_DATA)).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Manalo, JoseAeta · MacpacName', 'MacpacBarangay'])
    await user.click(options[1])
    expect(heading()).toHaveTextContent('Barangay Macpac - List of IPs')
    expect(search).toHaveValue('')

    await user.type(search, 'jo')
    await user.click(within(await screen.findByRole('listbox', undefined, FIRST_DATA)).getByRole('option', { name: /Manalo, Jose/ }))
    expect(onOpenProfile).toHaveBeenCalledWith(2)
  })

  it('filters from the menu and resets everything', async () => {
    const { user } = setup()
    await screen.findByRole('button', { name: 'Reyes, Maria' }, FIRST_DATA)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const menu = screen.getByRole('menu', { name: 'Filters' })
    expect(Array.from(menu.querySelectorAll('[role^="menuitem"]'), (item) => item.textContent?.replace('✓', ''))).toEqual([
      'All Filters', 'Male', 'Female', 'Student', 'Non-Student', 'Unemployed', 'PWD', 'Reset Filter',
    ])
    expect(within(menu).getByRole('menuitemradio', { name: 'All Filters' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(menu).getByRole('menuitemradio', { name: 'PWD' }))
    await waitFor(() => expect(lastList()).toMatchObject({ status: 'pwd' }))

    await user.click(screen.getByRole('button', { name: /Filters/ }))
    await user.click(screen.getByRole('menuitemradio', { name: 'Female' }))
    await waitFor(() => expect(lastList()).toEqual({ gender: 'Female', page: '1', page_size: '50' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Barangay' }), 'Ajos')
    await user.click(screen.getByRole('button', { name: /Filters/ }))
    await user.click(screen.getByRole('menuitem', { name: 'Reset Filter' }))
    await waitFor(() => expect(lastList()).toEqual({ page: '1', page_size: '50' }))
    expect(heading()).toHaveTextContent('All Indigenous People in Catanauan, Quezon')
  })

  it('pages on the server, 50 at a time', async () => {
    const { user } = setup()
    await screen.findByRole('button', { name: 'Reyes, Maria' }, FIRST_DATA)
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(lastList()).toMatchObject({ page: '2' }))
    expect(await screen.findByText('Page 2 of 3', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(await screen.findByText('51')).toBeInTheDocument()
    // A new filter starts again at page 1.
    await user.click(screen.getByRole('button', { name: 'Gender' }))
    await waitFor(() => expect(lastList()).toMatchObject({ page: '1', sort: 'gender' }))
  })

  it('keeps its view in the address and opens it again from there', async () => {
    const onOpenProfile = vi.fn()
    const user = userEvent.setup()
    const ui = (
      <>
        <ChieftainListPage barangays={BARANGAYS} onOpenProfile={onOpenProfile} />
        <LocationProbe />
      </>
    )
    renderScreen(ui, { path: '/super-admin?barangay=macpac&filter=pwd&q=ma&page=2&sort=tribe&order=desc' })
    expect(heading()).toHaveTextContent('Results for "ma"')
    await waitFor(() => expect(listCalls[0] && Object.fromEntries(listCalls[0])).toEqual({
      barangay: 'Macpac', status: 'pwd', q: 'ma', sort: 'tribe', order: 'desc', page: '2', page_size: '50',
    }))
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('ma')
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('PWD')
    expect(await screen.findByText('Showing 51–52 of 120 people', undefined, FIRST_DATA)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Gender' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/super-admin?barangay=macpac&filter=pwd&q=ma&sort=gender&order=asc'),
    )
  })
})
