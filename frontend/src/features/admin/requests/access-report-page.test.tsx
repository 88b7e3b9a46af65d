import { screen, within } from '@testing-library/react'

import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import type { AccessReport, DataRequest } from './api/types'
import AccessReportPage from './access-report-page'
import { RequestDetails } from './components/request-details'

vi.setConfig({ testTimeout: 20_000 })

const REQUEST: DataRequest = {
  id: 5,
  kind: 'access',
  person_id: 9,
  person_name: null,
  person_purged: true,
  requester_name: 'Rosa Dela Cruz',
  relation: 'guardian',
  relation_other: null,
  identity_check: 'PhilSys ID',
  identity_checked_by: 'Liza Mercado',
  received_on: '2027-12-01',
  due_on: '2028-01-12',
  weekdays_only: true,
  status: 'open',
  recorded_by_name: 'Ligaya Ramos',
  created_at: '2027-12-01T02:00:00Z',
  outcome: null,
  reason: null,
  closed_on: null,
  closed_by_name: null,
}

const PURGED: AccessReport = {
  request: REQUEST,
  made_at: '2027-12-02T03:00:00Z',
  made_by: 'Ligaya Ramos',
  data: null,
  in_trash: false,
  purge: { at: '2027-12-01T05:00:00Z', by: 'Datu Bagani', disposal_authority: 'NAP GRDS 2027-014' },
  events: [
    { id: 1, at: '2027-11-01T01:00:00Z', actor_name: 'Ligaya Ramos', action: 'person.created', changes: { first_name: [null, null] }, erased_fields: ['first_name'] },
    { id: 2, at: '2027-12-01T05:00:00Z', actor_name: 'Datu Bagani', action: 'person.purged', changes: {}, erased_fields: [] },
  ],
}

describe('the access report of a purged person', () => {
  it('says when, by whom and under which authority the person was purged, and lists what the trail keeps', async () => {
    answerByPath({ '/api/admin/requests/5/access-report': () => PURGED })
    renderRoutes([{ path: '/admin/requests/:id/report', element: <AccessReportPage /> }], { path: '/admin/requests/5/report' })
    expect(await screen.findByRole('heading', { name: 'The person was purged' }, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByText(/The record was deleted for good on .* by Datu Bagani\./)).toBeInTheDocument()
    expect(screen.getByText('Disposal authority: NAP GRDS 2027-014')).toBeInTheDocument()
    expect(screen.getByText('Purged from the registry')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'The record' })).not.toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Audit trail of the record' })).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenWhoWhat',
      expect.stringContaining('Ligaya RamosPerson added'),
      expect.stringContaining('Datu BaganiPerson deleted permanently'),
    ])
    expect(rows[1]).toHaveTextContent('First Name: Erased when the record was purged')
  })
})

describe("a request's facts", () => {
  it('say when the due date counted weekdays only', () => {
    renderRoutes([{ path: '/', element: <RequestDetails request={REQUEST} /> }], { path: '/' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'The holiday data does not cover a year of this request: the due date counts weekdays only (Monday to Friday).',
    )
  })

  it('say nothing of it when the holidays were counted', () => {
    renderRoutes([{ path: '/', element: <RequestDetails request={{ ...REQUEST, weekdays_only: false }} /> }], { path: '/' })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
