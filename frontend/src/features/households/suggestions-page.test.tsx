/** Suggest households (IPMR): one barangay's proposals; accept one, or several at once; a refused one says why. */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import SuggestionsPage from './suggestions-page'
import { ANA, JUAN, MARIA, person } from './test/fixtures'

vi.setConfig({ testTimeout: 20_000 })

const summary = (who: typeof MARIA) => {
  const { photo_url: _photo, ...s } = who
  return s
}
const ROSA = person(21, 'Rosa', 'Dizon')
const BEN = person(22, 'Ben', 'Dizon')

let accepted: string[][]
let asked: string[]

beforeEach(() => {
  accepted = []
  asked = []
  answerByPath({
    '/api/reference': () => ({ barangays: ['Ajos', 'Bagong Silang'], tribes: [], genders: [], civil_statuses: [], education_levels: [], photo: {} }),
    '/api/households/suggestions': (url) => {
      asked.push(url.searchParams.get('barangay') ?? '')
      return {
        items: [
          { key: '12-11-13', barangay: 'Ajos', head: summary(JUAN), members: [{ person: summary(MARIA), relationship: 'spouse' }, { person: summary(ANA), relationship: 'child' }] },
          { key: '22-21', barangay: 'Ajos', head: summary(BEN), members: [{ person: summary(ROSA), relationship: 'spouse' }] },
        ],
        total: 2,
        page: 1,
        page_size: 100,
      }
    },
    '/api/households/trash': () => ({ items: [], total: 0, page: 1, page_size: 100 }),
    '/api/households/suggestions/accept': async (_url, request) => {
      const { keys } = JSON.parse(await request.text()) as { keys: string[] }
      accepted.push(keys)
      return {
        created: keys.length === 2 ? 1 : keys.length,
        results: keys.map((key) =>
          key === '22-21' && keys.length === 2
            ? { key, household_id: null, error: 'Rosa Dizon is already in the household of Lita Cruz (Ajos).', code: 'x.unknown' }
            : { key, household_id: 30, error: null, code: null },
        ),
      }
    },
  })
})

const page = () => renderRoutes([{ path: '/admin/households', element: <SuggestionsPage /> }], { path: '/admin/households', session: sessionAs('ipmr') })

describe('Suggest households', () => {
  it("lists the first barangay's proposals with their members and relationships", async () => {
    page()
    expect(await screen.findByText('Maria Santos (Spouse), Ana Santos (Son/Daughter)', {}, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Household of Juan Santos' })).not.toBeChecked()
    expect(asked).toEqual(['Ajos'])
  })

  it('accepts one by its own button', async () => {
    const user = userEvent.setup()
    page()
    await user.click(await screen.findByRole('button', { name: 'Accept: Household of Juan Santos' }, FIRST_DATA))
    expect(await screen.findByText('1 household started.')).toBeInTheDocument()
    expect(accepted).toEqual([['12-11-13']])
  })

  it('accepts the ticked ones at once, and names the one that no longer applies', async () => {
    const user = userEvent.setup()
    page()
    await user.click(await screen.findByRole('checkbox', { name: 'Household of Juan Santos' }, FIRST_DATA))
    await user.click(screen.getByRole('checkbox', { name: 'Household of Ben Dizon' }))
    await user.click(screen.getByRole('button', { name: 'Accept 2 selected' }))
    expect(await screen.findByText('1 household started.')).toBeInTheDocument()
    expect(within(screen.getByRole('alert')).getByRole('listitem')).toHaveTextContent('Rosa Dizon is already in the household of Lita Cruz (Ajos).')
    expect(accepted).toEqual([['12-11-13', '22-21']])
  })

  it('restores a household from the Trash, and says so with a link to it', async () => {
    const user = userEvent.setup()
    let restored = 0
    answerByPath({
      '/api/reference': () => ({ barangays: ['Ajos'], tribes: [], genders: [], civil_statuses: [], education_levels: [], photo: {} }),
      '/api/households/suggestions': () => ({ items: [], total: 0, page: 1, page_size: 100 }),
      '/api/households/trash': () =>
        restored
          ? { items: [], total: 0, page: 1, page_size: 100 }
          : {
              items: [{ id: 7, barangay: 'Ajos', sitio: null, address: null, head: summary(BEN), size: 0, deleted_at: '2026-11-20T02:00:00Z', deleted_by: 'Ligaya Ramos' }],
              total: 1,
              page: 1,
              page_size: 100,
            },
      '/api/households/7/restore': () => {
        restored += 1
        return { id: 7 }
      },
    })
    page()
    await user.click(await screen.findByRole('button', { name: 'Restore Household of Ben Dizon' }, FIRST_DATA))
    expect(await screen.findByText('Household of Ben Dizon is restored.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute('href', '/households/7')
    expect(restored).toBe(1)
    expect(await screen.findByText('No household is in the Trash.')).toBeInTheDocument()
  })
})
