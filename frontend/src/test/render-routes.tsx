import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, parsePath, useLocation, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'

import type { Role } from '@/lib/auth/roles'
import { sessionQuery, type SessionData } from '@/lib/auth/session'
import { RegistryQueryClient } from '@/lib/query-client'
import { RouterNavigation } from '@/lib/router-navigation'

/** A session as GET /api/session returns it: signed out (no role) or signed in with `role`. */
export function sessionAs(role: Role | null, captcha = false): SessionData {
  if (!role) return { user: null, captcha, idle_minutes: 30, loopback_public_url: null }
  return {
    user: {
      id: 1,
      email: `${role}@example.com`,
      display_name: `Test ${role}`,
      role,
      role_label: role,
      status: 'active',
      created_at: '2026-01-01T00:00:00Z',
      language: 'en',
    },
    captcha,
    idle_minutes: 30,
    loopback_public_url: null,
  }
}

/**
 * Render a route table in memory with a fresh query cache. `session` seeds the ['session'] query
 * (undefined leaves it to load through fetch).
 */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', state, session }: { path?: string; state?: unknown; session?: SessionData } = {},
) {
  const queryClient = new RegistryQueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  if (session) queryClient.setQueryData(sessionQuery.queryKey, session)
  // Links and redirects written with lib/navigation follow the router, as in the app (app/router.tsx).
  const router = createMemoryRouter([{ element: <RouterNavigation />, children: routes }], { initialEntries: [{ ...parsePath(path), state }] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

/** A stand-in page that shows where it is and the `from` path a guard passed along. */
export function Landing({ name }: { name: string }) {
  const location = useLocation()
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname
  return (
    <p>
      {name} page{from ? ` (from ${from})` : ''}
    </p>
  )
}
