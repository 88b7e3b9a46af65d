import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import UnauthorizedPage from './unauthorized-page'

const routes = [
  { path: '/unauthorized', element: <UnauthorizedPage /> },
  { path: '/', element: <Landing name="Root" /> },
  { path: '/login', element: <Landing name="Login" /> },
]

describe('Unauthorized', () => {
  it('names the attempted path and offers Back to Home when signed in', async () => {
    renderRoutes(routes, { path: '/unauthorized', state: { from: { pathname: '/admin' } }, session: sessionAs('chieftain') })
    expect(screen.getByText('Access Denied')).toBeInTheDocument()
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument()
    expect(screen.getByText('/admin')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to Home' }))
    expect(await screen.findByText('Root page')).toBeInTheDocument()
  })

  it('without an origin says the area needs higher privileges, and offers Login when signed out', async () => {
    renderRoutes(routes, { path: '/unauthorized', session: sessionAs(null) })
    expect(screen.getByText('This area requires higher privileges.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Back to Home' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Login page')).toBeInTheDocument()
  })
})
