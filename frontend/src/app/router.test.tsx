import { screen, within } from '@testing-library/react'

import { answerFetch } from '@/test/fetch-stub'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import { routes } from './router'

vi.mock('@/lib/captcha/load-altcha', () => ({}))

describe('the route table', () => {
  it('sends an unknown path to / and, signed out, on to the login screen', async () => {
    const { router } = renderRoutes(routes, { path: '/no-such-page', session: sessionAs(null) })
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('asks a signed-out visitor of a master list to log in, remembering the list', async () => {
    const { router } = renderRoutes(routes, { path: '/total-population', session: sessionAs(null) })
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.state.from.pathname).toBe('/total-population')
  })

  it.each([
    ['chieftain', '/admin'],
    ['chieftain', '/admin/settings'],
    ['chieftain', '/admin/users'],
    ['user', '/admin/trash'],
    ['chieftain', '/admin/privacy'],
    ['ipmr', '/super-admin'],
    ['user', '/super-admin/anything'],
    ['user', '/certificates'],
    ['encoder', '/certificates/print'],
  ] as const)('refuses a %s at %s with Access Denied and the path', async (role, path) => {
    renderRoutes(routes, { path, session: sessionAs(role) })
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByText(path)).toBeInTheDocument()
  })

  it.each([
    ['/admin/users', 'Users'],
    ['/admin/audit', 'Audit trail'],
    ['/admin/trash', 'Trash'],
    ['/admin/privacy', 'Record of processing'],
  ])('opens %s inside the Administration area with its tab current', async (path, tab) => {
    answerFetch(() => new Promise(() => {})) // the section's own data: still on its way (its tests have it)
    renderRoutes(routes, { path, session: sessionAs('ipmr') })
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeInTheDocument()
    const tabs = screen.getByRole('navigation', { name: 'Administration' })
    expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page')
  })

  it("shows 'Admin Dashboard (to be implemented)' on /admin/* to an IPMR", async () => {
    renderRoutes(routes, { path: '/admin/anything', session: sessionAs('ipmr') })
    expect(await screen.findByText('Admin Dashboard (to be implemented)')).toBeInTheDocument()
  })
})
