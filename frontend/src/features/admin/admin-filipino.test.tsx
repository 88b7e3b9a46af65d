/**
 * Every administration screen in Filipino: no English text of the admin catalogues is left on it (a value the
 * two catalogues share — IPMR, Barangay, Email — and the data's own names excepted), and a few of its Filipino
 * texts are exactly as the catalogue writes them.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { i18n } from '@/lib/i18n'
import { catalogues } from '@/test/catalogues'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { renderRoutes, sessionAs } from '@/test/render-routes'

import AdminLayout from './admin-layout'
import AdminUnknownPage from './admin-unknown-page'
import AuditTrailPage from './audit/audit-page'
import BackupsPage from './backups/backups-page'
import DuplicatesPage from './duplicates/duplicates-page'
import ImportPage from './import/import-page'
import ProposalsPage from './proposals/proposals-page'
import { editDetail, proposal } from './proposals/test/fixtures'
import TrashPage from './trash/trash-page'
import UsersPage from './users/users-page'

vi.setConfig({ testTimeout: 20_000 })

/** The namespaces of the administration screens. */
const ADMIN_NAMESPACES = ['admin', 'admin-users', 'admin-proposals', 'admin-audit', 'admin-trash', 'admin-import', 'admin-backups', 'audit', 'duplicates']

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  )
}

const EDGES = /^[\s·:;,.!?()#—–-]+|[\s·:;,.!?()#—–-]+$/g
const word = (text: string) => new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u')

/**
 * The English texts a Filipino screen must not show: each English value's fixed words (its {{values}} and
 * <tags> cut out), unless the Filipino value of the same key has them too (a proper noun, IPMR, a shared word).
 */
function englishTexts(): { key: string; text: string }[] {
  const all = catalogues()
  return ADMIN_NAMESPACES.flatMap((ns) => {
    const fil = flatten(all.fil[ns] as Tree)
    return Object.entries(flatten(all.en[ns] as Tree)).flatMap(([key, english]) =>
      english
        .split(/\{\{[^}]*\}\}|<\/?\w+>/)
        .map((piece) => piece.replace(EDGES, ''))
        .filter((text) => text.length >= 3 && /\p{L}{2}/u.test(text) && !word(text).test(fil[key] ?? ''))
        .map((text) => ({ key: `${ns}:${key}`, text })),
    )
  })
}

const ENGLISH = englishTexts()

/** Every text a person meets on the page: each text node, and the names and hints in attributes. */
function shownTexts(): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) texts.push(node.textContent)
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext']) {
      const value = element.getAttribute(name)
      if (value) texts.push(value)
    }
  }
  return texts
}

function expectNoEnglish() {
  const shown = shownTexts()
  const left = ENGLISH.filter(({ text }) => shown.some((s) => word(text).test(s))).map(({ key, text }) => `${key}: "${text}"`)
  expect(left).toEqual([])
}

beforeEach(async () => {
  await i18n.changeLanguage('fil')
})

const session = sessionAs('ipmr')

type Account = components['schemas']['AdminUserOut']
const account = (id: number, over: Partial<Account>): Account => ({
  id,
  email: `tao${id}@example.com`,
  display_name: `Tao ${id}`,
  role: 'chieftain',
  role_label: 'Chieftain',
  status: 'active',
  created_at: '2026-03-01T08:00:00Z',
  last_login_at: null,
  barangays: [],
  ...over,
})

