import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { Report } from '../api/get-report'
import { useMapTiles } from '../api/get-map-tiles'
import { mapCircles, NO_CENSUS, shareClasses } from '../lib/map-circles'
import { censusTable } from '../lib/sex-tables'

import { ReportCard } from './report-card'

const RegistryMap = lazy(() => import('./registry-map'))

function MapPlaceholder() {
  return <div className="h-[360px] w-full rounded-xl bg-stone-200" aria-hidden="true" />
}

/** A map that fails to load or render leaves the placeholder: the table beside it holds every number. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <MapPlaceholder /> : this.props.children
  }
}

function Swatch({ colour }: { colour: string }) {
  return <span aria-hidden="true" className="inline-block size-3.5 rounded-full border border-stone-900" style={{ backgroundColor: colour }} />
}

/** What the circles' size and shade say. */
function Legend() {
  const { t } = useTranslation('reports')
  return (
    <div className="mt-2 space-y-1 text-sm text-stone-700">
      <p>{t('map.sizeLegend')}</p>
      <p id="map-shade-legend">{t('map.shadeLegend')}</p>
      <ul aria-labelledby="map-shade-legend" className="flex flex-wrap gap-x-4 gap-y-1">
        {[...shareClasses(t), { shade: NO_CENSUS, label: t('map.noCensus') }].map(({ shade, label }) => (
          <li key={shade} className="flex items-center gap-1.5">
            <Swatch colour={shade} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The registry's map (issue 25 point 6): a circle per barangay, sized by its registered people and shaded by their
 * share of its census population, each a link to the barangay's list; its numbers as a table beside it. */
export function RegistryMapCard({ report, fileSuffix }: { report: Report; fileSuffix: string }) {
  const { t } = useTranslation('reports')
  const tileUrl = useMapTiles()
  const places = report.by_sex.barangays
  const circles = useMemo(() => mapCircles(places, t), [places, t])
  const title = t('map.title')
  return (
    <ReportCard id="registry-map" title={title} table={censusTable(report, t)} fileName={`registry-map-${fileSuffix}`}>
      <div role="region" aria-label={t('map.region')} className="print:hidden">
        {circles.length > 0 && tileUrl ? (
          <MapBoundary>
            <Suspense fallback={<MapPlaceholder />}>
              <RegistryMap circles={circles} tileUrl={tileUrl} />
            </Suspense>
          </MapBoundary>
        ) : (
          <MapPlaceholder />
        )}
      </div>
      <Legend />
    </ReportCard>
  )
}
