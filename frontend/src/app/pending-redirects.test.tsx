import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerFetch, jsonResponse } from '@/test/fetch-stub'
import { pendingSessionAs } from '@/test/pending-session'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import { PENDING_POLL_MS } from '@/features/auth/pending-page'

import { preloadPages, routes } from './router'

vi.mock('@/lib/captcha/load-altcha', () => ({}))

// The pages' chunks first: on a busy machine loading one can take longer than a wait in a test.
beforeAll(() => preloadPages())

describe('an account waiting for approval', () => {
  it('sees on /pending what it waits for, the role it asked for, and Log Out', async () => {
    answerFetch(() => jsonResponse(pendingSessionAs('chieftain')))
    renderRoutes(routes, { path: '/pending', session: pendingSessionAs('chieftain') })
    const main = await screen.findByRole('main')
    expect(within(main).getByRole('heading', { name: 'Your account is waiting for approval.' })).toBeInTheDocument()
    expect(
      within(main).getByText('An IPMR of the registry must approve your account before you can see the records.'),
    ).toBeInTheDocument()
    expect(within(main).getByText('Chieftain')).toBeInTheDocument()
    expect(within(main).getByRole('button', { name: 'Log Out' })).toBeInTheDocument()
    expect(
      within(main).getByText(
        'This page checks every 30 seconds and takes you in by itself once your account is approved. No need to reload.',
      ),
    ).toBeInTheDocument()
  })

  it.each(['/', '/home', '/total-population', '/total-male/male', '/admin', '/admin/users', '/super-admin', '/admin/anything'])(
    'is sent from %s to /pending',
    async (path) => {
      answerFetch(() => jsonResponse(pendingSessionAs('ipmr')))
      const { router } = renderRoutes(routes, { path, session: pendingSessionAs('ipmr') })
      expect(await screen.findByRole('heading', { name: 'Your account is waiting for approval.' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/pending')
      expect(within(screen.getByRole('main')).getByText('IPMR')).toBeInTheDocument()
    },
  )

  it('is not offered Administration in the header, even when it asked to be an IPMR', async () => {
    answerFetch(() => jsonResponse(pendingSessionAs('ipmr')))
    renderRoutes(routes, { path: '/pending', session: pendingSessionAs('ipmr') })
    const bar = await screen.findByRole('banner')
    expect(within(bar).getByRole('button', { name: 'Log Out' })).toBeInTheDocument()
    expect(within(bar).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument()
  })

  it("logs out from /pending through the confirm dialog, to /login", async () => {
    answerFetch((request) =>
      new URL(request.url).pathname === '/api/auth/logout'
        ? new Response(null, { status: 204 })
        : jsonResponse(pendingSessionAs('chieftain')),
    )
    const { router } = renderRoutes(routes, { path: '/pending', session: pendingSessionAs('chieftain') })
    const user = userEvent.setup()
    await user.click(within(await screen.findByRole('main')).getByRole('button', { name: 'Log Out' }))
    const dialog = screen.getByRole('dialog', { name: 'Log Out' })
    expect(dialog).toHaveTextContent('Are you sure you want to Log Out?')
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('moves on to its home when coming back to the tab after an IPMR approved it', async () => {
    answerFetch(() => jsonResponse(sessionAs('chieftain')))
    const { router } = renderRoutes(routes, { path: '/pending', session: pendingSessionAs('chieftain') })
    await screen.findByRole('heading', { name: 'Your account is waiting for approval.' })
    window.dispatchEvent(new Event('visibilitychange'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin'))
  })
})

describe('an account approved while its /pending page stays open', () => {
  afterEach(() => vi.useRealTimers())

  it('is taken on to its home by the page asking again every 30 seconds, with nothing done by hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    answerFetch(() => jsonResponse(sessionAs('chieftain')))
    const { router } = renderRoutes(routes, { path: '/pending', session: pendingSessionAs('chieftain') })
    await screen.findByRole('heading', { name: 'Your account is waiting for approval.' })
    expect(router.state.location.pathname).toBe('/pending')
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS)
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin'))
  })
})

describe('/pending for anyone else', () => {
  it.each([
    ['chieftain', '/super-admin'],
    ['ipmr', '/admin'],
    ['user', '/home'],
  ] as const)('sends an active %s on to %s', async (role, home) => {
    answerFetch(() => jsonResponse({ error: 'Not found.' }, 404))
    const { router } = renderRoutes(routes, { path: '/pending', session: sessionAs(role) })
    await waitFor(() => expect(router.state.location.pathname).toBe(home))
  })

  it('asks a signed-out visitor to log in', async () => {
    renderRoutes(routes, { path: '/pending', session: sessionAs(null) })
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
  })
})
