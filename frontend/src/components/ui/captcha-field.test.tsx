/**
 * The ALTCHA widget's own texts (a third party's, outside our JSX) follow the interface's language: in Filipino no
 * English text of the widget shows, in its text or in the attributes people hear (aria-label, title).
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { shownTexts } from '@/test/english-leaks'

import { CaptchaField } from './captcha-field'

vi.mock('altcha/workers/pbkdf2?worker', () => ({ default: class {} }))

/** ALTCHA's English texts (node_modules/altcha, its 'en' strings). */
const ALTCHA_ENGLISH = ["I'm not a robot", 'Protected by', 'Altcha (official website)', 'Verifying', 'Verify', 'Verified']

function widgetTexts(): string[] {
  const widget = document.querySelector('altcha-widget')
  if (!widget) throw new Error('no widget')
  return shownTexts(widget)
}

/** The widget's code loads on the form's first use: the pointer comes to it. */
async function pointAtWidget() {
  await userEvent.setup().hover(document.querySelector('altcha-widget')!.parentElement!)
}

it('loads the widget only when its form is first used', async () => {
  render(
    <form>
      <input aria-label="Email" />
      <CaptchaField onChange={() => {}} onError={() => {}} />
    </form>,
  )
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(customElements.get('altcha-widget')).toBeUndefined()
  await userEvent.setup().click(screen.getByRole('textbox', { name: 'Email' }))
  await waitFor(() => expect(screen.getByText("I'm not a robot")).toBeInTheDocument(), { timeout: 10_000 })
})

it('shows the widget in Filipino: no English of ALTCHA in its text or attributes', async () => {
  await i18n.changeLanguage('fil')
  render(<CaptchaField onChange={() => {}} onError={() => {}} />)
  await pointAtWidget()
  await waitFor(() => expect(screen.getByText('Hindi ako robot')).toBeInTheDocument(), { timeout: 10_000 })
  expect(widgetTexts().join('\n')).toContain('Protektado ng')
  const english = ALTCHA_ENGLISH.filter((text) => widgetTexts().some((shown) => shown.includes(text)))
  expect(english).toEqual([])
})

it('shows it in English in English', async () => {
  render(<CaptchaField onChange={() => {}} onError={() => {}} />)
  await pointAtWidget()
  await waitFor(() => expect(screen.getByText("I'm not a robot")).toBeInTheDocument(), { timeout: 10_000 })
})
