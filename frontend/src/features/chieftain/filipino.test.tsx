import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { i18n } from '@/lib/i18n'
import { englishLeaks } from '@/test/english-leaks'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import { ChieftainListPage } from './chieftain-list-page'

type Person = components['schemas']['PersonOut']

vi.setConfig({ testTimeout: 20_000 })

const NAMESPACES = ['chieftain', 'lists'] as const

const maria = {
  id: 1,
  first_name: 'Maria',
  middle_name: null,
  last_name: 'Reyes',
  gender: 'Female',
  barangay: 'Ajos',
  birthplace: 'Catanauan',
  lineage: 'Mangyan',
  thumb_url: null,
  flags: { student: true, non_student: false, unemployed: false, pwd: false, not_attending_school: false },
} as Person

let total = 1

beforeEach(async () => {
  total = 1
  answerByPath({
    '/api/people': (url) => ({ items: total ? [maria] : [], total, page: Number(url.searchParams.get('page')), page_size: 50 }),
    '/api/people/suggestions': () => ({ names: [], barangays: [] }),
  })
  await i18n.changeLanguage('fil')
})

function setup() {
  renderScreen(<ChieftainListPage barangays={['Ajos', 'Anusan']} onOpenProfile={() => {}} />, {
    path: '/super-admin',
    session: sessionAs('chieftain'),
  })
  return userEvent.setup()
}

describe('the Chieftain list in Filipino', () => {
  it('title, count line, columns, values, filters and export', async () => {
    const user = setup()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lahat ng Katutubo sa Catanauan, Quezon')
    const table = await screen.findByRole('table', undefined, FIRST_DATA)
    const row = (await screen.findByRole('button', { name: 'Reyes, Maria' }, FIRST_DATA)).closest('tr')!
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#', 'Larawan', 'Pangalan', 'Kasarian', 'Barangay', 'Lugar ng Kapanganakan', 'Tribo',
      'ESTUDYANTE', 'HINDI ESTUDYANTE', 'WALANG TRABAHO', 'PWD', 'Aksyon',
    ])
    expect(within(row).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '1', '', 'Reyes, Maria', 'Babae', 'Ajos', 'Catanauan', 'Mangyan', 'Oo', 'Hindi', 'Hindi', 'Hindi', 'Tingnan Reyes, Maria',
    ])
    expect(screen.getByText('Ipinapakita ang 1–1 sa 1 katao')).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Lahat ng Barangay' })).toHaveValue('')
    expectNoEnglish()

    await user.click(screen.getByRole('button', { name: 'Mga Filter' }))
    expect(screen.getByRole('menuitemradio', { name: 'Hindi Estudyante' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'I-reset ang Filter' })).toBeInTheDocument()
    expectNoEnglish()
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('button', { name: 'I-export' }))
    const dialog = screen.getByRole('dialog', { name: 'I-export' })
    expect(within(dialog).getByText(/\(lahat ng pahina\): 1 hanay\.$/)).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: 'Lahat ng field' })).toHaveAttribute('value', 'all')
    expectNoEnglish(dialog)
  })

  it('the empty list names the barangay', async () => {
    total = 0
    setup()
    expect(await screen.findByText('Walang nakitang rekord', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByText('Walang taong maipapakita')).toBeInTheDocument()
    expectNoEnglish()
  })
})

function expectNoEnglish(root: Element = document.body) {
  expect(englishLeaks(root, NAMESPACES)).toEqual([])
}
