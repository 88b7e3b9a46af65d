/** Master list categories: the server's `category` values and the spec's screen titles. */
export const CATEGORY_TITLES = {
  '': 'Master List',
  male: 'Total Male Population',
  female: 'Total Female Population',
  students: 'Total Students',
  not_attending_25_below: 'Not Attending School (≤25)',
  unemployed: 'Total Unemployed',
  with_health: 'With Health Condition',
  no_health: 'No Health Condition',
} as const

export type Category = keyof typeof CATEGORY_TITLES

/** The title for a category value nobody knows (`?category=adults`); the list then shows everyone. */
export const UNKNOWN_CATEGORY_TITLE = 'Total Population'

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
  return Object.hasOwn(CATEGORY_TITLES, value)
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
  return category === undefined ? UNKNOWN_CATEGORY_TITLE : CATEGORY_TITLES[category]
}
