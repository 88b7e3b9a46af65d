import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from 'react-leaflet'
import { useNavigate } from 'react-router'

import type { Circle } from '../lib/map-circles'

export const MAP_HEIGHT_PX = 360
const ONE_PLACE_ZOOM = 14

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The circle as a link (keyboard reachable, named by its label), drawn by the browser: it needs no tile. */
function circleIcon(circle: Circle): L.DivIcon {
  const size = circle.radius * 2
  const html =
    `<a href="${escapeHtml(circle.to)}" data-map-link aria-label="${escapeHtml(circle.label)}" ` +
    `title="${escapeHtml(circle.label)}" style="background-color:${circle.shade}" ` +
    'class="block h-full w-full rounded-full border-2 border-stone-900 opacity-90 hover:opacity-100 ' +
    'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"></a>'
  return L.divIcon({ html, className: '', iconSize: [size, size], iconAnchor: [circle.radius, circle.radius] })
}

// One icon per circle (the card keeps its circles while the report's numbers hold): a new icon on every render
// would replace the link under the keyboard's focus.
const ICONS = new WeakMap<Circle, L.DivIcon>()

function iconOf(circle: Circle): L.DivIcon {
  const known = ICONS.get(circle)
  if (known) return known
  const icon = circleIcon(circle)
  ICONS.set(circle, icon)
  return icon
}

/** A circle's link opens its list in the app (no page load), as a Link would; a modified click is the browser's. */
function FollowLinks() {
  const map = useMap()
  const navigate = useNavigate()
  useEffect(() => {
    const container = map.getContainer()
    const follow = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[data-map-link]')
      const to = link?.getAttribute('href')
      if (!to) return
      event.preventDefault()
      void navigate(to)
    }
    container.addEventListener('click', follow)
    return () => container.removeEventListener('click', follow)
  }, [map, navigate])
  return null
}

/**
 * The registry on a map (loaded on demand: Leaflet is a large chunk): a circle per barangay at its centroid.
 * Tiles that cannot load leave the map's plain background; the circles are drawn without them.
 */
export default function RegistryMap({ circles, tileUrl }: { circles: Circle[]; tileUrl: string }) {
  const { t } = useTranslation('reports')
  const points = circles.map((c): [number, number] => [c.latitude, c.longitude])
  const one = points.length === 1
  return (
    <MapContainer
      {...(one ? { center: points[0], zoom: ONE_PLACE_ZOOM } : { bounds: L.latLngBounds(points), boundsOptions: { padding: [30, 30] } })}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: MAP_HEIGHT_PX }}
      className="w-full rounded-xl bg-stone-200"
    >
      <ZoomControl key={t('map.zoomIn')} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <TileLayer url={tileUrl} attribution={`&copy; ${t('map.contributors')}`} />
      {circles.map((circle) => (
        <Marker
          key={`${circle.barangay}:${circle.radius}:${circle.shade}:${circle.label}`}
          position={[circle.latitude, circle.longitude]}
          icon={iconOf(circle)}
          keyboard={false}
        />
      ))}
      <FollowLinks />
    </MapContainer>
  )
}
