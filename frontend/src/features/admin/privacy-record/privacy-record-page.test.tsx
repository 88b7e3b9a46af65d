import { screen, within } from '@testing-library/react'

import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import type { ProcessingRecord } from './api/get-processing-record'
import PrivacyRecordPage from './privacy-record-page'

const RECORD: ProcessingRecord = {
  generated_at: '2026-11-28T02:00:00Z',
  municipality: 'Catanauan, Quezon',
  categories: {
    people: 1234,
    with_photo: 800,
    with_health_condition: 57,
    with_contact_number: 1100,
    certificates: 31,
    households: 290,
    family_links: 412,
    in_trash: 6,
  },
  roles: [
    { role: 'ipmr', active_accounts: 2 },
    { role: 'chieftain', active_accounts: 1 },
    { role: 'user', active_accounts: 0 },
    { role: 'encoder', active_accounts: 5 },
  ],
  storage: {
    database: 'postgresql',
    database_location: 'db.lgu.ph:5432/katutubo',
    photos: 'object_store',
    photos_location: 's3://ip-photos (https://s3.lgu.ph)',
  },
  backups: { encrypted: true, every_hours: 24, keep: 14 },
  public_address: { url: 'https://katutubo.catanauan.gov.ph', https: true },
  audit_trail: { events: 5120, oldest: '2026-01-05T01:00:00Z' },
  read_log: { events: 0, oldest: null },
  retention: { trash_days: null },
}

function value(section: string, label: string): string | null {
  const region = screen.getByRole('region', { name: section })
  const term = within(region).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? null
}

function show(record: ProcessingRecord = RECORD) {
  answerByPath({ '/api/admin/privacy-record': () => record })
  return renderScreen(<PrivacyRecordPage />, { path: '/admin/privacy', session: sessionAs('ipmr') })
}

afterEach(() => i18n.changeLanguage('en'))

describe('PrivacyRecordPage', () => {
  it('shows what the registry holds, who may see it, where it is kept and how, and the retention rule', async () => {
    show()
    expect(await screen.findByRole('heading', { name: 'Data held' }, FIRST_DATA)).toBeInTheDocument()
    expect(value('Data held', 'People in the registry')).toBe('1,234')
    expect(value('Data held', 'People with a health condition')).toBe('57')
    expect(value('Data held', 'People in the Trash')).toBe('6')
    expect(value('Who may see the data', 'Encoder: the records of their barangays, changes approved by an IPMR')).toBe('5 active accounts')
    expect(value('Who may see the data', 'Chieftain: every record, certificates')).toBe('1 active account')
    expect(value('Where the data is kept', 'Database')).toBe('PostgreSQL — db.lgu.ph:5432/katutubo')
    expect(value('Where the data is kept', 'Photos')).toBe('Object store — s3://ip-photos (https://s3.lgu.ph)')
    expect(value('How it is protected', 'Backups encrypted')).toBe('Yes')
    expect(value('How it is protected', 'Public address uses https')).toBe('Yes — https://katutubo.catanauan.gov.ph')
    expect(value('Logs', 'Audit trail')).toBe('5,120 events, the oldest on Jan 5, 2026, 9:00 AM')
    expect(value('Logs', 'Read log')).toBe('No events yet.')
    expect(value('Retention', 'Deleted people')).toBe(
      'Kept in the Trash until an IPMR purges them, naming the disposal authority; the server purges no one by itself.',
    )
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
  })

  it('says when the server purges the Trash by itself, and in Filipino', async () => {
    await i18n.changeLanguage('fil')
    show({ ...RECORD, retention: { trash_days: 30 }, backups: { encrypted: false, every_hours: null, keep: 7 } })
    expect(await screen.findByRole('heading', { name: 'Mga datos na hawak' }, FIRST_DATA)).toBeInTheDocument()
    expect(value('Pag-iingat ng rekord', 'Mga binurang tao')).toBe('Binubura ng server 30 araw matapos burahin.')
    expect(value('Paano ito pinoprotektahan', 'Naka-encrypt ang mga backup')).toBe('Hindi')
    expect(value('Paano ito pinoprotektahan', 'Mga backup')).toBe(
      'Ginagawa kapag nag-back up ang isang IPMR; iniingatan ang 7 pinakabago.',
    )
  })
})
