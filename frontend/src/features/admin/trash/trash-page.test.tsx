import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { jsonResponse, sentRequests } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import TrashPage from './trash-page'

type TrashItem = components['schemas']['TrashItemOut']

vi.setConfig({ testTimeout: 20_000 })

const JUAN: TrashItem = {
  id: 42,
  name: 'Dela Cruz, Juan Santos',
  first_name: 'Juan',
  middle_name: 'Santos',
  last_name: 'Dela Cruz',
  gender: 'Male',
  age: 40,
  lineage: 'Agta',
  thumb_url: null,
  barangay: 'Ajos',
  deleted_by_name: 'Ligaya Ramos',
  deleted_at: '2026-05-04T06:07:00Z',
}

let trash: TrashItem[]
let trashDays: number | null
let purgeAnswer: () => Response
const purgeCalls: URLSearchParams[] = []
const trashSearches: string[] = []

beforeEach(() => {
  trash = [JUAN]
  trashDays = null
  purgeCalls.length = 0
  trashSearches.length = 0
  purgeAnswer = () => new Response(null, { status: 204 })
  answerByPath({
    '/api/admin/trash': (url) => {
      trashSearches.push(url.searchParams.get('q') ?? '')
      const found = url.searchParams.get('q') === 'nobody' ? [] : trash
      return { items: found, total: found.length, page: 1, page_size: 50, trash_days: trashDays }
    },
    '/api/admin/trash/42/restore': () => {
      trash = []
      return { id: 42 }
    },
    '/api/admin/trash/42': (url) => {
      purgeCalls.push(url.searchParams)
      return purgeAnswer()
    },
  })
})

function setup() {
  const view = renderRoutes([{ path: '/admin/trash', element: <TrashPage /> }], { path: '/admin/trash' })
  return { ...view, user: userEvent.setup() }
}

const row = () => screen.getByRole('row', { name: /Dela Cruz, Juan Santos/ })

