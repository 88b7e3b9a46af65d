import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerFetch, jsonResponse, sentRequests } from '@/test/fetch-stub'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import ResetPasswordPage from './reset-password-page'

const routes = [{ path: '/reset-password', element: <ResetPasswordPage /> }]

async function setPassword(password: string, confirm: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('New Password'), password)
  await user.type(screen.getByLabelText('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Set New Password' }))
}

describe('Reset password', () => {
  it('checks match, then length, before sending', async () => {
    renderRoutes(routes, { path: '/reset-password?token=abc', session: sessionAs(null) })
    await setPassword('abc', 'abd')
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match!')
    await userEvent.clear(screen.getByLabelText('Confirm New Password'))
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'abc')
    await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long.')
    expect(sentRequests()).toEqual([])
  })

  it("sends the link's token and shows the server's message with a Login link", async () => {
    let body: unknown
    answerFetch(async (request) => {
      if (request.method === 'GET') return jsonResponse(sessionAs(null))
      body = await request.json()
      return jsonResponse({ message: 'Your password has been changed. You can now log in.' })
    })
    renderRoutes(routes, { path: '/reset-password?token=abc', session: sessionAs(null) })
    await setPassword('Katutubo-9', 'Katutubo-9')
    expect(await screen.findByText('Your password has been changed. You can now log in.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(body).toEqual({ token: 'abc', password: 'Katutubo-9', confirm_password: 'Katutubo-9' })
  })

  it('says when the link is invalid', async () => {
    answerFetch(() => jsonResponse({ error: 'This password reset link is invalid or has expired.', detail: null }, 400))
    renderRoutes(routes, { path: '/reset-password?token=used', session: sessionAs(null) })
    await setPassword('Katutubo-9', 'Katutubo-9')
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.')
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
  })
})
