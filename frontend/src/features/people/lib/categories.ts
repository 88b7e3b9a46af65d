/** Master list categories: the server's `category` values and the spec's screen titles. */
export const CATEGORY_TITLES = {
  '': 'Total Population',
  male: 'Total Male Population',
  female: 'Total Female Population',
  students: 'Total Students',
  not_attending_25_below: 'Not Attending School (≤25)',
  unemployed: 'Total Unemployed',
  with_health: 'With Health Condition',
  no_health: 'No Health Condition',
} as const

export type Category = keyof typeof CATEGORY_TITLES

/** The title when no category is given at all (as opposed to the empty category, 'Total Population'). */
export const NO_CATEGORY_TITLE = 'Master List'

/** What each master list route shows when neither `?category=` nor a route parameter says otherwise. */
const PATH_CATEGORIES: Record<string, Category | undefined> = {
  '/total-population': undefined,
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
 * parameter, then the route itself (/total-male is the male list). Unknown values count as no category.
 */
export function resolveCategory(
  pathname: string,
  queryCategory: string | null,
  routeCategory: string | undefined,
): Category | undefined {
  const given = queryCategory ?? routeCategory
  if (given !== undefined) return isCategory(given) ? given : undefined
  const base = pathname.replace(/\/+$/, '')
  return PATH_CATEGORIES[base]
}

export function categoryTitle(category: Category | undefined): string {
  return category === undefined ? NO_CATEGORY_TITLE : CATEGORY_TITLES[category]
}
