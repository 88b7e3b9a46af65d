import 'fake-indexeddb/auto'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { catalogues } from '@/test/catalogues'
import { englishLeaks } from '@/test/english-leaks'

import { MasterListPage } from './master-list-page'
import { resetRoutes, route } from './test/fake-api'
import { defaultRoutes, makePerson } from './test/fixtures'
import { renderWithProviders } from './test/render'

// Full forms and tables in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

/** The catalogues of these screens (the list's shared parts are `lists`). */
const NAMESPACES = ['people', 'lists', 'kinship', 'duplicates'] as const


const juan = makePerson({ id: 1, first_name: 'Juan', last_name: 'Dela Cruz', date_of_birth: '1990-05-07' })
const maria = makePerson({
  id: 2,
  first_name: 'Maria',
  last_name: 'Santos',
  gender: 'Female',
  civil_status: 'Widowed',
  education_level: 'College',
  flags: { student: true, non_student: false, unemployed: false, pwd: true, not_attending_school: false },
})

beforeEach(async () => {
  resetRoutes()
  defaultRoutes('ipmr', [juan, maria])
  route('GET', '/api/people/:id', (_call, params) => ({ body: Number(params.id) === 2 ? maria : juan }))
  route('GET', '/api/people/:id/history', { body: [] })
  await i18n.changeLanguage('fil')
})

function renderList(url = '/total-population') {
  return renderWithProviders(<MasterListPage />, { url, path: url.split('?')[0] })
}

function expectNoEnglish(root: Element = document.body) {
  expect(englishLeaks(root, NAMESPACES)).toEqual([])
}

