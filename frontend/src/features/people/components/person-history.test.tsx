import { screen, within } from '@testing-library/react'

import type { HistoryEntry } from '../api/get-person-history'
import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'
import { sessionAs } from '@/test/render-routes'

import { ProfileModal } from './profile-modal'

vi.setConfig({ testTimeout: 20_000 })

/** Newest first, as GET /api/people/{id}/history answers. */
const HISTORY: HistoryEntry[] = [
  { at: '2026-11-23T06:05:00Z', actor_name: 'Ligaya Ramos', action: 'person.photo_changed', changes: { photo: ['a.jpg', 'b.jpg'] }, erased: false, erased_fields: [] },
  {
    at: '2026-11-22T01:30:00Z',
    actor_name: 'Ligaya Ramos',
    action: 'person.updated',
    changes: {
      middle_name: ['Santos', null],
      date_of_birth: ['1990-05-17', '1991-06-01'],
      occupation: ['Farmer', 'Fisher'],
      siblings: [['Ana'], ['Ana', 'Ben']],
    },
    erased: false,
    erased_fields: [],
  },
  {
    at: '2026-01-05T00:00:00Z',
    actor_name: 'Datu Bagani',
    action: 'person.created',
    changes: { last_name: [null, 'Dela Cruz'], first_name: [null, 'Juan'] },
    erased: false,
    erased_fields: [],
  },
]

function show(role: 'ipmr' | 'chieftain' | 'user') {
  defaultRoutes(role)
  route('GET', '/api/people/:id', { body: makePerson({ id: 5 }) })
  route('GET', '/api/people/:id/history', { body: HISTORY })
  renderWithProviders(<ProfileModal personId={5} onClose={() => {}} />)
}

beforeEach(() => resetRoutes())

describe('IP Profile History', () => {
  it("names every action in the audit trail's words and leaves out values that did not change", async () => {
    defaultRoutes('ipmr')
    route('GET', '/api/people/:id', { body: makePerson({ id: 5 }) })
    const entries: HistoryEntry[] = [
      {
        at: '2026-11-23T06:05:00Z',
        actor_name: 'Ligaya Ramos',
        action: 'person.certification_issued',
        changes: { serial_no: ['CTM-2026-00001', 'CTM-2026-00001'] },
        erased: false,
        erased_fields: [],
      },
      {
        at: '2026-11-22T06:05:00Z',
        actor_name: 'Ligaya Ramos',
        action: 'person.linked',
        changes: { children: [['Ana'], ['Ana']], siblings: [null, ['Ben']] },
        erased: false,
        erased_fields: [],
      },
    ]
    route('GET', '/api/people/:id/history', { body: entries })
    renderWithProviders(<ProfileModal personId={5} onClose={() => {}} />)
    const history = await screen.findByRole('region', { name: 'History' })
    await within(history).findByText('Relative linked by Ligaya Ramos')
    const items = Array.from(history.querySelectorAll<HTMLElement>(':scope > ol > li'))
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Certification of Tribal Membership issued by Ligaya Ramos',
      'Relative linked by Ligaya Ramos',
    ])
    expect(within(items[0]).queryByRole('listitem')).not.toBeInTheDocument()
    expect(within(items[1]).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Siblings: (empty) → Ben'])
  })


  it('lists every change newest first with who, when (long form) and each field old → new', async () => {
    show('ipmr')
    const history = await screen.findByRole('region', { name: 'History' })
    await within(history).findByText('Created by Datu Bagani')
    const items = Array.from(history.querySelectorAll<HTMLElement>(':scope > ol > li'))
    const titles = items.map((item) => item.querySelector('p')?.textContent)
    expect(titles).toEqual(['Photo changed by Ligaya Ramos', 'Changed by Ligaya Ramos', 'Created by Datu Bagani'])

    expect(within(history).getByText('November 23, 2026 at 2:05 PM')).toHaveAttribute('datetime', '2026-11-23T06:05:00Z')
    expect(within(history).getByText('January 5, 2026 at 8:00 AM')).toBeInTheDocument()

    const changed = items[1]
    const rows = within(changed).getAllByRole('listitem').map((row) => row.textContent)
    // Readable labels, lists joined, dates as the profile shows them, blanks named.
    expect(rows).toEqual([
      'Middle Name: Santos → (empty)',
      'Date of Birth: 1990-05-17 → 1991-06-01',
      'Occupation: Farmer → Fisher',
      'Siblings: Ana → Ana, Ben',
    ])
    expect(within(items[0]).getByRole('listitem')).toHaveTextContent('Photo: a.jpg → b.jpg')
    // The first values of a created record, under a summary.
    expect(within(items[2]).getByText('First values (2)')).toBeInTheDocument()
    expect(within(items[2]).getByText('Dela Cruz')).toBeInTheDocument()
  })

  it("says a purged relative's name was erased from a link", async () => {
    defaultRoutes('ipmr')
    route('GET', '/api/people/:id', { body: makePerson({ id: 5 }) })
    const linked: HistoryEntry = {
      at: '2026-11-23T06:05:00Z',
      actor_name: 'Ligaya Ramos',
      action: 'person.linked',
      changes: { children: [null, null] },
      erased: true,
      erased_fields: ['children'],
    }
    route('GET', '/api/people/:id/history', { body: [linked] })
    renderWithProviders(<ProfileModal personId={5} onClose={() => {}} />)
    const history = await screen.findByRole('region', { name: 'History' })
    const erased = await within(history).findByText('Erased when the record was purged')
    expect(erased.closest('li')).toHaveTextContent('Children: Erased when the record was purged')
  })

  it('shows it to a Chieftain too', async () => {
    show('chieftain')
    const history = await screen.findByRole('region', { name: 'History' })
    expect(await within(history).findByText('Changed by Ligaya Ramos')).toBeInTheDocument()
  })

  it('is not shown, nor asked for, for a plain user', async () => {
    show('user')
    expect(await screen.findByText('Juan Santos Dela Cruz')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument()
    expect(callsTo('GET', '/api/people/5/history')).toHaveLength(0)
  })

  it("names who proposed a change an IPMR approved, and shows it to the encoder too", async () => {
    defaultRoutes('user')
    route('GET', '/api/session', { body: sessionAs('encoder') })
    route('GET', '/api/people/:id', { body: makePerson({ id: 5 }) })
    const approved: HistoryEntry[] = [
      { ...HISTORY[1], proposed_by: 'Ana Reyes' },
      { ...HISTORY[2], proposed_by: null },
    ]
    route('GET', '/api/people/:id/history', { body: approved })
    renderWithProviders(<ProfileModal personId={5} onClose={() => {}} />)
    const history = await screen.findByRole('region', { name: 'History' })
    await within(history).findByText('Created by Datu Bagani')
    const titles = Array.from(history.querySelectorAll<HTMLElement>(':scope > ol > li')).map((item) => item.querySelector('p')?.textContent)
    expect(titles).toEqual(['Changed — proposed by Ana Reyes, approved by Ligaya Ramos', 'Created by Datu Bagani'])
  })

  it('is not asked for while the profile is closed', () => {
    defaultRoutes('ipmr')
    renderWithProviders(<ProfileModal personId={null} onClose={() => {}} />)
    expect(callsTo('GET', '/api/people/5/history')).toHaveLength(0)
  })
})
