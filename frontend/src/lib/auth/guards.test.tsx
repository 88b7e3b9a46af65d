import { screen } from '@testing-library/react'

import { answerFetch, jsonResponse } from '@/test/fetch-stub'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import { RequireAuth, RequireRole } from './guards'

const routes = [
  { path: '/login', element: <Landing name="Login" /> },
  { path: '/unauthorized', element: <Landing name="Access Denied" /> },
  { path: '/home', element: <RequireAuth><Landing name="Home" /></RequireAuth> },
  { path: '/total-male', element: <RequireAuth><Landing name="Male list" /></RequireAuth> },
  { path: '/admin', element: <RequireRole role="ipmr"><Landing name="Admin" /></RequireRole> },
  { path: '/admin/*', element: <RequireRole role="ipmr"><Landing name="Admin sub" /></RequireRole> },
  { path: '/super-admin', element: <RequireRole role="chieftain"><Landing name="Chieftain" /></RequireRole> },
]

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, { path: '/total-male?category=male', session: sessionAs(null) })
    expect(await screen.findByText('Login page (from /total-male)')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.state.from.search).toBe('?category=male')
  })

  it('lets any signed-in role through', async () => {
    renderRoutes(routes, { path: '/home', session: sessionAs('user') })
    expect(await screen.findByText('Home page')).toBeInTheDocument()
  })

  it('shows a spinner, not the page, while the session loads', async () => {
    answerFetch(() => new Promise(() => {}))
    renderRoutes(routes, { path: '/home' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(screen.queryByText('Home page')).not.toBeInTheDocument()
  })
})

describe('RequireRole', () => {
  it('sends a signed-out visitor to /login with the origin', async () => {
    renderRoutes(routes, { path: '/super-admin', session: sessionAs(null) })
    expect(await screen.findByText('Login page (from /super-admin)')).toBeInTheDocument()
  })

  it('sends a Chieftain who opens /admin to Access Denied naming the path', async () => {
    const { router } = renderRoutes(routes, { path: '/admin', session: sessionAs('chieftain') })
    // The guard hands the page the attempted path (the auth feature's page shows it; tested there).
    expect(await screen.findByText('Access Denied page (from /admin)')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/unauthorized')
  })

  it('guards the sub-paths too, and a plain user is refused both areas', async () => {
    renderRoutes(routes, { path: '/admin/anything', session: sessionAs('user') })
    expect(await screen.findByText('Access Denied page (from /admin/anything)')).toBeInTheDocument()
  })

  it('lets the right role in', async () => {
    renderRoutes(routes, { path: '/super-admin', session: sessionAs('chieftain') })
    expect(await screen.findByText('Chieftain page')).toBeInTheDocument()
  })

  it('reads the role from GET /api/session when nothing is cached', async () => {
    answerFetch(() => jsonResponse(sessionAs('ipmr')))
    renderRoutes(routes, { path: '/admin' })
    expect(await screen.findByText('Admin page')).toBeInTheDocument()
  })
})
