import type { TFunction } from 'i18next'

import { barangayListPath } from '@/lib/people-list/barangay-list-path'
import { formatCount } from '@/lib/result-line'

import type { Report } from '../api/get-report'

import { formatShare } from './sex-tables'

type Place = Report['by_sex']['barangays'][number]

/** The share classes' lower bounds, in % of the census population (the first class starts at 0). */
export const SHARE_STEPS = [1, 5, 10, 25] as const
/** One shade per class, lightest for the smallest share (teal 100…900); NO_CENSUS for a barangay without one. */
export const SHADES = ['#ccfbf1', '#5eead4', '#14b8a6', '#0f766e', '#134e4a'] as const
export const NO_CENSUS = '#d6d3d1'
export const SMALLEST_RADIUS = 8
export const LARGEST_RADIUS = 26

export interface Circle {
  barangay: string
  latitude: number
  longitude: number
  /** In px: its area grows with the registered people, the most registered barangay's the largest. */
  radius: number
  shade: string
  /** What a screen reader says and a mouse's tooltip shows: "Ajos: 120 registered, 6.8 % of 1,770". */
  label: string
  /** The barangay's list. */
  to: string
}

export function shadeOf(share: number | null): string {
  if (share === null) return NO_CENSUS
  return SHADES[SHARE_STEPS.filter((step) => share >= step).length]
}

export function radiusOf(registered: number, largest: number): number {
  return SMALLEST_RADIUS + (LARGEST_RADIUS - SMALLEST_RADIUS) * Math.sqrt(registered / Math.max(1, largest))
}

export function circleLabel(place: Place, t: TFunction<'reports'>): string {
  const registered = formatCount(place.total)
  if (place.census_population === null || place.census_share === null) {
    return t('map.circleNoCensus', { barangay: place.barangay, registered })
  }
  return t('map.circle', {
    barangay: place.barangay,
    registered,
    share: formatShare(place.census_share),
    census: formatCount(place.census_population),
  })
}

/** A circle per barangay with a centroid, in the report's order (the map's keyboard order). */
export function mapCircles(places: Place[], t: TFunction<'reports'>): Circle[] {
  const largest = Math.max(0, ...places.map((place) => place.total))
  return places.flatMap((place) =>
    place.latitude === null || place.longitude === null
      ? []
      : [
          {
            barangay: place.barangay,
            latitude: place.latitude,
            longitude: place.longitude,
            radius: Math.round(radiusOf(place.total, largest)),
            shade: shadeOf(place.census_share),
            label: circleLabel(place, t),
            to: barangayListPath(place.barangay),
          },
        ],
  )
}

/** The legend's shade classes: "Under 1 %", "1–5 %", …, "25 % and over". */
export function shareClasses(t: TFunction<'reports'>): { shade: string; label: string }[] {
  return SHADES.map((shade, i) => {
    const from = i === 0 ? null : SHARE_STEPS[i - 1]
    const to = i < SHARE_STEPS.length ? SHARE_STEPS[i] : null
    const label =
      from === null ? t('map.shareUnder', { to }) : to === null ? t('map.shareOver', { from }) : t('map.shareRange', { from, to })
    return { shade, label }
  })
}
