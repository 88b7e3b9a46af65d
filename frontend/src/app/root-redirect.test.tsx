import { screen } from '@testing-library/react'

import type { Role } from '@/lib/auth/roles'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import { RootRedirect } from './root-redirect'

const routes = [
  { path: '/', element: <RootRedirect /> },
  { path: '/login', element: <Landing name="Login" /> },
  { path: '/admin', element: <Landing name="Admin" /> },
  { path: '/super-admin', element: <Landing name="Chieftain" /> },
  { path: '/home', element: <Landing name="Home" /> },
]

describe('/ redirects by role', () => {
  it.each<[Role | null, string]>([
    [null, 'Login page'],
    ['ipmr', 'Admin page'],
    ['chieftain', 'Chieftain page'],
    ['user', 'Home page'],
  ])('%s goes to %s', async (role, landing) => {
    const { router } = renderRoutes(routes, { path: '/', session: sessionAs(role) })
    expect(await screen.findByText(landing)).toBeInTheDocument()
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
