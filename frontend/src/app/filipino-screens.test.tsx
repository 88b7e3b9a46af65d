/**
 * Every screen in Filipino: no English text of the catalogues may show (a text left untranslated, or written
 * outside the catalogue). Texts the same in both languages (names, 'Email', 'Barangay') are not English-only.
 */
import { screen, waitFor } from '@testing-library/react'

import { i18n } from '@/lib/i18n'
import { catalogues } from '@/test/catalogues'
import { answerFetch } from '@/test/fetch-stub'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import { routes } from './router'

vi.mock('@/lib/captcha/load-altcha', () => ({}))

// Each screen loads its lazy chunk in the test: generous limits for a busy machine (nothing here is timed).
vi.setConfig({ testTimeout: 60_000 })

/** Words spelled alike in both languages (loanwords the office uses as they are). */
// Words Filipino uses as they are (loanwords), and names.
const SAME_WORD = new Set(['Dashboard', 'Trash', 'Audit trail', 'Format', 'Filter', 'carousel', 'account'])

type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : flatten(value)))

/** The English values that differ in Filipino, without their {{placeholders}}: the parts a reader would see. */
function englishOnly(): string[] {
  const { en, fil } = catalogues()
  const filipino = new Set(Object.values(fil).flatMap((tree) => flatten(tree as Tree)))
  return Object.entries(en)
    .filter(([ns]) => ns !== 'errors')
    .flatMap(([, tree]) => flatten(tree as Tree))
    .filter((text) => !filipino.has(text) && !SAME_WORD.has(text))
    .flatMap((text) => text.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && /[a-z]{3}/i.test(part) && !SAME_WORD.has(part))
}

function visibleText(): string {
  const attributes = Array.from(document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')).flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  )
  return [document.body.textContent ?? '', ...attributes].join('\n')
}

type Screen = readonly [string, Parameters<typeof sessionAs>[0]]

/** Every screen of the router (app/router.tsx), with a role that may open it. */
const SCREENS: Screen[] = [
  ['/login', null],
  ['/signup', null],
  ['/forgot-password', null],
  ['/reset-password?token=x', null],
  ['/unauthorized', 'user'],
  ['/account', 'chieftain'],
  ['/account', 'ipmr'],
  ['/reports', 'ipmr'],
  ['/verify/CTM-2026-000001', null],
  // /certifications/:id shows no text of its own until its certificate arrives (features/certifications' tests)
  ['/home', 'ipmr'],
  ['/home', 'chieftain'],
  ['/total-population', 'ipmr'],
  ['/super-admin', 'chieftain'],
  ['/admin/users', 'ipmr'],
  ['/admin/audit', 'ipmr'],
  ['/admin/trash', 'ipmr'],
  ['/admin/import', 'ipmr'],
  ['/admin/backups', 'ipmr'],
  ['/admin/privacy', 'ipmr'],
  ['/admin/duplicates', 'ipmr'],
  ['/admin/incidents', 'ipmr'],
  ['/admin/incidents/new', 'ipmr'],
  ['/admin/incidents/summary', 'ipmr'],
  ['/admin/requests', 'ipmr'],
  ['/admin/privacy-notice', 'ipmr'],
  ['/certificates', 'chieftain'],
  ['/certificates/print?purpose=pnp', 'ipmr'],
  ['/people/7/genealogy-form', 'chieftain'],
  ['/people/7/index-form', 'ipmr'],
  ['/verify/scan', null],
  ['/verify/key', null],
]

const inFilipino = (role: Parameters<typeof sessionAs>[0]) => {
  const session = sessionAs(role)
  return session.user ? { ...session, user: { ...session.user, language: 'fil' as const } } : session
}

describe('every screen in Filipino', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fil')
    answerFetch(() => new Promise(() => {})) // the screens' data stays on its way: their own texts show
  })

  it.each(SCREENS)('%s (%s) shows no English text', async (path, role) => {
    expect(await englishOn(path, role)).toEqual([])
  })
})

async function englishOn(path: string, role: Parameters<typeof sessionAs>[0]): Promise<string[]> {
  renderRoutes(routes, { path, session: inFilipino(role) })
  await waitFor(() => expect(screen.queryByText('Nilo-load ang pahina')).toBeNull(), { timeout: 30_000 })
  await screen.findAllByRole('heading', undefined, { timeout: 30_000 })
  expect(document.documentElement.lang).toBe('fil')
  const text = visibleText()
  return englishOnly().filter((english) => new RegExp(`(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text))
}
