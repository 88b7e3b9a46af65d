import { readPage, withParams, writePage } from '@/lib/url-view'

import { isFilterId, type FilterId } from './filters'
import type { Sort, SortKey } from './sort'

/** What a list shows, as kept in the query string: shareable, and restored by Back and reload. */
export interface ListView {
  /** The applied search (`?q=`). */
  q: string
  /** As written in the address (`?barangay=`); the page matches it against the known names. */
  barangay: string
  filter: FilterId
  page: number
  sort: Sort | null
}

export const DEFAULT_VIEW: ListView = { q: '', barangay: '', filter: 'all', page: 1, sort: null }

/** The server's sort keys a list header can ask for. */
const SORT_KEYS: readonly SortKey[] = [
  'name', 'birthdate', 'age', 'gender', 'barangay', 'tribe', 'student', 'non_student', 'unemployed', 'pwd',
]

function readSort(params: URLSearchParams): Sort | null {
  const key = SORT_KEYS.find((known) => known === params.get('sort'))
  if (!key) return null
  return { key, order: params.get('order') === 'desc' ? 'desc' : 'asc' }
}

/** The view in `params`; anything unknown or malformed reads as its default. */
export function readView(params: URLSearchParams): ListView {
  const filter = params.get('filter') ?? ''
  return {
    q: params.get('q')?.trim() ?? '',
    barangay: params.get('barangay')?.trim() ?? '',
    filter: isFilterId(filter) ? filter : 'all',
    page: readPage(params.get('page')),
    sort: readSort(params),
  }
}

/** `params` with the view written in (defaults left out); other parameters, such as `?category=`, are kept. */
export function writeView(params: URLSearchParams, view: ListView): URLSearchParams {
  return withParams(params, {
    q: view.q,
    barangay: view.barangay,
    filter: view.filter === 'all' ? '' : view.filter,
    page: writePage(view.page),
    sort: view.sort?.key ?? '',
    order: view.sort?.order ?? '',
  })
}

/** The known barangay `name` stands for, in any case; '' when it is none of them. */
export function knownBarangay(barangays: readonly string[], name: string): string {
  const wanted = name.toLowerCase()
  return wanted ? (barangays.find((known) => known.toLowerCase() === wanted) ?? '') : ''
}
