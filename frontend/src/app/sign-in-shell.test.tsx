import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { sessionQuery, type SessionData } from '@/lib/auth/session'
import { answerFetch, jsonResponse } from '@/test/fetch-stub'
import { sessionAs } from '@/test/render-routes'

import { SignInEntry } from './sign-in-shell'

vi.mock('@/lib/captcha/load-altcha', () => ({}))

/** Stands in for the app (router and every page): says where the browser is and what the history entry holds. */
function TheApp() {
  const from = (window.history.state as { usr?: { from?: { pathname?: string } } } | null)?.usr?.from?.pathname
  return <p>{`App at ${window.location.pathname}${from ? ` from ${from}` : ''}`}</p>
}

/** The shell at `path` (with `state` in its history entry); `loadApp` counts how often the app was asked for. */
function openShell(path: string, session: SessionData, state: unknown = null) {
  window.history.replaceState(state === null ? null : { usr: state, key: 'test', idx: 0 }, '', path)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(sessionQuery.queryKey, session)
  const loadApp = vi.fn(() => Promise.resolve(TheApp))
  render(
    <QueryClientProvider client={queryClient}>
      <SignInEntry loadApp={loadApp} />
    </QueryClientProvider>,
  )
  return { loadApp, queryClient }
}

async function logIn() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), 'rosa@example.com')
  await user.type(screen.getByLabelText('Password'), 'Katutubo-1')
  await user.click(screen.getByRole('button', { name: 'Login' }))
}

describe('the sign-in shell', () => {
  it('shows the login page in the header frame without loading the app', async () => {
    const { loadApp } = openShell('/login', sessionAs(null))
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Katutubo Registry' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup')
    expect(loadApp).not.toHaveBeenCalled()
  })

  it('loads the app for a link out of the shell, in a new history entry', async () => {
    const { loadApp } = openShell('/login', sessionAs(null))
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign up' }))
    expect(await screen.findByText('App at /signup')).toBeInTheDocument()
    expect(loadApp).toHaveBeenCalledTimes(1)
    expect(window.history.state).toMatchObject({ idx: 1 })
  })

  it('takes a signed-in person where the guard stopped them, through the app', async () => {
    answerFetch(() => jsonResponse(sessionAs('chieftain')))
    openShell('/login', sessionAs(null), { from: { pathname: '/total-male', search: '', hash: '' } })
    await logIn()
    expect(await screen.findByText('App at /total-male')).toBeInTheDocument()
  })

  it('takes an IPMR to the administration after sign-in', async () => {
    // The header of an IPMR asks for the count of waiting proposals.
    answerFetch((request) => jsonResponse(request.url.endsWith('/api/auth/login') ? sessionAs('ipmr') : { waiting: 0 }))
    openShell('/login', sessionAs(null))
    await logIn()
    expect(await screen.findByText('App at /admin')).toBeInTheDocument()
  })

  it('keeps what was typed and stays in the shell when the server refuses', async () => {
    answerFetch(() => jsonResponse({ error: 'Invalid email or password.', detail: null }, 401))
    const { loadApp } = openShell('/login', sessionAs(null))
    await logIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.')
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@example.com')
    expect(loadApp).not.toHaveBeenCalled()
  })

  it('sends a signed-out person from / to the login page', async () => {
    openShell('/', sessionAs(null))
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/login')
  })

  it('hands a signed-in person over to the app', async () => {
    const { loadApp } = openShell('/login', sessionAs('user'))
    expect(await screen.findByText('App at /login')).toBeInTheDocument()
    expect(loadApp).toHaveBeenCalledTimes(1)
  })
})