describe('TrashPage', () => {
  it('lists who is in the Trash, who deleted them and when, and for how long the Trash keeps them', async () => {
    setup()
    await screen.findByRole('button', { name: 'Restore Dela Cruz, Juan Santos' }, FIRST_DATA)
    expect(within(row()).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      'Dela Cruz, Juan Santos',
      'Ajos',
      'Ligaya Ramos',
      'May 4, 2026, 2:07 PM',
      'RestoreDelete permanently',
    ])
    expect(
      screen.getByText(
        "Deleted people stay in the Trash until an IPMR deletes them permanently, naming the National Archives' disposal authority (RA 9470).",
      ),
    ).toBeInTheDocument()
  })

  it('says how many days the Trash keeps people when the server purges them by itself', async () => {
    trashDays = 30
    setup()
    expect(
      await screen.findByText('Deleted people stay in the Trash for 30 days; after that they are deleted permanently.', undefined, FIRST_DATA),
    ).toBeInTheDocument()
  })

  it('restores a person: sends the request, says so, refreshes the people lists and the dashboard, empties the Trash', async () => {
    const { user, queryClient } = setup()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await user.click(await screen.findByRole('button', { name: 'Restore Dela Cruz, Juan Santos' }, FIRST_DATA))
    expect(await screen.findByText('Person restored successfully!')).toBeInTheDocument()
    expect(sentRequests()).toContain('POST /api/admin/trash/42/restore')
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey))
    expect(keys).toEqual(expect.arrayContaining(['["people"]', '["dashboard"]', '["admin","trash"]', '["admin","audit"]']))
    expect(await screen.findByText('The Trash is empty.')).toBeInTheDocument()
  })

  it('enables Delete permanently only once the last name is typed exactly, then deletes for good', async () => {
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Delete permanently Dela Cruz, Juan Santos' }, FIRST_DATA))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Permanently' })
    const input = within(dialog).getByLabelText('Type the last name “Dela Cruz” to confirm')
    const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' })
    expect(confirm).toBeDisabled()
    for (const typed of ['Dela', 'dela cruz', 'Dela Cruzz']) {
      await user.clear(input)
      await user.type(input, typed)
      expect(confirm).toBeDisabled()
    }
    await user.keyboard('{Enter}')
    expect(purgeCalls).toHaveLength(0)

    await user.clear(input)
    await user.type(input, 'Dela Cruz')
    expect(confirm).toBeEnabled()
    await user.type(within(dialog).getByLabelText('Disposal authority (National Archives)'), ' NAP DA 2026-014 ')
    trash = []
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Person deleted permanently.')).toBeInTheDocument()
    expect(purgeCalls.map((params) => [params.get('last_name'), params.get('disposal_authority')])).toEqual([
      ['Dela Cruz', 'NAP DA 2026-014'],
    ])
    expect(sentRequests()).toContain('DELETE /api/admin/trash/42')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(await screen.findByText('The Trash is empty.')).toBeInTheDocument()
  })

  it("shows the server's refusal beside the last name, keeping what was typed", async () => {
    purgeAnswer = () => jsonResponse({ error: 'Invalid input.', detail: { fields: { last_name: "Type the person's last name to confirm." } } }, 422)
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Delete permanently Dela Cruz, Juan Santos' }, FIRST_DATA))
    const dialog = screen.getByRole('alertdialog')
    const input = within(dialog).getByLabelText('Type the last name “Dela Cruz” to confirm')
    await user.type(input, 'Dela Cruz')
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }))
    await waitFor(() => expect(input).toHaveAccessibleDescription("Type the person's last name to confirm."))
    expect(input).toHaveValue('Dela Cruz')
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })

  it("shows the server's refusal without a disposal authority beside it, keeping what was typed, and purges nothing", async () => {
    const refused = "Enter the reference of the National Archives' disposal authority (RA 9470) for this record."
    purgeAnswer = () =>
      jsonResponse(
        { error: refused, code: 'trash.disposal_authority_required', detail: { fields: { disposal_authority: refused }, codes: { disposal_authority: 'trash.disposal_authority_required' } } },
        422,
      )
    const { user } = setup()
    await user.click(await screen.findByRole('button', { name: 'Delete permanently Dela Cruz, Juan Santos' }, FIRST_DATA))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Permanently' })
    const lastName = within(dialog).getByLabelText('Type the last name “Dela Cruz” to confirm')
    const authority = within(dialog).getByLabelText('Disposal authority (National Archives)')
    await user.type(lastName, 'Dela Cruz')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(authority).toHaveAccessibleDescription(expect.stringContaining(refused)))
    expect(authority).toHaveAttribute('aria-invalid', 'true')
    expect(lastName).toHaveValue('Dela Cruz')
    expect(lastName).not.toHaveAttribute('aria-invalid')
    expect(purgeCalls.map((params) => params.get('disposal_authority'))).toEqual([''])
    expect(screen.queryByText('Person deleted permanently.')).not.toBeInTheDocument()
    await user.type(authority, 'NAP DA 2026-014')
    expect(authority).not.toHaveAttribute('aria-invalid')
  })

  it("says when the Trash is empty", async () => {
    trash = []
    setup()
    expect(await screen.findByText('The Trash is empty.', undefined, FIRST_DATA)).toBeInTheDocument()
  })

  it('searches the Trash by what is typed and says when no one matches', async () => {
    const { user } = setup()
    await screen.findByRole('button', { name: 'Restore Dela Cruz, Juan Santos' }, FIRST_DATA)
    const search = screen.getByRole('searchbox', { name: 'Search the Trash' })
    await user.type(search, 'nobody')
    expect(await screen.findByText('No one in the Trash matches “nobody”.')).toBeInTheDocument()
    expect(trashSearches).toContain('nobody')
    await user.clear(search)
    expect(await screen.findByRole('button', { name: 'Restore Dela Cruz, Juan Santos' })).toBeInTheDocument()
  })
})
