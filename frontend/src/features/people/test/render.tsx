import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'

import { RegistryQueryClient } from '@/lib/query-client'
import { RouterNavigation } from '@/lib/router-navigation'

// Waits (findBy…, waitFor) get more room than the default second: these screens are heavy for jsdom.
configure({ asyncUtilTimeout: 5000 })

export function makeTestQueryClient() {
  return new RegistryQueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } })
}

/** Render `ui` with a fresh query client, at `url`, matched against `path`. */
export function renderWithProviders(ui: ReactNode, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const queryClient = makeTestQueryClient()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<RouterNavigation>{ui}</RouterNavigation>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...result, queryClient }
}
