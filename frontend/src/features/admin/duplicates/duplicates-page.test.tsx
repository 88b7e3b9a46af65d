import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import DuplicatesPage from './duplicates-page'

vi.setConfig({ testTimeout: 20_000 })

const person = (id: number, first: string) => ({
  id, first_name: first, middle_name: 'Santos', last_name: 'Dela Cruz', date_of_birth: '1950-03-02', gender: 'Female',
  civil_status: null, barangay: 'Bani', address: null, occupation: null, contact_number: '', thumb_url: null,
  family_tree: { father: null, mother: 'Tala', spouse: null, siblings: [], children: [] },
})

/** A link the family rules refused, as the server sends it: the English text, its code and values, and why. */
const notMoved = {
  code: 'kinship.not_moved_father',
  params: { relative: 'Pedro Dela Cruz', person: 'Ana Dela Cruz', reason: 'Ana Dela Cruz already has a linked father: Jose Dela Cruz.' },
  message: 'Pedro Dela Cruz was not linked as the father of Ana Dela Cruz: Ana Dela Cruz already has a linked father: Jose Dela Cruz.',
  reason: {
    code: 'kinship.has_other_father',
    params: { child: 'Ana Dela Cruz', parent: 'Jose Dela Cruz' },
    message: 'Ana Dela Cruz already has a linked father: Jose Dela Cruz.',
  },
}

beforeEach(async () => {
  await i18n.changeLanguage('fil')
})

describe('DuplicatesPage merge', () => {
  it('says in Filipino which family link was not moved and why', async () => {
    answerByPath({
      '/api/admin/duplicates': () => ({
        items: [{ id: 1, score: 0.91, first: person(7, 'Ma. Ana'), second: person(8, 'Ana') }],
        total: 1,
        page: 1,
        page_size: 10,
        scan: { id: 1, status: 'done', total: 2, done: 2, found: 1, created_at: '2026-05-04T06:00:00Z', updated_at: '2026-05-04T06:07:00Z' },
      }),
      '/api/admin/duplicates/merge': () => ({ ...person(7, 'Ma. Ana'), links_not_moved: [notMoved] }),
    })
    renderScreen(<DuplicatesPage />, { path: '/admin/duplicates', session: sessionAs('ipmr') })
    const pair = await screen.findByRole('article', undefined, FIRST_DATA)
    await userEvent.click(within(pair).getByRole('button', { name: 'Pagsamahin' }))

    expect(
      await screen.findByText(
        'May mga ugnayang pampamilya o sambahayan ng isa pang tala na hindi nailipat: Hindi po naiugnay si Pedro Dela Cruz bilang ama ni ' +
          'Ana Dela Cruz: May naka-ugnay na pong ama si Ana Dela Cruz: Jose Dela Cruz.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/was not linked/)).not.toBeInTheDocument()
  })
})

describe('DuplicatesPage refresh', () => {
  const scan = (id: number, status: 'running' | 'done', found: number) => ({
    id, status, total: 2, done: status === 'done' ? 2 : 0, found, created_at: '2026-05-04T06:00:00Z', updated_at: '2026-05-04T06:07:00Z',
  })
  const pairs = (items: unknown[], latest: ReturnType<typeof scan>) => ({ items, total: items.length, page: 1, page_size: 10, scan: latest })

  it('follows a refresh pressed while the page still loads, and shows the pair it finds', async () => {
    let refreshed = false
    let released: () => void = () => {}
    const refreshAnswered = new Promise<void>((resolve) => (released = resolve))
    let afterRefresh = 0
    answerByPath({
      '/api/admin/duplicates/scan': () => {
        refreshed = true
        setTimeout(released, 300)
        return scan(2, 'running', 0)
      },
      '/api/admin/duplicates': async () => {
        if (!refreshed) {
          await refreshAnswered // the first load, read before the refresh, answers after the refresh's answer
          return pairs([], scan(1, 'done', 0))
        }
        afterRefresh += 1
        if (afterRefresh === 1) return pairs([], scan(2, 'running', 0))
        return pairs([{ id: 1, score: 0.91, first: person(7, 'Ma. Ana'), second: person(8, 'Ana') }], scan(2, 'done', 1))
      },
    })
    renderScreen(<DuplicatesPage />, { path: '/admin/duplicates', session: sessionAs('ipmr') })
    await userEvent.click(await screen.findByRole('button', { name: 'I-refresh' }))

    const pair = await screen.findByRole('article', undefined, FIRST_DATA)
    expect(pair).toHaveAccessibleName('Pares 1: Dela Cruz, Ma. Ana Santos at Dela Cruz, Ana Santos')
    expect(afterRefresh).toBe(2)
  })
})
