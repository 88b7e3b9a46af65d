import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { sessionQuery } from '@/lib/auth/session'
import { answerFetch, jsonResponse } from '@/test/fetch-stub'
import { pendingSessionAs } from '@/test/pending-session'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import LoginPage from './login-page'

vi.mock('@/lib/captcha/load-altcha', () => ({}))

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <Landing name="Root" /> },
  { path: '/admin', element: <Landing name="Admin" /> },
  { path: '/super-admin', element: <Landing name="Chieftain" /> },
  { path: '/total-male', element: <Landing name="Male list" /> },
  { path: '/pending', element: <Landing name="Pending" /> },
]

/** What the ALTCHA widget reports when its state changes. */
function widgetSays(state: string, payload?: string) {
  const widget = document.querySelector('altcha-widget')!
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }))
  })
}

async function logIn(email = 'rosa@example.com', password = 'Katutubo-1') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Login' }))
}

describe('Login', () => {
  it('has the spec fields and links, with autocomplete off', () => {
    renderRoutes(routes, { path: '/login', session: sessionAs(null) })
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'off')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'off')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
  })

  it('keeps the button disabled while the captcha is unsolved', () => {
    renderRoutes(routes, { path: '/login', session: sessionAs(null, true) })
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled()
  })

  it('goes back to where the guard stopped a user, and stores the session', async () => {
    answerFetch(() => jsonResponse(sessionAs('chieftain')))
    const { queryClient } = renderRoutes(routes, {
      path: '/login',
      state: { from: { pathname: '/total-male', search: '', hash: '' } },
      session: sessionAs(null),
    })
    await logIn()
    expect(await screen.findByText('Male list page')).toBeInTheDocument()
    expect(queryClient.getQueryData(sessionQuery.queryKey)?.user?.role).toBe('chieftain')
  })

  it("takes a Chieftain to their own home when the remembered origin is another role's area", async () => {
    answerFetch(() => jsonResponse(sessionAs('chieftain')))
    const { router } = renderRoutes(routes, {
      path: '/login',
      state: { from: { pathname: '/admin', search: '', hash: '' } },
      session: sessionAs(null),
    })
    await logIn()
    expect(await screen.findByText('Chieftain page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/super-admin')
  })

  it('takes an IPMR to /admin whatever the origin', async () => {
    answerFetch(() => jsonResponse(sessionAs('ipmr')))
    renderRoutes(routes, { path: '/login', state: { from: { pathname: '/total-male' } }, session: sessionAs(null) })
    await logIn()
    expect(await screen.findByText('Admin page')).toBeInTheDocument()
  })

  it('takes an account waiting for approval to /pending whatever the origin', async () => {
    answerFetch(() => jsonResponse(pendingSessionAs('ipmr')))
    const { router } = renderRoutes(routes, {
      path: '/login',
      state: { from: { pathname: '/total-male' } },
      session: sessionAs(null),
    })
    await logIn()
    expect(await screen.findByText('Pending page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/pending')
  })

  it("shows the server's message for a disabled account and stays on the login screen", async () => {
    const disabled = 'This account has been disabled. Contact the IPMR office.'
    answerFetch(() => jsonResponse({ error: disabled, detail: null }, 403))
    const { router } = renderRoutes(routes, { path: '/login', session: sessionAs(null) })
    await logIn()
    expect(await screen.findByRole('alert')).toHaveTextContent(disabled)
    expect(router.state.location.pathname).toBe('/login')
  })

  it("shows the server's message for a wrong password", async () => {
    answerFetch(() => jsonResponse({ error: 'Invalid email or password.', detail: null }, 401))
    renderRoutes(routes, { path: '/login', session: sessionAs(null) })
    await logIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.')
  })

  it('says the generic text when the network fails', async () => {
    answerFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    renderRoutes(routes, { path: '/login', session: sessionAs(null) })
    await logIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in. Please try again.')
  })

  it('sends the solved captcha once, then asks for a fresh one', async () => {
    let body: { altcha?: string } = {}
    answerFetch(async (request) => {
      body = await request.json()
      return jsonResponse({ error: 'Invalid email or password.', detail: null }, 401)
    })
    renderRoutes(routes, { path: '/login', session: sessionAs(null, true) })
    widgetSays('verifying')
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled()
    widgetSays('verified', 'solved-payload')
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()

    await logIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.')
    expect(body.altcha).toBe('solved-payload')
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled()
  })

  it('says so when the captcha widget fails', () => {
    renderRoutes(routes, { path: '/login', session: sessionAs(null, true) })
    widgetSays('error')
    expect(screen.getByRole('alert')).toHaveTextContent('Captcha error occurred. Please try again.')
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled()
  })
})
