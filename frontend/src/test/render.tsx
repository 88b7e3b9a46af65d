import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

import type { SessionData } from '@/lib/auth/session'

import { answerFetch, jsonResponse } from './fetch-stub'
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

/** Answers requests by path ('/api/people'): a Response, or a body sent as JSON; other paths get 404. */
export function answerByPath(table: Record<string, PathAnswer>): void {
  answerFetch(async (request) => {
    const url = new URL(request.url)
    const answer = table[url.pathname]
    if (!answer) return jsonResponse({ error: `No test answer for ${url.pathname}` }, 404)
    const result = await answer(url, request)
    return result instanceof Response ? result : jsonResponse(result)
  })
}

/** For the first wait on data in a test: a loaded machine can take longer than Testing Library's 1 s. */
export const FIRST_DATA = { timeout: 5000 }
