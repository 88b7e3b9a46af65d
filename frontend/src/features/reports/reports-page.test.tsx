import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'

import { i18n } from '@/lib/i18n'
import { englishLeaks } from '@/test/english-leaks'
import { jsonResponse, server } from '@/test/fetch-stub'
import { renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import { ReportsPage } from './reports-page'
import { REPORT } from './test/report-fixture'

// The map's chunk (Leaflet) loads in the test: generous limits for a busy machine (nothing here is timed).
vi.setConfig({ testTimeout: 60_000 })

const CONFIG = { map: { lat: 13.6545, lng: 122.3334, zoom: 14, tile_url: 'https://tiles.invalid/{z}/{x}/{y}.png' } }

function answer(report = REPORT) {
  server.use(
    http.get('*/api/reports', () => jsonResponse(report)),
    http.get('*/api/config', () => jsonResponse(CONFIG)),
  )
}

const render = () => renderScreen(<ReportsPage barangays={['Ajos', 'Bolo']} />, { path: '/reports', session: sessionAs('user') })

afterEach(() => i18n.changeLanguage('en'))

describe('Reports', () => {
  it('writes the headline number as every other screen does: 3,005 people', async () => {
    answer({ ...REPORT, total: 3005 })
    render()
    expect(await screen.findByText('3,005 people')).toBeInTheDocument()
  })

  it("draws a circle per barangay, each a link named by its numbers that opens the barangay's list", async () => {
    answer()
    render()
    const ajos = await screen.findByRole('link', { name: 'Ajos: 120 registered, 6.8 % of 1,770' }, { timeout: 30_000 })
    expect(screen.getByRole('link', { name: 'Bolo: 30 registered, 1.9 % of 1,587' })).toBeInTheDocument()
    await userEvent.click(ajos)
    expect(screen.getByTestId('location')).toHaveTextContent('/total-population?barangay=Ajos')
  })

  it('gives the map its numbers as a table, and the counts by sex as tables with totals', async () => {
    answer()
    render()
    const map = await screen.findByRole('table', { name: 'Map of the registry' })
    expect(within(map).getByRole('row', { name: 'Ajos 120 1,770 6.8' })).toBeInTheDocument()
    expect(within(map).getByRole('row', { name: 'Total 150 3,357 4.5' })).toBeInTheDocument()
    const barangays = screen.getByRole('table', { name: 'People by barangay and sex' })
    expect(within(barangays).getByRole('row', { name: 'Ajos 55 65 0 120' })).toBeInTheDocument()
    expect(within(barangays).getByRole('row', { name: 'Total 70 80 0 150' })).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'People by tribe and sex (largest 15)' })).toBeInTheDocument()
    const ages = screen.getByRole('table', { name: 'People by age group and sex (5-year groups)' })
    expect(within(ages).getByRole('row', { name: '20-24 70 80 0 150' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download CSV: People by barangay and sex' })).toBeInTheDocument()
  })

  it('counts the households of each barangay, with their average size and female heads, and a total row', async () => {
    answer()
    render()
    const households = await screen.findByRole('table', { name: 'Households per barangay' })
    expect(within(households).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Barangay',
      'Households',
      'Members',
      'Average size',
      'Female-headed',
    ])
    expect(within(households).getByRole('row', { name: 'Ajos 30 118 3.9 7' })).toBeInTheDocument()
    expect(within(households).getByRole('row', { name: 'Bolo 8 29 3.6 2' })).toBeInTheDocument()
    expect(within(households).getByRole('row', { name: 'Total 38 147 3.9 9' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download CSV: Households per barangay' })).toBeInTheDocument()
  })

  it('says all of it in Filipino', async () => {
    await i18n.changeLanguage('fil')
    answer()
    const { container } = render()
    await screen.findByRole('link', { name: 'Ajos: 120 nakarehistro, 6.8 % ng 1,770' }, { timeout: 30_000 })
    expect(screen.getByRole('table', { name: 'Bilang ng tao ayon sa barangay at kasarian' })).toBeInTheDocument()
    const households = screen.getByRole('table', { name: 'Mga sambahayan bawat barangay' })
    expect(within(households).getByRole('row', { name: 'Kabuuan 38 147 3.9 9' })).toBeInTheDocument()
    expect(within(households).getByRole('columnheader', { name: 'Pinamumunuan ng babae' })).toBeInTheDocument()
    expect(englishLeaks(container, ['reports'])).toEqual([])
  })
})