describe('the people screens in Filipino', () => {
  it('the master list: title, count line, columns, filters, values and actions', async () => {
    renderList()
    const table = await screen.findByRole('table')
    await screen.findByText('1. Dela Cruz, Juan')
    expect(screen.getByRole('heading', { level: 1, name: 'Master List' })).toBeInTheDocument()
    expect(screen.getByText('Ipinapakita ang 1–2 sa 2 katao')).toBeInTheDocument()
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual([
      'Larawan', 'Pangalan', 'Kapanganakan', 'Edad', 'Kasarian', 'Lugar ng Kapanganakan', 'Tribo',
      'ESTUDYANTE', 'HINDI ESTUDYANTE', 'WALANG TRABAHO', 'PWD', 'Barangay', 'Aksyon',
    ])
    const mariaRow = screen.getByText('2. Santos, Maria').closest('tr')!
    expect(within(mariaRow).getByText('Babae')).toBeInTheDocument()
    expect(within(mariaRow).getAllByRole('cell').slice(7, 11).map((td) => td.textContent)).toEqual(['Oo', 'Hindi', 'Hindi', 'Oo'])
    expect(screen.getByRole('button', { name: 'I-edit si Maria Santos' })).toHaveTextContent('I-edit')
    expect(screen.getByRole('button', { name: 'Magdagdag' })).toBeInTheDocument()
    // The filter's stored values stay English; only the labels change.
    const filter = screen.getByLabelText('Filter')
    expect(within(filter).getByRole('option', { name: 'Lalaki' })).toHaveValue('male')
    expect(within(filter).getByRole('group', { name: 'Katayuan' })).toBeInTheDocument()
    expectNoEnglish()
  })

  it('the check can fail: the same list in English leaks', async () => {
    await i18n.changeLanguage('en')
    renderList()
    await screen.findByText('1. Dela Cruz, Juan')
    expect(englishLeaks(document.body, NAMESPACES)).toEqual(expect.arrayContaining(['Edit', 'Female', 'Print list', 'Showing']))
  })

  it('a category list and the empty list', async () => {
    defaultRoutes('user', [])
    renderList('/total-students?category=not_attending_25_below')
    expect(await screen.findByText('Walang taong maipapakita')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Hindi Nag-aaral (≤25)' })).toBeInTheDocument()
    expect(await screen.findByText('Walang nahanap — subukang baguhin ang paghahanap o mga filter.')).toBeInTheDocument()
    expectNoEnglish()
  })

  it('the IP Profile, in Filipino with the stored values shown in Filipino', async () => {
    const user = userEvent.setup({ delay: null })
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Tingnan ang profile ni Maria Santos' }))
    const dialog = screen.getByRole('dialog', { name: 'Profile ng Katutubo' })
    await within(dialog).findByText('Petsa ng Kapanganakan')
    expect(within(dialog).getByText('Balo')).toBeInTheDocument()
    expect(within(dialog).getByText('Kolehiyo')).toBeInTheDocument() // on screen; printed once with it
    await within(dialog).findByText('Wala pang naitalang pagbabago.')
    expectNoEnglish(dialog)
  })

  it('the add form, its hints, choices and a refused save', async () => {
    const user = userEvent.setup({ delay: null })
    route('POST', '/api/people', {
      status: 422,
      body: {
        error: 'Last name is required.',
        code: 'people.required.last_name',
        detail: { fields: { last_name: 'Last name is required.' }, codes: { last_name: 'people.required.last_name' } },
      },
    })
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Magdagdag' }))
    const dialog = await screen.findByRole('dialog', { name: 'Magdagdag ng Bagong Katutubo' })
    await within(dialog).findByLabelText('Apelyido')
    expect(within(dialog).getByRole('group', { name: 'Katayuang Sibil' })).toBeInTheDocument()
    // The radio's stored value is the server's English; its label is Filipino.
    expect(within(dialog).getByRole('radio', { name: 'May asawa' })).toHaveAttribute('value', 'Married')
    expect(within(dialog).getByLabelText('Numero ng Telepono')).toHaveAccessibleDescription(
      'Ilagay ang 11-digit na numero sa PH (09XXXXXXXXX) o +639XXXXXXXXX',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Idagdag' }))
    await waitFor(() => expect(within(dialog).getByLabelText('Apelyido')).toHaveAttribute('aria-invalid', 'true'))
    // The server's message in the chosen language, by its code.
    expect(await screen.findByText('Hindi naidagdag ang tao: Kailangan po ang apelyido.')).toBeInTheDocument()
    expectNoEnglish(dialog)
  })

  it('the "at most 50" refusal of the siblings, by its code', async () => {
    const user = userEvent.setup({ delay: null })
    const message = 'List at most 50 siblings, each 300 characters or fewer.'
    route('POST', '/api/people', {
      status: 422,
      body: {
        error: message,
        code: 'people.too_many.siblings',
        detail: { fields: { 'family_tree.siblings': message }, codes: { 'family_tree.siblings': 'people.too_many.siblings' } },
      },
    })
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Magdagdag' }))
    const dialog = await screen.findByRole('dialog', { name: 'Magdagdag ng Bagong Katutubo' })
    await within(dialog).findByLabelText('Apelyido')
    await user.click(within(dialog).getByRole('button', { name: 'Idagdag' }))
    expect(
      await screen.findByText('Hindi naidagdag ang tao: Hanggang 50 kapatid lamang po, bawat isa ay 300 titik o mas maikli.'),
    ).toBeInTheDocument()
    expectNoEnglish(dialog)
  })

  it('the delete question', async () => {
    const user = userEvent.setup({ delay: null })
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Burahin si Juan Dela Cruz' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Burahin ang Rekord' })
    expect(dialog).toHaveTextContent('Sigurado po ba kayong buburahin si Juan Dela Cruz?')
    expectNoEnglish(dialog)
  })
})

describe('the catalogues of these screens', () => {
  type Tree = { [key: string]: string | Tree }
  const keys = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)))
  const values = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)))

  it.each(['people', 'lists', 'dashboard', 'chieftain'])('%s: the same keys in English and Filipino, none empty', (ns) => {
    const all = catalogues()
    const en = all.en[ns] as Tree
    const fil = all.fil[ns] as Tree
    expect(keys(fil).sort()).toEqual(keys(en).sort())
    expect([...values(en), ...values(fil)].filter((value) => value.trim() === '')).toEqual([])
  })
})
