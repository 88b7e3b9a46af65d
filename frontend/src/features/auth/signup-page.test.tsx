import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerFetch, jsonResponse, sentRequests } from '@/test/fetch-stub'
import { pendingSessionAs } from '@/test/pending-session'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import SignupPage from './signup-page'

vi.mock('@/lib/captcha/load-altcha', () => ({}))

const routes = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/admin', element: <Landing name="Admin" /> },
  { path: '/super-admin', element: <Landing name="Chieftain" /> },
  { path: '/pending', element: <Landing name="Pending" /> },
]

function renderSignup(captcha = false) {
  return renderRoutes(routes, { path: '/signup', session: sessionAs(null, captcha) })
}

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup()
  if (values.name) await user.type(screen.getByLabelText('Full Name'), values.name)
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email)
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password)
  if (values.confirm) await user.type(screen.getByLabelText('Confirm Password'), values.confirm)
  return user
}

async function submitAndReadAlert(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign Up' }))
  return (await screen.findByRole('alert')).textContent
}

describe('Signup validation, in the spec order', () => {
  it('checks that the passwords match first (even when all else is wrong)', async () => {
    renderSignup(true)
    const user = await fill({ password: 'abc', confirm: 'abd' })
    expect(await submitAndReadAlert(user)).toBe('Passwords do not match!')
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true')
  })

  it('then the length of the password', async () => {
    renderSignup(true)
    const user = await fill({ password: 'abc12', confirm: 'abc12' })
    expect(await submitAndReadAlert(user)).toBe('Password must be at least 6 characters long.')
  })

  it('then the display name (blank or spaces)', async () => {
    renderSignup(true)
    const user = await fill({ name: '   ', password: 'abc123', confirm: 'abc123' })
    expect(await submitAndReadAlert(user)).toBe('Display name is required.')
  })

  it('then the captcha', async () => {
    renderSignup(true)
    const user = await fill({ name: 'Rosa Lim', email: 'rosa@example.com', password: 'abc123', confirm: 'abc123' })
    expect(await submitAndReadAlert(user)).toBe('Please complete the captcha verification.')
  })

  it('sends nothing to the server while a rule is broken', async () => {
    renderSignup(true)
    const user = await fill({ password: 'abc', confirm: 'abd' })
    await submitAndReadAlert(user)
    expect(sentRequests()).toEqual([])
  })

  it('shows the length hint and offers Chieftain (default) and IPMR', () => {
    renderSignup()
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument()
    const role = screen.getByLabelText('User Role')
    expect(role).toHaveValue('chieftain')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Chieftain', 'IPMR'])
  })
})

describe('Signup with the server', () => {
  it('sends the form and takes an IPMR to /admin', async () => {
    let body: unknown
    answerFetch(async (request) => {
      body = await request.json()
      return jsonResponse({ ...sessionAs('ipmr'), captcha: false }, 201)
    })
    renderSignup()
    const user = await fill({ name: 'Rosa Lim', email: 'rosa@example.com', password: 'Katutubo-1', confirm: 'Katutubo-1' })
    await user.selectOptions(screen.getByLabelText('User Role'), 'ipmr')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Admin page')).toBeInTheDocument()
    expect(body).toEqual({
      display_name: 'Rosa Lim',
      email: 'rosa@example.com',
      password: 'Katutubo-1',
      confirm_password: 'Katutubo-1',
      role: 'ipmr',
      altcha: null,
      language: 'en',
    })
  })

  it('takes a new account that waits for approval to /pending', async () => {
    answerFetch(() => jsonResponse(pendingSessionAs('chieftain'), 201))
    renderSignup()
    const user = await fill({ name: 'Rosa Lim', email: 'rosa@example.com', password: 'Katutubo-1', confirm: 'Katutubo-1' })
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Pending page')).toBeInTheDocument()
  })

  it("shows the server's message and keeps the input", async () => {
    answerFetch(() =>
      jsonResponse({ error: 'Email is already in use.', detail: { fields: { email: 'Email is already in use.' } } }, 409),
    )
    renderSignup()
    const user = await fill({ name: 'Rosa Lim', email: 'rosa@example.com', password: 'Katutubo-1', confirm: 'Katutubo-1' })
    expect(await submitAndReadAlert(user)).toBe('Email is already in use.')
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@example.com')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('falls back to the generic text when the server fails', async () => {
    answerFetch(() => jsonResponse({ error: 'Internal Server Error' }, 500))
    renderSignup()
    const user = await fill({ name: 'Rosa Lim', email: 'rosa@example.com', password: 'Katutubo-1', confirm: 'Katutubo-1' })
    expect(await submitAndReadAlert(user)).toBe('Failed to create an account. Please try again.')
  })

  it("reads 'Creating Account...' and is disabled while the request runs", async () => {
    let finish: (response: Response) => void = () => {}
    answerFetch(() => new Promise<Response>((resolve) => (finish = resolve)))
    renderSignup()
    const user = await fill({ name: 'Rosa Lim', email: 'rosa@example.com', password: 'Katutubo-1', confirm: 'Katutubo-1' })
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled()
    finish(jsonResponse({ ...sessionAs('chieftain') }, 201))
    expect(await screen.findByText('Chieftain page')).toBeInTheDocument()
    await waitFor(() => expect(sentRequests()).toEqual(['POST /api/auth/signup']))
  })
})
