import { screen } from '@testing-library/react'

import { http } from 'msw'

import { jsonResponse, server } from '@/test/fetch-stub'
import { renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import { ReportsPage } from './reports-page'

const REPORT = {
  barangay: null,
  total: 3005,
  pyramid: [{ band: '20-24', male: 1500, female: 1505, unrecorded: 0 }],
  age_unrecorded: 0,
  barangays: [{ barangay: 'Ajos', total: 3005, students: 0, not_attending_school: 0, unemployed: 0 }],
  tribes: [{ label: 'Aeta', count: 3005 }],
  other_tribes: 0,
  education: [],
  civil_status: [],
  health: { with_condition: 5, without_condition: 3000 },
}

describe('Reports', () => {
  it('writes the headline number as every other screen does: 3,005 people', async () => {
    server.use(http.get('*/api/reports', () => jsonResponse(REPORT)))
    renderScreen(<ReportsPage barangays={['Ajos']} />, { path: '/reports', session: sessionAs('user') })
    expect(await screen.findByText('3,005 people')).toBeInTheDocument()
  })
})
