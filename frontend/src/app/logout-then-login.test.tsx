import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { Role } from '@/lib/auth/roles'
import { answerFetch, jsonResponse } from '@/test/fetch-stub'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import { routes } from './router'

vi.mock('@/lib/captcha/load-altcha', () => ({}))
vi.setConfig({ testTimeout: 20_000 })

/** The server: logout ends the session; login signs in as `next`; every other call finds nothing. */
function serverWhereNextLoginIs(next: Role) {
  answerFetch((request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/auth/logout') return new Response(null, { status: 204 })
    if (path === '/api/auth/login') return jsonResponse(sessionAs(next))
    if (path === '/api/session') return jsonResponse(sessionAs(null))
    return jsonResponse({ error: 'Not found.' }, 404)
  })
}

async function logOutThenLogIn(path: string, next: Role) {
  serverWhereNextLoginIs(next)
  const view = renderRoutes(routes, { path, session: sessionAs('ipmr') })
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Log Out' }))
  await user.click(within(screen.getByRole('dialog', { name: 'Log Out' })).getByRole('button', { name: 'Yes' }))
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
  await user.type(screen.getByLabelText('Email'), `${next}@example.com`)
  await user.type(screen.getByLabelText('Password'), 'Katutubo-1')
  await user.click(screen.getByRole('button', { name: 'Login' }))
  return view
}

describe('the next person after a log-out', () => {
  it('lands a Chieftain on their own list, not Access Denied, after an IPMR logged out from /admin', async () => {
    const { router } = await logOutThenLogIn('/admin', 'chieftain')
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin'))
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument()
  })

  it('does not carry the previous account\'s page over to the next one', async () => {
    const { router } = await logOutThenLogIn('/total-female', 'user')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
  })
})
