/**
 * The household page: where it lives, its members (links to their profiles), former members; the IPMR's
 * actions send what the API expects (the membership's id, the version loaded), and an edit on an older version
 * shows the server's message with Reload, keeping what was typed. In English and in Filipino.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { jsonResponse } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import type { Household } from './api/types'
import HouseholdPage from './household-page'
import { household, member, ANA, JUAN, MARIA } from './test/fixtures'

vi.setConfig({ testTimeout: 20_000 })

let current: Household
let sent: { method: string; path: string; body: unknown }[]

async function record(request: Request) {
  const text = request.method === 'GET' ? '' : await request.text()
  sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined })
}

beforeEach(() => {
  current = household()
  sent = []
  answerByPath({
    '/api/households/5': async (_url, request) => {
      await record(request)
      return current
    },
    '/api/households/5/history': () => [],
    '/api/reference': () => ({ barangays: ['Ajos', 'Bagong Silang'], tribes: [], genders: [], civil_statuses: [], education_levels: [], photo: {} }),
    '/api/households/5/members/103/end': async (_url, request) => {
      await record(request)
      current = household({ size: 2, members: current.members.map((m) => (m.id === 103 ? { ...m, current: false, end_date: '2026-11-20', end_reason: 'died' } : m)) })
      return current
    },
  })
})

afterEach(async () => {
  await i18n.changeLanguage('en')
})

const householdPage = (role: 'ipmr' | 'chieftain' | 'encoder' = 'ipmr') =>
  renderRoutes([{ path: '/households/:id', element: <HouseholdPage /> }], { path: '/households/5', session: sessionAs(role) })

describe('the household page', () => {
  it('shows where it lives and its members, each a link to their IP Profile', async () => {
    householdPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Household of Maria Santos' }, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByText('3 members')).toBeInTheDocument()
    expect(screen.getByText('Centro')).toBeInTheDocument()
    expect(screen.getByText('Near the chapel')).toBeInTheDocument()
    expect(screen.getByText('13.654500, 122.333400')).toBeInTheDocument()
    const members = within(screen.getByRole('region', { name: 'Household Members' })).getAllByRole('listitem')
    expect(members.map((li) => within(li).getByRole('link').textContent)).toEqual(['Maria Santos', 'Juan Santos', 'Ana Santos'])
    expect(members[1]).toHaveTextContent('Spouse')
    expect(members[2]).toHaveTextContent('Son/Daughter')
    expect(members[2]).toHaveTextContent('Since March 1, 2014 (Born)')
    expect(within(members[0]).getByRole('link', { name: 'Maria Santos' })).toHaveAttribute('href', '/total-population?profile=11')
    const former = screen.getByRole('region', { name: 'Former members' })
    expect(former).toHaveTextContent('Pedro Santos — Son/Daughter, January 10, 2026 – June 1, 2026 (Moved out)')
    expect(screen.getByRole('link', { name: 'Households of Ajos' })).toHaveAttribute('href', '/households?barangay=Ajos')
  })

  it("names no head of another barangay for an encoder: the head is outside their barangays, counted with the hidden members", async () => {
    current = household({ head: null, head_outside: true, size: 3, hidden_members: 1, members: [member(102, JUAN, 'spouse'), member(103, ANA, 'child')] })
    householdPage('encoder')
    expect(await screen.findByRole('heading', { level: 1, name: 'Household of (head outside your barangays)' }, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByText('1 more member lives in a barangay outside yours.')).toBeInTheDocument()
    expect(screen.queryByText(/Maria/)).not.toBeInTheDocument()
  })

  it("opens a member's profile in the Chieftain's list for the Chieftain, who may not change the household", async () => {
    householdPage('chieftain')
    expect(await screen.findByRole('link', { name: 'Juan Santos' }, FIRST_DATA)).toHaveAttribute('href', '/super-admin?profile=12')
    expect(screen.queryByRole('button', { name: 'Add member' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /End membership/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print household profile' })).toBeInTheDocument()
  })

  it('ends a membership with its date and reason, on the version loaded, and shows the member as former', async () => {
    const user = userEvent.setup()
    householdPage()
    await user.click(await screen.findByRole('button', { name: 'End membership of Ana Santos' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'End the membership of Ana Santos' })
    const date = within(dialog).getByLabelText('Member until')
    await user.clear(date)
    await user.type(date, '2026-11-20')
    await user.selectOptions(within(dialog).getByLabelText('Why the membership ended'), 'Died')
    await user.click(within(dialog).getByRole('button', { name: 'End membership' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.filter((s) => s.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/households/5/members/103/end', body: { version: 4, end_date: '2026-11-20', end_reason: 'died' } },
    ])
    expect(await screen.findByText('2 members')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Former members' })).toHaveTextContent('Ana Santos — Son/Daughter, March 1, 2014 – November 20, 2026 (Died)')
  })

  it('offers no End for the head (another member becomes head first)', async () => {
    householdPage()
    await screen.findByRole('button', { name: 'End membership of Juan Santos' }, FIRST_DATA)
    expect(screen.queryByRole('button', { name: 'End membership of Maria Santos' })).not.toBeInTheDocument()
  })

  it('changes the head, saying what the former head becomes', async () => {
    const user = userEvent.setup()
    answerByPath({
      '/api/households/5': () => current,
      '/api/households/5/history': () => [],
      '/api/households/5/head': async (_url, request) => {
        await record(request)
        current = household({ head: JUAN, members: [member(102, JUAN, 'head'), member(101, MARIA, 'spouse'), member(103, ANA, 'child')] })
        return current
      },
    })
    householdPage()
    await user.click(await screen.findByRole('button', { name: 'Change head' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Change the head' })
    await user.selectOptions(within(dialog).getByLabelText('New head'), 'Juan Santos')
    await user.selectOptions(within(dialog).getByLabelText('Maria Santos becomes'), 'Spouse')
    await user.click(within(dialog).getByRole('button', { name: 'Change head' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Household of Juan Santos' })).toBeInTheDocument()
    expect(sent).toContainEqual({ method: 'POST', path: '/api/households/5/head', body: { version: 4, person_id: 12, former_head_relationship: 'spouse' } })
  })

  it('keeps what was typed when the household changed meanwhile, and saves it on the newer version after Reload', async () => {
    const user = userEvent.setup()
    let puts = 0
    answerByPath({
      '/api/households/5': async (_url, request) => {
        await record(request)
        if (request.method === 'PUT') {
          puts += 1
          if (puts === 1) {
            return jsonResponse(
              { error: 'This household was changed by Ligaya Ramos at 3:10 PM. Reload it to see the changes.', code: 'x.unknown', params: null, detail: null },
              409,
            )
          }
          current = household({ sitio: 'Ilaya', version: 6 })
          return current
        }
        return current
      },
      '/api/households/5/history': () => [],
      '/api/reference': () => ({ barangays: ['Ajos'], tribes: [], genders: [], civil_statuses: [], education_levels: [], photo: {} }),
    })
    householdPage()
    await user.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Edit household' })
    const sitio = within(dialog).getByLabelText('Sitio/Purok')
    await user.clear(sitio)
    await user.type(sitio, 'Ilaya')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This household was changed by Ligaya Ramos at 3:10 PM. Reload it to see the changes.')
    current = household({ version: 5, address: 'Behind the school' })
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }))
    expect(within(dialog).getByLabelText('Sitio/Purok')).toHaveValue('Ilaya')
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument())
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const saves = sent.filter((s) => s.method === 'PUT').map((s) => (s.body as { version: number; sitio: string }))
    expect(saves.map((b) => [b.version, b.sitio])).toEqual([
      [4, 'Ilaya'],
      [5, 'Ilaya'],
    ])
    expect(await screen.findByText('Ilaya')).toBeInTheDocument()
  })

  it('says it in Filipino', async () => {
    await i18n.changeLanguage('fil')
    householdPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sambahayan ni Maria Santos' }, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Mga Kasapi ng Sambahayan' })).toHaveTextContent('Anak')
    expect(screen.getByRole('button', { name: 'Magdagdag ng kasapi' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'I-print ang profile ng sambahayan' })).toBeInTheDocument()
  })
})
