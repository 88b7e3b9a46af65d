/**
 * The phone and tablet menu: an entry that opens a dialog (About Us, Log Out) closes the menu, and closing the
 * dialog leaves the menu closed, with focus on the Menu button.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import { AppLayout } from './app-layout'

const routes = [{ element: <AppLayout />, children: [{ path: '/admin', element: <Landing name="Admin" /> }] }]

/** A phone's screen: every media query matches (the header folds its entries into the menu). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

afterEach(() => vi.unstubAllGlobals())

async function openMenu() {
  const user = userEvent.setup()
  renderRoutes(routes, { path: '/admin', session: sessionAs('ipmr') })
  const menuButton = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' })
  await user.click(menuButton)
  const menu = screen.getByRole('dialog', { name: 'Menu' })
  return { user, menuButton, menu }
}

function expectMenuClosed(menuButton: HTMLElement) {
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  expect(menuButton).toHaveAttribute('aria-expanded', 'false')
}

describe('the phone menu', () => {
  beforeEach(onAPhone)

  it('closes when About Us opens; closing About Us returns focus to the Menu button', async () => {
    const { user, menuButton, menu } = await openMenu()
    await user.click(within(menu).getByRole('button', { name: 'About Us' }))

    expect(screen.getByRole('dialog', { name: 'About Us' })).toBeInTheDocument()
    expectMenuClosed(menuButton)
    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expectMenuClosed(menuButton)
    expect(menuButton).toHaveFocus()
  })

  it('closes when Log Out asks; No returns focus to the Menu button', async () => {
    const { user, menuButton, menu } = await openMenu()
    await user.click(within(menu).getByRole('button', { name: 'Log Out' }))

    const question = screen.getByRole('dialog', { name: 'Log Out' })
    expect(question).toHaveTextContent('Are you sure you want to Log Out?')
    expect(within(question).getByRole('button', { name: 'No' })).toHaveFocus()
    expectMenuClosed(menuButton)
    await user.click(within(question).getByRole('button', { name: 'No' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expectMenuClosed(menuButton)
    expect(menuButton).toHaveFocus()
    expect(screen.getByText('Admin page')).toBeInTheDocument()
  })
})
