import { readPage, withParams, writePage } from '@/lib/url-view'

import { REGISTER_FILTERS, type RegisterFilters } from '../api/get-register'

/** The register's view in the address: /certificates?date_from=&date_to=&purpose=&barangay=&status=&page= */
export interface RegisterView extends RegisterFilters {
  page: number
}

export function readRegisterView(params: URLSearchParams): RegisterView {
  const filters = Object.fromEntries(REGISTER_FILTERS.map((name) => [name, params.get(name) ?? ''])) as unknown as RegisterFilters
  return { ...filters, page: readPage(params.get('page')) }
}

export function writeRegisterView(params: URLSearchParams, view: RegisterView): URLSearchParams {
  const { page, ...filters } = view
  return withParams(params, { ...filters, page: writePage(page) })
}
