import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import type { AnnualSummary } from './api/get-summary'
import SummaryPage from './summary-page'

vi.setConfig({ testTimeout: 20_000 })

const asked: string[] = []
const SUMMARY_2025: AnnualSummary = {
  year: 2025,
  total: 3,
  people_affected: 48,
  notified_in_time: 1,
  notified_late: 1,
  not_notified: 1,
  by_nature: [
    { nature: 'unauthorized_access', count: 0 },
    { nature: 'disclosure', count: 1 },
    { nature: 'loss_or_theft', count: 2 },
    { nature: 'malware', count: 0 },
    { nature: 'other', count: 0 },
  ],
  incidents: [
    {
      id: 4,
      discovered_at: '2025-06-02T01:00:00Z',
      nature: 'disclosure',
      nature_other: null,
      people_count: 40,
      npc_notified_at: '2025-06-03T01:00:00Z',
      people_notified_at: null,
      countdown: { state: 'notified', minutes: 0, deadline: '2025-06-05T01:00:00Z' },
    },
  ],
  municipality: 'Catanauan',
  province: 'Quezon',
}

beforeEach(() => {
  asked.length = 0
  answerByPath({
    '/api/admin/incidents/summary': (url) => {
      asked.push(url.searchParams.get('year') ?? '')
      return { ...SUMMARY_2025, year: Number(url.searchParams.get('year')), total: url.searchParams.get('year') === '2025' ? 3 : 0 }
    },
  })
})

describe('the annual summary of incidents', () => {
  it('shows the chosen year’s counts and incidents, and refuses a year that is not one', async () => {
    const user = userEvent.setup()
    renderRoutes([{ path: '/admin/incidents/summary', element: <SummaryPage /> }], { path: '/admin/incidents/summary' })
    const year = screen.getByLabelText('Year')
    await user.clear(year)
    await user.type(year, '25')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(screen.getByText('Type a year of four digits, e.g. 2026.')).toBeInTheDocument()
    await user.clear(year)
    await user.type(year, '2025{Enter}')
    await screen.findByRole('heading', { name: 'Breach incidents of 2025 · Municipality of Catanauan, Quezon' }, FIRST_DATA)
    expect(asked.at(-1)).toBe('2025')
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['3', '48', '1', '1', '1'])
    expect(screen.getByRole('row', { name: 'Loss or theft of a device or paper 2' })).toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Incident #4 · Jun 2, 2025, 9:00 AM · Unauthorized disclosure · People affected: 40 · Notified Jun 3, 2025, 9:00 AM',
    )
    expect(screen.queryByText('Type a year of four digits, e.g. 2026.')).not.toBeInTheDocument()
  })
})
