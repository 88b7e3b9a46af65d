import { act, fireEvent, screen, within } from '@testing-library/react'

import { noteActivity } from '@/lib/api/activity'
import { answerFetch, jsonResponse, sentRequests } from '@/test/fetch-stub'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import { AppLayout } from './app-layout'

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/home', element: <Landing name="Home" /> },
      { path: '/login', element: <Landing name="Login" /> },
    ],
  },
]

const MINUTE = 60_000

/** Let the clock run `ms` and the promises it sets free settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

function answerSessionAndLogout() {
  answerFetch((request) => {
    const path = new URL(request.url).pathname
    if (path === '/api/session') return jsonResponse(sessionAs('ipmr'))
    if (path === '/api/auth/logout') return jsonResponse(null, 204)
    return jsonResponse({ error: 'unexpected' }, 404)
  })
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') })
  answerSessionAndLogout()
  noteActivity() // the session check that signed the person in: the last request is now
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Inactivity (idle_minutes 30)', () => {
  it('warns one minute before the server would end the session', async () => {
    renderRoutes(routes, { path: '/home', session: sessionAs('ipmr') })
    await wait(29 * MINUTE - 1000)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await wait(1000)
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' })
    expect(dialog).toHaveTextContent('You will be logged out in 60 seconds for inactivity.')
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus()
  })

  it('Stay signed in asks the server (activity), closes the warning and starts the count again', async () => {
    renderRoutes(routes, { path: '/home', session: sessionAs('ipmr') })
    await wait(29 * MINUTE + 30_000)
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }))
    await wait(0)
    expect(sentRequests()).toEqual(['GET /api/session'])
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    // 30 minutes after the first request: still signed in, no warning until 29 minutes after the last one.
    await wait(28 * MINUTE)
    expect(screen.getByText('Home page')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await wait(MINUTE)
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You will be logged out in 60 seconds for inactivity.')
  })

  it('any request of the app counts as activity', async () => {
    const { queryClient } = renderRoutes(routes, { path: '/home', session: sessionAs('ipmr') })
    await wait(20 * MINUTE)
    await act(() => queryClient.refetchQueries({ queryKey: ['session'] }))
    await wait(20 * MINUTE)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('when the time is up: logs out and goes to /login keeping the page as the origin', async () => {
    const { queryClient } = renderRoutes(routes, { path: '/home', session: sessionAs('ipmr') })
    await wait(29 * MINUTE)
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    await wait(MINUTE)
    expect(screen.getByText('Login page (from /home)')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(sentRequests()).toContain('POST /api/auth/logout')
    expect(queryClient.getQueryData(['session'])).toMatchObject({ user: null })
    await wait(100) // the header hears of the signed-out session on the query library's next tick
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument()
  })

  it('watches nothing while signed out', async () => {
    renderRoutes(routes, { path: '/login', session: sessionAs(null) })
    await wait(31 * MINUTE)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(sentRequests()).toEqual([])
  })
})
