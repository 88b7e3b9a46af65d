import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { answerByPath, FIRST_DATA, LocationProbe } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import AuditTrailPage from './audit-page'

type AuditEvent = components['schemas']['AuditEventOut']

vi.setConfig({ testTimeout: 20_000 })

function event(id: number, change: Partial<AuditEvent>): AuditEvent {
  return {
    id,
    at: '2026-05-04T06:07:00Z',
    actor_id: 3,
    actor_name: 'Ligaya Ramos',
    action: 'person.updated',
    target_type: 'person',
    target_id: 42,
    target_label: 'Dela Cruz, Juan Santos',
    changes: {},
    ip: '10.0.0.7',
    user_agent: 'test',
    erased: false,
    erased_fields: [],
    ...change,
  }
}

const EVENTS = [
  event(3, { action: 'person.photo_changed', changes: { photo: ['old-photo.jpg', 'new-photo.jpg'] } }),
  event(2, { changes: { occupation: ['Farmer', 'Fisher'], household_members: [3, 4], siblings: [[], ['Tala', 'Bituin']] } }),
  event(1, { action: 'login.failed', actor_id: null, actor_name: null, target_type: 'account', target_id: 9, target_label: 'ana@example.com' }),
]

const auditCalls: URLSearchParams[] = []

beforeEach(() => {
  auditCalls.length = 0
  answerByPath({
    '/api/admin/audit': (url) => {
      auditCalls.push(url.searchParams)
      return { items: EVENTS, total: 120, page: Number(url.searchParams.get('page')), page_size: 50 }
    },
    '/api/admin/audit/actors': () => [
      { id: 3, name: 'Ligaya Ramos' },
      { id: 5, name: 'Datu Bagani' },
    ],
  })
})

function setup(path = '/admin/audit') {
  const view = renderRoutes(
    [
      { path: '/admin/audit', element: <><AuditTrailPage /><LocationProbe /></> },
    ],
    { path },
  )
  return { ...view, user: userEvent.setup() }
}

const lastCall = () => Object.fromEntries(auditCalls[auditCalls.length - 1])
const location = () => screen.getByTestId('location').textContent

describe('AuditTrailPage', () => {
  it('shows each event: time in Manila, who, the action in words, the record, its changes old → new, the IP', async () => {
    setup()
    const table = await screen.findByRole('table', undefined, FIRST_DATA)
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4))
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Time', 'By', 'Action', 'Record', 'Changes', 'IP address',
    ])
    const [photo, update, failed] = within(table).getAllByRole('row').slice(1)
    expect(within(photo).getAllByRole('cell')[0]).toHaveTextContent('May 4, 2026, 2:07 PM')
    expect(photo).toHaveTextContent('Photo changed')
    expect(photo).toHaveTextContent('Photo: old-photo.jpg → new-photo.jpg')
    expect(within(update).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Occupation: Farmer → Fisher',
      'Household Members: 3 → 4',
      'Siblings: (empty) → Tala, Bituin',
    ])
    expect(within(update).getAllByRole('cell').map((td) => td.textContent)).toEqual(
      expect.arrayContaining(['Ligaya Ramos', 'Person updated', '10.0.0.7']),
    )
    expect(failed).toHaveTextContent('Login failed')
    expect(failed).toHaveTextContent('ana@example.comAccount #9')
    expect(within(failed).getAllByRole('cell')[1]).toHaveTextContent('—')
    expect(screen.getByText('Showing 1–3 of 120 events')).toBeInTheDocument()
    expect(lastCall()).toEqual({ page: '1', page_size: '50' })
  })

  it("says a purged person's name and values were erased, with no link to narrow to", async () => {
    answerByPath({
      '/api/admin/audit': () => ({
        items: [
          event(1, {
            action: 'person.created',
            target_label: null,
            erased: true,
            erased_fields: ['date_of_birth'],
            changes: { date_of_birth: [null, null] },
          }),
        ],
        total: 1,
        page: 1,
        page_size: 50,
      }),
      '/api/admin/audit/actors': () => [],
    })
    setup()
    const table = await screen.findByRole('table', undefined, FIRST_DATA)
    await within(table).findByText('Person added')
    const [created] = within(table).getAllByRole('row').slice(1)
    const cells = within(created).getAllByRole('cell').map((td) => td.textContent)
    expect(cells[3]).toBe('Erased when the record was purgedPerson #42')
    expect(within(created).getByRole('listitem')).toHaveTextContent('Date of Birth: Erased when the record was purged')
    expect(within(created).queryByRole('link')).not.toBeInTheDocument()
  })

  it('reads its filters from the address and asks the server for them', async () => {
    setup('/admin/audit?actor=5&action=person.deleted&person=42&from=2026-05-01&to=2026-05-31&page=2')
    await waitFor(() => expect(auditCalls.length).toBeGreaterThan(0), FIRST_DATA)
    expect(lastCall()).toEqual({
      actor_id: '5',
      action: 'person.deleted',
      person_id: '42',
      date_from: '2026-05-01',
      date_to: '2026-05-31',
      page: '2',
      page_size: '50',
    })
    expect(await screen.findByRole('combobox', { name: 'By' })).toHaveValue('5')
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('person.deleted')
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-01')
    expect(screen.getByLabelText('To')).toHaveValue('2026-05-31')
    expect(await screen.findByText('Dela Cruz, Juan Santos', { selector: 'span' })).toBeInTheDocument()
  })

  it('writes each filter into the address, back at page 1, and sends it', async () => {
    const { user } = setup('/admin/audit?page=3')
    await screen.findByRole('table', undefined, FIRST_DATA)
    await screen.findByRole('option', { name: 'Datu Bagani' })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Person restored')
    await waitFor(() => expect(location()).toBe('/admin/audit?action=person.restored'))
    await waitFor(() => expect(lastCall()).toEqual({ action: 'person.restored', page: '1', page_size: '50' }))

    await user.selectOptions(screen.getByRole('combobox', { name: 'By' }), 'Datu Bagani')
    await waitFor(() => expect(location()).toBe('/admin/audit?action=person.restored&actor=5'))

    await user.type(screen.getByLabelText('From'), '2026-05-01')
    await waitFor(() => expect(location()).toBe('/admin/audit?action=person.restored&actor=5&from=2026-05-01'))
    await waitFor(() =>
      expect(lastCall()).toEqual({ actor_id: '5', action: 'person.restored', date_from: '2026-05-01', page: '1', page_size: '50' }),
    )

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(location()).toBe('/admin/audit'))
  })

  it("narrows the trail to a person from an event's record link, and back to everyone", async () => {
    const { user } = setup('/admin/audit?action=person.updated')
    const link = (await screen.findAllByRole('link', { name: "Dela Cruz, Juan Santos: show only this person's events" }, FIRST_DATA))[0]
    await user.click(link)
    await waitFor(() => expect(location()).toBe('/admin/audit?action=person.updated&person=42'))
    await waitFor(() => expect(lastCall()).toEqual({ action: 'person.updated', person_id: '42', page: '1', page_size: '50' }))
    const clear = await screen.findByRole('button', { name: 'All people' })
    await user.click(clear)
    await waitFor(() => expect(location()).toBe('/admin/audit?action=person.updated'))
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveFocus()
  })
})
