import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'

import { Link, NavigationProvider, NavLink, type Navigation } from './navigation'

function withNavigation(pathname: string, ui: ReactNode) {
  const navigate = vi.fn()
  const value: Navigation = { location: { pathname, search: '', hash: '', state: null }, navigate }
  render(<NavigationProvider value={value}>{ui}</NavigationProvider>)
  return navigate
}

describe('lib/navigation', () => {
  it('follows a link in the app, keeping its state', async () => {
    const navigate = withNavigation('/login', <Link to="/signup" state={{ from: 'x' }}>Sign up</Link>)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign up' }))
    expect(navigate).toHaveBeenCalledWith('/signup', { replace: false, state: { from: 'x' } })
  })

  it('replaces the entry for a link to the screen already open', async () => {
    const navigate = withNavigation('/login', <Link to="/login">Login</Link>)
    await userEvent.setup().click(screen.getByRole('link', { name: 'Login' }))
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: undefined })
  })

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    const navigate = withNavigation('/login', <Link to="/signup">Sign up</Link>)
    const user = userEvent.setup()
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: 'Sign up' }))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('marks the open screen as the current page, below it too unless `end`', () => {
    withNavigation(
      '/admin/users/7',
      <>
        <NavLink to="/" end className="item">Home</NavLink>
        <NavLink to="/admin/users" className="item">Administration</NavLink>
        <NavLink to="/admin/user" className="item">Other</NavLink>
      </>,
    )
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Administration' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Administration' })).toHaveClass('item', 'active')
    expect(screen.getByRole('link', { name: 'Other' })).not.toHaveAttribute('aria-current')
  })
})