describe('the administration in Filipino', () => {
  it('Users: the tabs, the accounts and the approve dialog', async () => {
    answerByPath({
      '/api/admin/users': () => ({
        items: [
          account(5, { display_name: 'Rosa Lim', email: 'rosa@example.com', role: 'ipmr', role_label: 'IPMR', status: 'pending' }),
          account(1, { display_name: 'Ligaya Ramos', email: 'ipmr@example.com', role: 'ipmr', last_login_at: '2026-05-04T06:07:00Z' }),
          account(3, { display_name: 'Datu Malaya', email: 'datu@example.com' }),
          account(4, { display_name: 'Ana Santos', email: 'ana@example.com', role: 'user', role_label: 'user', status: 'disabled' }),
          account(6, { display_name: 'Lito Cruz', email: 'lito@example.com', role: 'encoder', role_label: 'Encoder', barangays: ['Ajos'] }),
        ],
        total: 5,
        page: 1,
        page_size: 50,
      }),
      '/api/reference': () => ({ barangays: ['Ajos', 'Bolo'] }),
    })
    renderRoutes([{ element: <AdminLayout />, children: [{ path: '/admin/users', element: <UsersPage /> }] }], {
      path: '/admin/users',
      session,
    })
    const table = await screen.findByRole('table', undefined, FIRST_DATA)
    await within(table).findByText('Rosa Lim')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pamamahala')
    expect(screen.getByRole('link', { name: 'Talaan ng mga Ginawa' })).toBeInTheDocument()
    expect(screen.getByText('Ipinapakita ang 1–5 sa 5 account')).toBeInTheDocument()
    // The encoder role: Tagapagtala, in the table and the role filter.
    expect(within(table).getByText('Tagapagtala')).toBeInTheDocument()
    expect(within(table).getByText('Mga barangay: Ajos')).toBeInTheDocument()
    expect(within(screen.getByLabelText('Tungkulin')).getByRole('option', { name: 'Tagapagtala' })).toBeInTheDocument()
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Pangalan', 'Email', 'Tungkulin', 'Katayuan', 'Ginawa noong', 'Huling pag-sign in', 'Mga aksiyon',
    ])
    expect(within(table).getByText('Mayo 4, 2026 nang 2:07 PM')).toBeInTheDocument()
    expect(within(table).getAllByText('Hindi pa').length).toBeGreaterThan(0)
    expect(within(table).getByText('Naghihintay')).toBeInTheDocument()
    expectNoEnglish()

    await userEvent.click(screen.getByRole('button', { name: 'Aprubahan para kay Rosa Lim' }))
    const dialog = await screen.findByRole('dialog', { name: 'Aprubahan ang account' })
    expect(dialog).toHaveTextContent('Humiling si Rosa Lim (rosa@example.com) na maging IPMR.')
    expectNoEnglish()
    await userEvent.selectOptions(within(dialog).getByLabelText('Aprubahan bilang'), 'Tagapagtala')
    const picker = await within(dialog).findByRole('group', { name: 'Mga barangay' })
    expect(picker).toHaveTextContent(
      'Kung walang barangay, walang taong makikita ang account na ito hangga’t hindi ito nabibigyan ng isa.',
    )
    expectNoEnglish()
  })

  it('Audit trail: the events, their changes and the filters', async () => {
    type AuditEvent = components['schemas']['AuditEventOut']
    const event = (id: number, change: Partial<AuditEvent>): AuditEvent => ({
      id,
      at: '2026-05-04T06:07:00Z',
      actor_id: 3,
      actor_name: 'Ligaya Ramos',
      action: 'person.updated',
      target_type: 'person',
      target_id: 42,
      target_label: 'Dela Cruz, Juan Santos',
      changes: {},
      ip: '10.0.0.7',
      user_agent: 'test',
      erased: false,
      erased_fields: [],
      ...change,
    })
    answerByPath({
      '/api/admin/audit': () => ({
        items: [
          event(4, { target_label: null, erased: true, erased_fields: ['date_of_birth'], changes: { date_of_birth: [null, null] } }),
          event(3, { action: 'person.photo_changed', changes: { photo: ['luma.jpg', 'bago.jpg'] } }),
          event(2, { changes: { occupation: ['Magsasaka', 'Mangingisda'], siblings: [[], ['Tala', 'Bituin']], deleted_at: [null, '2026-05-04T06:07:00Z'] } }),
          event(1, { action: 'login.failed', actor_id: null, actor_name: null, target_type: 'account', target_id: 9, target_label: 'ana@example.com' }),
        ],
        total: 4,
        page: 1,
        page_size: 50,
      }),
      '/api/admin/audit/actors': () => [{ id: 3, name: 'Ligaya Ramos' }],
    })
    renderScreen(<AuditTrailPage />, { path: '/admin/audit?actor=7', session })
    const table = await screen.findByRole('table', undefined, FIRST_DATA)
    await within(table).findByText('Pinalitan ang larawan')
    await screen.findByRole('option', { name: 'Ligaya Ramos' })
    expect(screen.getByText('Ipinapakita ang 1–4 sa 4 pangyayari')).toBeInTheDocument()
    expect(within(table).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Petsa ng Kapanganakan: Nabura nang tuluyang burahin ang talaan',
      'Larawan: luma.jpg → bago.jpg',
      'Hanapbuhay: Magsasaka → Mangingisda',
      'Mga Kapatid: (walang laman) → Tala, Bituin',
      'Binura noong: (walang laman) → Mayo 4, 2026 nang 2:07 PM',
    ])
    expect(within(table).getByText('Hindi nakapag-log in')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Ginawa' })).toHaveTextContent('Lahat ng ginawa')
    expect(screen.getByRole('option', { name: 'User #7' })).toBeInTheDocument()
    expectNoEnglish()
  })

  it('Trash: the deleted people and the Delete permanently dialog', async () => {
    const item = (id: number, name: string, last: string, merged: number | null) => ({
      id,
      name,
      last_name: last,
      barangay: 'Bani',
      deleted_at: '2026-05-04T06:07:00Z',
      deleted_by_name: 'Ligaya Ramos',
      merged_into: merged,
    })
    answerByPath({
      '/api/admin/trash': () => ({
        items: [item(42, 'Dela Cruz, Juan Santos', 'Dela Cruz', null), item(43, 'Lagman, Rosa', 'Lagman', 7)],
        total: 2,
        page: 1,
        page_size: 50,
        trash_days: 30,
      }),
    })
    renderScreen(<TrashPage />, { path: '/admin/trash', session })
    await screen.findByRole('button', { name: 'Ibalik si Dela Cruz, Juan Santos' }, FIRST_DATA)
    expect(
      screen.getByText('Mananatili sa Basurahan ang mga binurang tao nang 30 araw; pagkatapos nito, tuluyan na silang buburahin.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Isinama sa tala #7')).toBeInTheDocument()
    expect(screen.getAllByText('Mayo 4, 2026 nang 2:07 PM')).toHaveLength(2)
    expectNoEnglish()

    await userEvent.click(screen.getByRole('button', { name: 'Burahin nang tuluyan si Dela Cruz, Juan Santos' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Burahin nang Tuluyan' })
    expect(dialog).toHaveTextContent('Tuluyan nang buburahin si Dela Cruz, Juan Santos at ang kaniyang larawan.')
    expect(within(dialog).getByLabelText('I-type ang apelyidong “Dela Cruz” para kumpirmahin')).toBeInTheDocument()
    expectNoEnglish()
  })

  it('Import: a checked file with its preview, an error and a likely duplicate', async () => {
    const none = { create: 0, update: 0, unchanged: 0, rejected: 0 }
    const person = {
      first_name: 'Rosa', middle_name: null, last_name: 'Lagman', date_of_birth: '1990-01-01', age: 36, gender: 'Female',
      lineage: 'Aeta', barangay: 'Bani', occupation: 'Magsasaka', contact_number: '09171234567', health_condition: null,
    }
    answerByPath({
      '/api/admin/imports/5': () => ({
        id: 5, file_name: 'mga-tao.csv', kind: 'spreadsheet', status: 'ready', message: null, total_rows: 3,
        checked_rows: 3, imported_rows: 0, counts: { ...none, create: 2, rejected: 1 }, result: none,
        preview: [{ row: 2, action: 'create', person }],
        // The column is the file's own header (data, as the file writes it).
        // The server's message is English; the screen shows the catalogue's text for its code.
        errors: [{ row: 3, ref: 'row 3', column: 'dob', message: 'Date of birth must be a date (YYYY-MM-DD).', code: 'people.date_format', params: {} }],
        duplicates: [{ row: 4, ref: 'row 4', name: 'Lagman, Rosa', matches: [{ id: 9, name: 'Lagman, Rosa M.', score: 0.93 }] }],
        created_at: '2026-01-01T00:00:00Z',
      }),
    })
    renderScreen(<ImportPage />, { path: '/admin/import?job=5', session })
    const errors = await screen.findByRole('table', { name: 'Mga mali (1)' }, FIRST_DATA)
    expect(within(errors).getByRole('row', { name: 'hanay 3 dob Dapat ay petsa ang petsa ng kapanganakan (YYYY-MM-DD).' })).toBeInTheDocument()
    expect(screen.getByText('Hindi mai-import ang 1 hanay na may mali.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'I-import ang 2 hanay' })).toBeInTheDocument()
    expect(screen.getByLabelText('Ang gagawin ng pag-import')).toHaveTextContent('Idadagdag2Babaguhin0Walang pagbabago0Tatanggihan1')
    expect(screen.getByText('hanay 4: Lagman, Rosa')).toBeInTheDocument()
    const preview = screen.getByRole('table', { name: 'Silip: ang unang 1 tamang hanay, kung paano itatala' })
    expect(within(preview).getByRole('cell', { name: 'Bago' })).toBeInTheDocument()
    expectNoEnglish()
  })

  it('Import: the upload form', async () => {
    renderScreen(<ImportPage />, { path: '/admin/import', session })
    await userEvent.click(await screen.findByRole('button', { name: 'Suriin ang file' }, FIRST_DATA))
    expect(await screen.findByText('Pumili po ng JSON, CSV o XLSX na file.')).toBeInTheDocument()
    expectNoEnglish()
  })

  it('Backups: the schedule, the list and the download dialog', async () => {
    const backup = {
      name: 'katutubo-backup-20260504-060700.tar.gz',
      created_at: '2026-05-04T06:07:00Z',
      size: 1_572_864,
      counts: { people: 12, users: 3, audit_events: 40, barangay_photos: 1, photo_files: 4 },
      schema_revision: 'abc',
      encrypted: true,
      verified: true,
    }
    answerByPath({
      '/api/admin/backups': () => [backup],
      '/api/admin/backups/schedule': () => ({ every_hours: 24, keep: 7, encrypted: true }),
    })
    renderScreen(<BackupsPage />, { path: '/admin/backups', session })
    const table = await screen.findByRole('table', { name: 'Mga Backup' }, FIRST_DATA)
    expect(
      await screen.findByText('Nagba-backup ang server tuwing 24 oras; itinatabi ang 7 pinakabago. Naka-encrypt ang mga backup.'),
    ).toBeInTheDocument()
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Mayo 4, 2026 nang 2:07 PMNaka-encrypt1.5 MB12 tao, 3 user, 40 pangyayaring naitala, 5 larawanOo',
    )
    expectNoEnglish()

    await userEvent.click(screen.getByRole('button', { name: 'I-download ang backup noong Mayo 4, 2026 nang 2:07 PM' }))
    const dialog = await screen.findByRole('dialog', { name: 'I-download ang backup' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'I-download' }))
    expect(await within(dialog).findByText('Ilagay ang inyong password.')).toBeInTheDocument()
    expectNoEnglish()
  })

  it('Duplicates: a likely pair side by side', async () => {
    const person = (id: number, first: string) => ({
      id, first_name: first, middle_name: 'Santos', last_name: 'Dela Cruz', date_of_birth: '1950-03-02', gender: 'Female',
      civil_status: null, barangay: 'Bani', address: null, occupation: null, contact_number: '', thumb_url: null,
      family_tree: { father: null, mother: 'Tala', spouse: null, siblings: [], children: ['Bituin'] },
    })
    answerByPath({
      '/api/admin/duplicates': () => ({
        items: [{ id: 1, score: 0.91, first: person(7, 'Ma. Luisa'), second: person(8, 'Maria Luisa') }],
        total: 1,
        page: 1,
        page_size: 10,
        scan: { id: 1, status: 'done', message: null, total: 2, done: 2, found: 1, created_at: '2026-05-04T06:00:00Z', updated_at: '2026-05-04T06:07:00Z' },
      }),
    })
    renderScreen(<DuplicatesPage />, { path: '/admin/duplicates', session })
    const pair = await screen.findByRole('article', undefined, FIRST_DATA)
    expect(within(pair).getByText('Pagkakahawig 91%')).toBeInTheDocument()
    expect(screen.getByText(/^Huling na-refresh .+: 1 malamang na pares\.$/)).toBeInTheDocument()
    expect(within(pair).getByRole('button', { name: 'Pagsamahin' })).toBeInTheDocument()
    // Every field the server merges can be chosen (age, education, tribe, health and household could not be),
    // each labelled from the one block of field labels.
    for (const label of ['Apelyido', 'Edad', 'Natapos na Pag-aaral', 'Tribo', 'Lugar ng Kapanganakan', 'Kalagayang Pangkalusugan', 'Mga Miyembro ng Sambahayan', 'Asawa']) {
      expect(within(pair).getByRole('group', { name: label })).toBeInTheDocument()
    }
    expectNoEnglish()
  })

  it('Proposals: the queue, one proposal side by side and the reason asked for', async () => {
    answerByPath({
      '/api/admin/proposals': () => ({
        items: [proposal(11), proposal(12, { kind: 'add', person_id: null, person_name: 'Reyes, Ana', barangay: 'Bolo' })],
        total: 2,
        page: 1,
        page_size: 50,
      }),
      '/api/proposals/11': () => editDetail(),
    })
    renderScreen(<ProposalsPage />, { path: '/admin/proposals', session })
    const table = await screen.findByRole('table', undefined, FIRST_DATA)
    await within(table).findByText('Reyes, Ana')
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Piliin', 'Uri', 'Tao', 'Barangay', 'Iminungkahi ni', 'Ipinasa noong', 'Mga aksiyon',
    ])
    expect(within(table).getByText('Bagong rekord')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Aprubahan ang mga napili (0)' })).toBeDisabled()
    expectNoEnglish()

    await userEvent.click(screen.getByRole('button', { name: 'Buksan Pagbabago: Dela Cruz, Juan Santos' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mungkahi' })
    const fields = await within(dialog).findByRole('table', { name: 'Ang mga field, kasalukuyan at iminumungkahi' })
    expect(within(fields).getAllByText('Binago')).toHaveLength(2)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tanggihan' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tanggihan ang mungkahi' }))
    expect(within(dialog).getByLabelText(/Dahilan ng pagtanggi/)).toHaveAccessibleDescription('Ilagay po ang dahilan ng hindi pagtanggap.')
    expectNoEnglish()
  })

  it('an unknown /admin/* address: the spec’s heading in Filipino and the sections', async () => {
    renderScreen(<AdminUnknownPage />, { path: '/admin/settings', session })
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard (gagawin pa lamang)' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Basurahan' })).toHaveAttribute('href', '/admin/trash')
    expectNoEnglish()
  })
})

describe('the administration catalogues', () => {
  it.each(ADMIN_NAMESPACES)('%s: the same keys in English and Filipino, none empty, plurals with _one and _other', (ns) => {
    const all = catalogues()
    const en = flatten(all.en[ns] as Tree)
    const fil = flatten(all.fil[ns] as Tree)
    expect(Object.keys(fil).sort()).toEqual(Object.keys(en).sort())
    expect(Object.entries({ ...en, ...fil }).filter(([, value]) => !value.trim())).toEqual([])
    for (const key of Object.keys(en).filter((k) => /_(one|other)$/.test(k))) {
      const base = key.replace(/_(one|other)$/, '')
      expect([`${base}_one`, `${base}_other`].every((k) => k in en && k in fil), key).toBe(true)
    }
  })
})
