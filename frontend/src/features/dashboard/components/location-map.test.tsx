import { render, screen } from '@testing-library/react'

import { i18n } from '@/lib/i18n'
import { englishLeaks } from '@/test/english-leaks'

import LocationMap from './location-map'

const CONFIG = { lat: 13.6, lng: 122.3, zoom: 12, tile_url: 'https://tiles.invalid/{z}/{x}/{y}.png' }

it("titles Leaflet's zoom buttons in Filipino (Leaflet's own are English)", async () => {
  await i18n.changeLanguage('fil')
  const { container } = render(<LocationMap config={CONFIG as never} place="Catanauan" />)
  expect(screen.getByRole('button', { name: 'Palakihin' })).toHaveAttribute('title', 'Palakihin')
  expect(screen.getByRole('button', { name: 'Paliitin' })).toHaveAttribute('title', 'Paliitin')
  expect(container.innerHTML).not.toMatch(/Zoom in|Zoom out|contributors/)
  expect(englishLeaks(container, ['dashboard'])).toEqual([])
})
