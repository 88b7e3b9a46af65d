import { http } from 'msw'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

import type { SessionData } from '@/lib/auth/session'

import { jsonResponse, orNetworkError, server } from './fetch-stub'
import { renderRoutes } from './render-routes'

/** Shows where the app navigated to (path and query), for asserting links. */
export function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

/**
 * One screen at `path`; any other path renders the location probe, so after a click on a link
 * `screen.getByTestId('location')` says where it went.
 */
export function renderScreen(ui: ReactNode, { path = '/home', session }: { path?: string; session?: SessionData } = {}) {
  return renderRoutes(
    [
      { path: path.split('?')[0], element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { path, session },
  )
}

export type PathAnswer = (url: URL, request: Request) => Response | unknown | Promise<Response | unknown>

/**
 * Answers requests by path ('/api/people', as the URL spells it): a Response, or a body sent as JSON; other
 * paths get 404. One MSW handler per path (any method), registered for this test.
 */
export function answerByPath(table: Record<string, PathAnswer>): void {
  const exactly = (path: string) => new RegExp(`^[a-z]+://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
  server.use(
    ...Object.entries(table).map(([path, answer]) =>
      http.all(exactly(path), ({ request }) =>
        orNetworkError(async () => {
          const result = await answer(new URL(request.url), request)
          return result instanceof Response ? result : jsonResponse(result)
        }),
      ),
    ),
    // After the paths (the first handler that matches answers).
    http.all('*', ({ request }) => jsonResponse({ error: `No test answer for ${new URL(request.url).pathname}` }, 404)),
  )
}

/** For the first wait on data in a test: a loaded machine can take longer than Testing Library's 1 s. */
export const FIRST_DATA = { timeout: 5000 }
