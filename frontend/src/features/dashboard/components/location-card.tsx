import { Component, lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { placeName, useSiteMunicipality } from '@/lib/municipality'

import { DEFAULT_MAP, useMapConfig } from '../api/get-config'
import { formatCoordinates } from '../lib/format'

const LocationMap = lazy(() => import('./location-map'))

const MAP_HEIGHT = 'h-[300px]'

function MapPlaceholder() {
  return <div className={`${MAP_HEIGHT} w-full animate-pulse rounded-2xl bg-stone-200`} aria-hidden="true" />
}

/** A map that fails to load or render leaves the placeholder: the coordinates above still say where. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <MapPlaceholder /> : this.props.children
  }
}

/** Location: the map centred on the community with a marker, and the coordinates as text. */
export function LocationCard() {
  const { t } = useTranslation('dashboard')
  const query = useMapConfig()
  const place = placeName(useSiteMunicipality())
  // The configuration is public and fixed; if it cannot be read the spec's centre still applies.
  const config = query.data ?? (query.isError ? DEFAULT_MAP : null)
  const shown = config ?? DEFAULT_MAP
  return (
    <section aria-labelledby="location-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="location-heading" className="text-lg font-semibold text-brand-900">
          {t('location')}
        </h2>
        <p className="text-sm text-stone-600">
          {place} · <span className="tabular-nums">{formatCoordinates(shown.lat, shown.lng)}</span>
        </p>
      </div>
      <div role="region" aria-label={t('map_of_place', { PLACE: place })}>
        {config ? (
          <MapBoundary>
            <Suspense fallback={<MapPlaceholder />}>
              <LocationMap config={config} place={place} />
            </Suspense>
          </MapBoundary>
        ) : (
          <MapPlaceholder />
        )}
      </div>
    </section>
  )
}
