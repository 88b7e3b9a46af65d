import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api/client'
import { unwrap } from '@/lib/api/errors'
import type { paths } from '@/lib/api/schema'

import { certificationKeys } from './keys'

type RegisterQuery = NonNullable<paths['/api/certificate-register']['get']['parameters']['query']>

/** The register's filters as the address keeps them ('' for unset). */
export interface RegisterFilters {
  date_from: string
  date_to: string
  purpose: string
  barangay: string
  status: string
}

export const REGISTER_FILTERS: readonly (keyof RegisterFilters)[] = ['date_from', 'date_to', 'purpose', 'barangay', 'status']
export const REGISTER_PAGE_SIZE = 50
/** The print page asks for the whole register at once (the server's most). */
export const REGISTER_PRINT_SIZE = 5000

/** The filters set, as a query string's pairs ('' left out): the screen's, the export's and the print page's. */
export function filterQuery(filters: RegisterFilters): Record<string, string> {
  return Object.fromEntries(REGISTER_FILTERS.filter((name) => filters[name] !== '').map((name) => [name, filters[name]]))
}

/** GET /api/certificate-register: a page of the register, newest first, and how many rows the filters keep. */
export async function getRegister(filters: RegisterFilters, page: number, pageSize: number, signal?: AbortSignal) {
  const query = { ...filterQuery(filters), page, page_size: pageSize } as RegisterQuery
  return unwrap(await api.GET('/api/certificate-register', { params: { query }, signal }))
}

export function useRegister(filters: RegisterFilters, page: number, pageSize = REGISTER_PAGE_SIZE) {
  return useQuery({
    queryKey: certificationKeys.register({ ...filters, page, pageSize }),
    queryFn: ({ signal }) => getRegister(filters, page, pageSize, signal),
    placeholderData: keepPreviousData,
  })
}

/** The export's address: the same filters, as a CSV or XLSX file. */
export function registerExportUrl(filters: RegisterFilters, format: 'csv' | 'xlsx'): string {
  return `/api/certificate-register/export?${new URLSearchParams({ ...filterQuery(filters), format }).toString()}`
}
