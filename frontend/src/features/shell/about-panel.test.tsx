import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { http, HttpResponse } from 'msw'

import { server, SITE_CONFIG } from '@/test/fetch-stub'
import { Landing, renderRoutes, sessionAs } from '@/test/render-routes'

import { i18n } from '@/lib/i18n'

import { ABOUT_PAGES } from './about-content'
import { AppLayout } from './app-layout'

const routes = [{ element: <AppLayout />, children: [{ path: '/login', element: <Landing name="Login" /> }] }]

const PAGE_NAMES = ['Who We Are', 'Our Mission', 'What We Do', 'Why It Matters', 'Our Values', 'Our Team', 'Join Us']

async function openAbout() {
  const user = userEvent.setup()
  renderRoutes(routes, { path: '/login', session: sessionAs(null) })
  const button = screen.getByRole('button', { name: 'About Us' })
  await user.click(button)
  return { user, button, panel: screen.getByRole('dialog', { name: 'About Us' }) }
}

describe('About Us panel', () => {
  it('has the seven pages, each with its heading and its own text', async () => {
    const { user, panel } = await openAbout()
    expect(ABOUT_PAGES.map((page) => i18n.t(`shell:about.${page.key}.title`))).toEqual(PAGE_NAMES)
    const seen = new Set<string>()
    for (const name of PAGE_NAMES) {
      await user.click(within(panel).getByRole('button', { name }))
      expect(within(panel).getByRole('heading', { name, level: 3 })).toBeInTheDocument()
      expect(within(panel).getByRole('button', { name })).toHaveAttribute('aria-current', 'page')
      const text = within(panel).getByRole('region', { name }).textContent ?? ''
      expect(text.length).toBeGreaterThan(name.length + 80)
      seen.add(text)
    }
    expect(seen.size).toBe(7)
  }, 30_000) // seven pages clicked through: room for a busy machine

  it('opens on Who We Are and says whose registry it is', async () => {
    const { panel } = await openAbout()
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('Who We Are')
    expect(panel).toHaveTextContent(/Catanauan, Quezon/)
  })

  it("names the registry's municipality from the site configuration (another municipality)", async () => {
    const dolores = { code: '0405615000', name: 'Dolores', province: 'Quezon' }
    server.use(http.get(/\/api\/config$/, () => HttpResponse.json({ ...SITE_CONFIG, municipality: dolores })))
    const { panel } = await openAbout()
    expect(await within(panel).findByText(/^Katutubo Registry is the internal registry/)).toHaveTextContent(
      'Katutubo Registry is the internal registry of the indigenous peoples of the Municipality of Dolores, Quezon.',
    )
    expect(panel).not.toHaveTextContent(/Catanauan/)
  })

  it('reads as whole sentences in Filipino (no "kasama ng at para sa")', async () => {
    await i18n.changeLanguage('fil')
    try {
      renderRoutes(routes, { path: '/login', session: sessionAs(null) })
      await userEvent.setup().click(screen.getByRole('button', { name: 'Tungkol sa Amin' }))
      expect(screen.getByText(/^Katutubo Registry — talaang/)).toHaveTextContent(
        'Katutubo Registry — talaang iniingatan kasama ng mga katutubo ng Catanauan, Quezon, at para sa kanila.',
      )
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it('closes on Escape and gives focus back to the About Us button', async () => {
    const { user, button, panel } = await openAbout()
    expect(panel).toContainElement(document.activeElement as HTMLElement)
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('keeps Tab inside the panel', async () => {
    const { user, panel } = await openAbout()
    for (let i = 0; i < 12; i++) {
      await user.tab()
      expect(panel).toContainElement(document.activeElement as HTMLElement)
    }
  })
})
