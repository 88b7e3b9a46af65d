import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { sessionQuery } from '@/lib/auth/session'
import { answerFetch, jsonResponse } from '@/test/fetch-stub'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import { preloadPages, routes } from './router'

vi.mock('@/lib/captcha/load-altcha', () => ({}))

// The pages' chunks first: on a busy machine loading one can take longer than a wait in a test.
beforeAll(() => preloadPages())
vi.setConfig({ testTimeout: 20_000 })

const ENDED = { error: 'Please log in to continue.', detail: null }

describe('a session the server ended while the tab was open', () => {
  it('sends the tab to /login with the page as the origin, forgetting the session and its data', async () => {
    answerFetch(() => jsonResponse(ENDED, 401))
    const { router, queryClient } = renderRoutes(routes, {
      path: '/total-male?q=ana',
      session: sessionAs('chieftain'),
    })
    queryClient.setQueryData(['people', 'detail', 7], { id: 7, first_name: 'Ana' }) // a record seen earlier
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.state.from).toMatchObject({ pathname: '/total-male', search: '?q=ana' })
    expect(queryClient.getQueryData(sessionQuery.queryKey)?.user).toBeNull()
    expect(queryClient.getQueryData(['people', 'detail', 7])).toBeUndefined()
    const holdingData = queryClient.getQueryCache().getAll().filter((query) => query.state.data !== undefined)
    expect(holdingData.map((query) => query.queryKey[0])).toEqual(['session'])
    expect(screen.getByRole('banner')).not.toHaveTextContent('Log Out')
  })

  it('takes the person back to that page after they log in again', async () => {
    let ended = true
    answerFetch((request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/auth/login') {
        ended = false
        return jsonResponse(sessionAs('chieftain'))
      }
      if (ended) return jsonResponse(ENDED, 401)
      return jsonResponse({ error: 'Not found.', detail: null }, 404)
    })
    const { router } = renderRoutes(routes, { path: '/total-female', session: sessionAs('chieftain') })
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'chieftain@example.com')
    await user.type(screen.getByLabelText('Password'), 'Katutubo-1')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/total-female'))
  })

  it('keeps the session on a refusal that is not a 401 (403: this account may not do that)', async () => {
    answerFetch(() => jsonResponse({ error: "You don't have permission to access this page.", detail: null }, 403))
    const { router, queryClient } = renderRoutes(routes, { path: '/total-male', session: sessionAs('chieftain') })
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/total-male')
    expect(queryClient.getQueryData(sessionQuery.queryKey)?.user?.role).toBe('chieftain')
  })
})
