import { i18n } from '@/lib/i18n'

/** Master list categories: the server's `category` values, and their titles' catalogue keys (the spec's
 * screen titles in English). */
const CATEGORY_KEYS = {
  '': 'all',
  male: 'male',
  female: 'female',
  students: 'students',
  not_attending_25_below: 'not_attending_25_below',
  unemployed: 'unemployed',
  with_health: 'with_health',
  no_health: 'no_health',
} as const

export type Category = keyof typeof CATEGORY_KEYS

/** What each master list route shows when neither `?category=` nor a route parameter says otherwise. */
const PATH_CATEGORIES: Record<string, Category> = {
  '/total-population': '',
  '/total-male': 'male',
  '/total-female': 'female',
  '/total-students': 'students',
  '/total-unemployed': 'unemployed',
  '/total-health-condition': 'with_health',
}

export function isCategory(value: string): value is Category {
  return Object.hasOwn(CATEGORY_KEYS, value)
}

/**
 * The category of a master list screen: `?category=` wins (even when empty), then the `/:category` route
 * parameter, then the route itself (/total-male is the male list). Empty or missing is '' (the Master List);
 * an unknown value is undefined.
 */
export function resolveCategory(
  pathname: string,
  queryCategory: string | null,
  routeCategory: string | undefined,
): Category | undefined {
  const given = queryCategory ?? routeCategory
  if (given !== undefined) return isCategory(given) ? given : undefined
  const base = pathname.replace(/\/+$/, '')
  return PATH_CATEGORIES[base] ?? ''
}

export function categoryTitle(category: Category | undefined): string {
  // A category value nobody knows (`?category=adults`): the list shows everyone, as 'Total Population'.
  return i18n.t(`people:category.${category === undefined ? 'unknown' : CATEGORY_KEYS[category]}`)
}
