import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerFetch, jsonResponse, sentRequests } from '@/test/fetch-stub'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import ForgotPasswordPage from './forgot-password-page'

const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }]
const SENT = 'Password reset instructions have been sent to your email address.'

describe('Forgot password', () => {
  it('requires the email before asking the server', async () => {
    renderRoutes(routes, { path: '/forgot-password', session: sessionAs(null) })
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required.')
    expect(sentRequests()).toEqual([])
  })

  it("shows the server's 404 text", async () => {
    answerFetch(() => jsonResponse({ error: 'No account found with this email address.', detail: null }, 404))
    renderRoutes(routes, { path: '/forgot-password', session: sessionAs(null) })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No account found with this email address.')
  })

  it('confirms the address with the four instructions, and Send to Different Email starts over', async () => {
    answerFetch(() => jsonResponse({ message: SENT, email: 'rosa@example.com' }))
    renderRoutes(routes, { path: '/forgot-password', session: sessionAs(null) })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'rosa@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))

    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(screen.getByText('rosa@example.com')).toBeInTheDocument()
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(steps).toHaveLength(4)
    expect(steps.join(' ')).toMatch(/inbox.*spam.*expires in 1 hour.*set a new password/s)

    await user.click(screen.getByRole('button', { name: 'Send to Different Email' }))
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveFocus()
    expect(screen.queryByText(SENT)).not.toBeInTheDocument()
  })
})
