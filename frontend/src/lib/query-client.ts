import { type InvalidateOptions, type InvalidateQueryFilters, type Query, QueryClient } from '@tanstack/react-query'

/**
 * A QueryClient whose refetch after a write always asks the server again. TanStack's own invalidation reuses a
 * fetch already in flight when the query has no data yet (its first load), so the first answer, read before the
 * write, stood for the write's: /admin/duplicates kept showing the scan before and never polled, when Refresh
 * was clicked while the page still loaded. Those first loads are cancelled silently and the invalidation starts
 * a fetch of its own, which whoever awaited the first load then gets (TanStack cancels a query with data itself).
 */
export class RegistryQueryClient extends QueryClient {
  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    const refetched = filters?.refetchType ?? filters?.type ?? 'active'
    if (refetched !== 'none') {
      const firstLoads = {
        ...filters,
        type: refetched,
        fetchStatus: 'fetching' as const,
        predicate: (query: Query) => query.state.data === undefined && (filters?.predicate?.(query) ?? true),
      }
      // Not awaited: each is cancelled at once, and must still be without a fetch when the invalidation looks.
      void this.cancelQueries(firstLoads, { silent: true, revert: true })
    }
    return super.invalidateQueries(filters, options)
  }
}

export function makeQueryClient(): QueryClient {
  return new RegistryQueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  })
}
