import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { englishLeaks } from '@/test/english-leaks'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import { HomeDashboard } from './home-dashboard'

// Leaflet's map has no text of ours; jsdom cannot draw it.
vi.mock('./components/location-map', () => ({ default: () => <div data-testid="map" /> }))

vi.setConfig({ testTimeout: 20_000 })

const NAMESPACES = ['dashboard'] as const

const STATS = { total: 2000, male: 1010, female: 990, students: 420, not_attending_25_below: 75, unemployed: 300, with_health: 120, no_health: 1880 }
const LATEST = {
  person: {
    id: 7, first_name: 'Maria', middle_name: 'Santos', last_name: 'Dela Cruz', age: 34, gender: 'Female', barangay: 'Ajos',
    education_level: 'College', thumb_url: null,
  },
}
const BARANGAYS = ['Ajos', 'Anusan', 'Bani', 'Cutcutan'].map((name, index) => ({ name, population: index * 10 + 1, photo_url: null }))

let latest: typeof LATEST | { person: null } = LATEST

beforeEach(async () => {
  latest = LATEST
  answerByPath({
    '/api/dashboard/stats': () => STATS,
    '/api/dashboard/latest': () => latest,
    '/api/barangays': () => ({ items: BARANGAYS }),
    '/api/config': () => ({ map: { lat: 13.6545, lng: 122.3334, zoom: 14, tile_url: '' } }),
    '/api/dashboard/suggestions': () => [],
  })
  await i18n.changeLanguage('fil')
})

function expectNoEnglish(root: Element = document.body) {
  expect(englishLeaks(root, NAMESPACES)).toEqual([])
}

describe('the dashboard in Filipino', () => {
  it('tiles, latest entry, barangays, location and search', async () => {
    renderScreen(<HomeDashboard onOpenProfile={() => {}} />, { session: sessionAs('ipmr') })
    expect(await screen.findByText('2,000', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(await screen.findByText('Naidagdag si Dela Cruz, Maria Santos', undefined, FIRST_DATA)).toBeInTheDocument()
    await screen.findByRole('heading', { level: 3, name: 'Ajos' }, FIRST_DATA)
    expect(screen.getByRole('heading', { level: 2, name: 'Estadistika ng Komunidad' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lalaki 1,010' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mga Estudyante 420' })).toBeInTheDocument()
    expect(screen.getByText('Kasarian: Babae')).toBeInTheDocument()
    expect(screen.getByText('Antas: Kolehiyo')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Hanapin ang pangalan, tribo, barangay, o edad…')).toBeInTheDocument()
    expectNoEnglish()
  })

  it('the Select Category dialogs', async () => {
    const user = userEvent.setup()
    renderScreen(<HomeDashboard onOpenProfile={() => {}} />, { session: sessionAs('user') })
    await screen.findByText('2,000', undefined, FIRST_DATA)
    await user.click(screen.getByRole('button', { name: 'Mga Estudyante 420' }))
    let dialog = screen.getByRole('dialog', { name: 'Pumili ng Kategorya' })
    expect(within(dialog).getByRole('link', { name: 'HINDI NAG-AARAL (25 taong gulang pababa) 75' })).toBeInTheDocument()
    expectNoEnglish(dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Bumalik' }))
    await user.click(screen.getByRole('button', { name: 'Kondisyon sa Kalusugan 120' }))
    dialog = screen.getByRole('dialog', { name: 'Pumili ng Kategorya' })
    expect(within(dialog).getByRole('link', { name: 'Walang Kondisyon sa Kalusugan 1,880' })).toBeInTheDocument()
    expectNoEnglish(dialog)
  })

  it('no latest entry yet', async () => {
    latest = { person: null }
    renderScreen(<HomeDashboard onOpenProfile={() => {}} />, { session: sessionAs('user') })
    expect(await screen.findByText('Wala pang bagong naipasok', undefined, FIRST_DATA)).toBeInTheDocument()
    expectNoEnglish()
  })
})
