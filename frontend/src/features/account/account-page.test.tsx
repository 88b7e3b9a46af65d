import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { jsonResponse, sentRequests } from '@/test/fetch-stub'
import { answerByPath } from '@/test/render'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import AccountPage from './account-page'

vi.setConfig({ testTimeout: 20_000 })

const routes = [
  { path: '/account', element: <AccountPage /> },
  { path: '/login', element: <Landing name="Login" /> },
]

function show() {
  const user = userEvent.setup({ delay: null })
  renderRoutes(routes, { path: '/account', session: sessionAs('chieftain') })
  return user
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  if (current) await user.type(field('Current Password'), current)
  if (next) await user.type(field('New Password'), next)
  if (confirm) await user.type(field('Confirm New Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Change Password' }))
}

describe('My Account: change password', () => {
  it('checks the spec rules beside each field before asking the server', async () => {
    answerByPath({})
    const user = show()
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument()
    expect(screen.getByText('Test chieftain · chieftain@example.com · Chieftain')).toBeInTheDocument()

    await fill(user, '', 'tribu1', 'tribu2')
    expect(field('Current Password')).toHaveAccessibleDescription('Current password is required.')
    expect(field('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match!')
    expect(field('Current Password')).toHaveFocus()

    await user.type(field('Current Password'), 'old-secret')
    await user.clear(field('Confirm New Password'))
    await user.clear(field('New Password'))
    await user.type(field('New Password'), 'abc')
    await user.type(field('Confirm New Password'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    await waitFor(() =>
      expect(field('New Password')).toHaveAccessibleDescription(
        'Password must be at least 6 characters. Password must be at least 6 characters long.',
      ),
    )
    expect(field('Current Password')).not.toHaveAttribute('aria-invalid')
    expect(sentRequests().filter((r) => r.startsWith('POST'))).toEqual([])
  })

  it("shows the server's message beside its field and keeps the typing", async () => {
    answerByPath({
      '/api/account/password': () =>
        jsonResponse(
          { error: 'Current password is incorrect.', detail: { fields: { current_password: 'Current password is incorrect.' } } },
          422,
        ),
    })
    const user = show()
    await fill(user, 'wrong-one', 'Tribu-2026', 'Tribu-2026')
    await waitFor(() => expect(field('Current Password')).toHaveAccessibleDescription('Current password is incorrect.'))
    expect(field('Current Password')).toHaveFocus()
    expect(field('Current Password')).toHaveValue('wrong-one')
    expect(field('New Password')).toHaveValue('Tribu-2026')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('sends the three fields, then says so and empties the form', async () => {
    const bodies: unknown[] = []
    answerByPath({
      '/api/account/password': async (_url, request) => {
        bodies.push(await request.json())
        return { message: 'Your password has been changed.' }
      },
    })
    const user = show()
    await fill(user, 'old-secret', 'Tribu-2026', 'Tribu-2026')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You have been logged out on every other device.',
    )
    expect(bodies).toEqual([{ current_password: 'old-secret', new_password: 'Tribu-2026', confirm_password: 'Tribu-2026' }])
    expect(field('Current Password')).toHaveValue('')
    expect(field('New Password')).toHaveValue('')
  })
})

describe('My Account: log out everywhere', () => {
  it('asks first, then ends every session and goes to /login', async () => {
    answerByPath({
      '/api/account/logout-everywhere': () => jsonResponse(null, 204),
      '/api/session': () => sessionAs(null),
    })
    const user = show()
    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }))
    const dialog = screen.getByRole('dialog', { name: 'Log out everywhere' })
    expect(dialog).toHaveTextContent('Are you sure you want to log out everywhere?')
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(sentRequests()).toContain('POST /api/account/logout-everywhere')
  })
})

describe('My Account: the role in words', () => {
  it("names an encoder's role in the chosen language (Tagapagtala in Filipino)", async () => {
    answerByPath({})
    const session = sessionAs('encoder')
    renderRoutes(routes, { path: '/account', session })
    expect(screen.getByText('Test encoder · encoder@example.com · Encoder')).toBeInTheDocument()
    await act(() => i18n.changeLanguage('fil'))
    expect(screen.getByText('Test encoder · encoder@example.com · Tagapagtala')).toBeInTheDocument()
  })
})
