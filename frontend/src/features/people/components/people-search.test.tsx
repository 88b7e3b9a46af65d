import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { MasterListPage } from '../master-list-page'
import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

// Full forms and tables in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const SUGGESTIONS = {
  names: [
    { id: 7, name: 'Santos, Maria Reyes', barangay: 'Ajos', lineage: 'Agta', age: 30, thumb_url: null },
    { id: 8, name: 'Sanchez, Pedro', barangay: 'Tuhian', lineage: null, age: 41, thumb_url: null },
  ],
  barangays: ['San Roque'],
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('user')
  route('GET', '/api/people/suggestions', (call) => ({
    body: call.query.get('q') === 'san' ? SUGGESTIONS : { names: [], barangays: [] },
  }))
})

async function typeSan() {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<MasterListPage />, { url: '/total-population', path: '/total-population' })
  const search = screen.getByRole('combobox', { name: 'Search' })
  await user.type(search, 'san')
  await screen.findByRole('listbox', { name: 'Search suggestions' })
  return { user, search }
}

const suggestionOptions = () =>
  within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option')

const lastListQuery = () => callsTo('GET', '/api/people').at(-1)?.query

describe('master list search suggestions', () => {
  it('asks once after typing stops (debounced) and lists names then barangays with a type badge', async () => {
    const { search } = await typeSan()
    expect(callsTo('GET', '/api/people/suggestions').map((c) => c.query.get('q'))).toEqual(['san'])
    const options = suggestionOptions()
    expect(options).toHaveLength(3)
    expect(options[0]).toHaveTextContent('Santos, Maria Reyes')
    expect(options[0]).toHaveTextContent('Name')
    expect(options[2]).toHaveTextContent('San Roque')
    expect(options[2]).toHaveTextContent('Barangay')
    expect(search).toHaveAttribute('aria-expanded', 'true')
  })

  it('never lists the answer for older text while the new text waits for its own', async () => {
    const { user } = await typeSan()
    expect(suggestionOptions()).toHaveLength(3)
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 't')
    const list = screen.queryByRole('listbox', { name: 'Search suggestions' })
    expect(list ? within(list).queryAllByRole('option') : []).toEqual([])
    expect(screen.getByText('Loading…')).toBeInTheDocument()
  })

  it('moves with the arrow keys and picks a barangay with Enter: it is selected in the dropdown', async () => {
    const { user, search } = await typeSan()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    const sanRoque = suggestionOptions()[2]
    expect(sanRoque).toHaveAttribute('aria-selected', 'true')
    expect(search).toHaveAttribute('aria-activedescendant', sanRoque.id)

    await user.keyboard('{Enter}')
    expect(screen.getByRole('combobox', { name: 'Barangay' })).toHaveValue('San Roque')
    expect(search).toHaveValue('')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await waitFor(() => expect(lastListQuery()?.get('barangay')).toBe('San Roque'))
    expect(lastListQuery()?.has('q')).toBe(false)
  })

  it('ArrowUp wraps to the last item; picking a name searches for it at once', async () => {
    const { user, search } = await typeSan()
    await user.keyboard('{ArrowUp}')
    expect(suggestionOptions()[2]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(suggestionOptions()[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(search).toHaveValue('Maria Santos')
    await waitFor(() => expect(lastListQuery()?.get('q')).toBe('Maria Santos'))
  })

  it('Escape closes the list and keeps the text; Enter without a highlighted item searches the text', async () => {
    const { user, search } = await typeSan()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(search).toHaveValue('san')
    expect(search).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(lastListQuery()?.get('q')).toBe('san'))
  })

  it('stays silent when the suggestions cannot be loaded', async () => {
    route('GET', '/api/people/suggestions', { status: 500, body: { error: 'boom' } })
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<MasterListPage />, { url: '/total-population', path: '/total-population' })
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'san')
    await waitFor(() => expect(callsTo('GET', '/api/people/suggestions')).toHaveLength(1))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
