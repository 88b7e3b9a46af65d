import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fetchStub } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'

import type { DashboardSuggestion } from '../api/types'

import { DashboardSearch } from './dashboard-search'

const SEARCH_PLACEHOLDER = 'Search name, tribe, barangay, or age…'

const PEOPLE: DashboardSuggestion[] = [
  { id: 1, name: 'Reyes, Maria', gender: 'Female', first_name: 'Maria', middle_name: null, last_name: 'Reyes', lineage: 'Mangyan', barangay: 'Ajos', age: 34, thumb_url: null },
  { id: 2, name: 'Manalo, Jose M.', gender: 'Male', first_name: 'Jose', middle_name: 'M.', last_name: 'Manalo', lineage: 'Aeta', barangay: 'Macpac', age: 61, thumb_url: null },
]

let answer: (q: string) => DashboardSuggestion[] | Response

beforeEach(() => {
  answer = (q) =>
    PEOPLE.filter(
      (p) =>
        String(p.age) === q ||
        [p.first_name, p.last_name, p.barangay, p.lineage ?? ''].some((f) => f.toLowerCase().startsWith(q.toLowerCase())),
    )
  answerByPath({
    '/api/dashboard/suggestions': (url) => {
      const result = answer(url.searchParams.get('q') ?? '')
      return result instanceof Response ? result : { items: result }
    },
  })
})

function setup() {
  const onOpen = vi.fn()
  const user = userEvent.setup()
  renderScreen(<DashboardSearch onOpen={onOpen} />)
  const input = screen.getByRole('combobox', { name: 'Search' })
  return { user, onOpen, input }
}

const suggestionCalls = () =>
  fetchStub.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost').search)

describe('DashboardSearch', () => {
  it('waits for the typing to stop, then lists the matches with the matching text marked', async () => {
    const { user, input } = setup()
    expect(input).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER)
    await user.type(input, 'Ma')
    expect(screen.getByText('Loading…')).toBeInTheDocument()

    const options = await screen.findAllByRole('option', undefined, FIRST_DATA)
    expect(suggestionCalls()).toEqual(['?q=Ma'])
    expect(options.map((option) => option.textContent)).toEqual(['Maria ReyesMangyan · Ajos · 34', 'Jose M. ManaloAeta · Macpac · 61'])
    expect(Array.from(options[0].querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Ma', 'Ma'])
    expect(Array.from(options[1].querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Ma', 'Ma'])
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
  })

  it('never lists an older search while the new one is on its way', async () => {
    const { user, input, onOpen } = setup()
    await user.type(input, 'Ma')
    expect(await screen.findAllByRole('option', undefined, FIRST_DATA)).toHaveLength(2)
    await user.type(input, 'n')
    expect(screen.queryAllByRole('option')).toEqual([])
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('moves with the arrow keys and opens the highlighted person with Enter', async () => {
    const { user, input, onOpen } = setup()
    await user.type(input, 'ma')
    await screen.findAllByRole('option', undefined, FIRST_DATA)

    await user.keyboard('{ArrowDown}')
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id)
    await user.keyboard('{ArrowDown}')
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}')
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true')

    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledWith(2)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveValue('')
  })

  it('closes the list with Escape and keeps the text', async () => {
    const { user, input, onOpen } = setup()
    await user.type(input, 'aj')
    expect(await screen.findAllByRole('option', undefined, FIRST_DATA)).toHaveLength(1)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveValue('aj')
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('opens a person picked with the mouse', async () => {
    const { user, input, onOpen } = setup()
    await user.type(input, '61')
    await user.click(await screen.findByRole('option', { name: /Jose M\. Manalo/ }, FIRST_DATA))
    expect(onOpen).toHaveBeenCalledWith(2)
  })

  it('says No matches when nothing matches', async () => {
    const { user, input } = setup()
    await user.type(input, 'zz')
    expect(await screen.findByText('No matches', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
  })

  it('stays quiet when the suggestions cannot be fetched', async () => {
    answer = () => new Response('', { status: 500 })
    const { user, input } = setup()
    await user.type(input, 'ma')
    await waitFor(() => expect(fetchStub).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument())
    expect(screen.queryByText('No matches')).not.toBeInTheDocument()
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
