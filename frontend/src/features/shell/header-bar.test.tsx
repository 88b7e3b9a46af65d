import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { notifyManager } from '@tanstack/react-query'

import { sessionQuery } from '@/lib/auth/session'
import { answerFetch, jsonResponse, sentRequests } from '@/test/fetch-stub'
import { FIRST_DATA } from '@/test/render'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import { AppLayout } from './app-layout'

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/admin', element: <Landing name="Admin" /> },
      { path: '/login', element: <Landing name="Login" /> },
    ],
  },
]

const QUESTION = 'Are you sure you want to Log Out?'

describe('Header bar', () => {
  it('shows Home, About Us and Login when signed out', () => {
    renderRoutes(routes, { path: '/login', session: sessionAs(null) })
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Katutubo Registry')).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(header).getByRole('button', { name: 'About Us' })).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(within(header).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument()
  })

  it('offers Administration to an IPMR only', () => {
    renderRoutes(routes, { path: '/admin', session: sessionAs('ipmr') })
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin/users',
    )
  })

  it.each(['chieftain', 'user'] as const)('shows no Administration entry to a %s', (role) => {
    renderRoutes(routes, { path: '/admin', session: sessionAs(role) })
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument()
  })

  it.each(['ipmr', 'chieftain', 'user'] as const)('offers My Account to a signed-in %s', (role) => {
    renderRoutes(routes, { path: '/admin', session: sessionAs(role) })
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account')
  })

  it('shows no My Account entry when signed out', () => {
    renderRoutes(routes, { path: '/login', session: sessionAs(null) })
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument()
  })

  it('shows neither Login nor Log Out while the session loads', () => {
    answerFetch(() => new Promise(() => {}))
    renderRoutes(routes, { path: '/login' })
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument()
  })
})

describe('Log Out', () => {
  it('asks first; No closes the dialog and keeps the person signed in', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, { path: '/admin', session: sessionAs('ipmr') })
    const logOut = screen.getByRole('button', { name: 'Log Out' })
    await user.click(logOut)

    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent(QUESTION)
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'No' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByText('Admin page')).toBeInTheDocument()
    expect(logOut).toHaveFocus()
    expect(sentRequests()).toEqual([])
  })

  it('Yes ends the session on the server, forgets cached data and goes to /login', async () => {
    answerFetch(() => new Response(null, { status: 204 }))
    const user = userEvent.setup()
    const { router, queryClient } = renderRoutes(routes, { path: '/admin', session: sessionAs('ipmr', true) })
    queryClient.setQueryData(['people'], ['cached record'])
    window.localStorage.setItem('left-over', '1')

    await user.click(screen.getByRole('button', { name: 'Log Out' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }))

    // The login route's page is loaded when first opened: on a busy machine that can take longer than 1 s.
    expect(await screen.findByText('Login page', {}, FIRST_DATA)).toBeInTheDocument()
    expect(router.state.location.state).toBeNull()
    expect(sentRequests()).toEqual(['POST /api/auth/logout'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument()
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ user: null, captcha: true, idle_minutes: 30, loopback_public_url: null })
    expect(queryClient.getQueryData(['people'])).toBeUndefined()
    expect(window.localStorage.getItem('left-over')).toBeNull()
  })

  it("says 'Failed to log out' when the server fails, and stays signed in", async () => {
    answerFetch(() => jsonResponse({ error: 'Internal Server Error' }, 500))
    const user = userEvent.setup()
    renderRoutes(routes, { path: '/admin', session: sessionAs('ipmr') })
    await user.click(screen.getByRole('button', { name: 'Log Out' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }))

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Failed to log out')
    expect(screen.getByText('Admin page')).toBeInTheDocument()
  })

  it("gives up after 10 s with no connection: 'Failed to log out' and the dialog usable again", async () => {
    try {
      // No answer ever comes; the request only ends when the app aborts it.
      answerFetch(
        (request) =>
          new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      )
      const user = userEvent.setup()
      renderRoutes(routes, { path: '/admin', session: sessionAs('ipmr') })
      await user.click(screen.getByRole('button', { name: 'Log Out' }))
      const dialog = screen.getByRole('dialog')
      const yes = within(dialog).getByRole('button', { name: 'Yes' })
      // The clock is the test's from here; the query library then notifies at once (its default waits a 0 ms timer).
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      notifyManager.setScheduler((notify) => notify())
      await act(async () => yes.click())
      expect(yes).toBeDisabled()

      await act(() => vi.advanceTimersByTimeAsync(9_999))
      expect(yes).toBeDisabled()
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()

      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to log out')
      expect(yes).toBeEnabled()
      vi.useRealTimers()
      await user.click(within(dialog).getByRole('button', { name: 'No' }))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByText('Admin page')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
      notifyManager.setScheduler((notify) => setTimeout(notify, 0))
    }
  })
})
