import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import { useTranslation } from 'react-i18next'
import { MapContainer, Marker, TileLayer, Tooltip, ZoomControl } from 'react-leaflet'

import type { MapConfig } from '../api/types'

// Leaflet guesses its image folder from its CSS, which a bundler rewrites: give it the bundled files.
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl })

const MAP_HEIGHT_PX = 300

/**
 * The community's location. Loaded on demand (Leaflet is a large chunk). Tiles that cannot load leave the
 * map's plain background; the marker stays and nothing is reported as an error.
 */
export default function LocationMap({ config, place }: { config: MapConfig; place: string }) {
  const { t } = useTranslation('dashboard')
  const centre: [number, number] = [config.lat, config.lng]
  // Leaflet's own zoom buttons are titled in English: ours, in the interface's language (keyed by it, so a change
  // of language redraws them).
  return (
    <MapContainer
      center={centre}
      zoom={config.zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      style={{ height: MAP_HEIGHT_PX }}
      className="w-full rounded-2xl bg-stone-200"
    >
      <ZoomControl key={t('map.zoomIn')} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <TileLayer url={config.tile_url} attribution={`&copy; ${t('map.contributors')}`} />
      <Marker position={centre} alt={place}>
        <Tooltip direction="top" offset={[0, -36]} permanent>
          {place}
        </Tooltip>
      </Marker>
    </MapContainer>
  )
}
