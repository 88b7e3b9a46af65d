import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { i18n } from '@/lib/i18n'
import { jsonResponse } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import type { Backup } from './api/types'
import BackupsPage from './backups-page'

const OLD: Backup = {
  name: 'katutubo-backup-20260101-000000.tar.gz',
  created_at: '2026-01-01T00:00:00Z',
  size: 1_572_864,
  counts: { people: 12, users: 3, audit_events: 40, barangay_photos: 1, photo_files: 4 },
  schema_revision: 'abc',
  encrypted: false,
  verified: true,
}
const NEW: Backup = { ...OLD, name: 'katutubo-backup-20260102-000000.tar.gz', created_at: '2026-01-02T00:00:00Z', verified: false }
const OFF = { every_hours: null, keep: 14, encrypted: false }

function renderBackups() {
  return renderScreen(<BackupsPage />, { path: '/admin/backups', session: sessionAs('ipmr') })
}

afterEach(() => vi.restoreAllMocks())

describe('BackupsPage', () => {
  it('says when there are none and that scheduled backups are off', async () => {
    answerByPath({ '/api/admin/backups': () => [], '/api/admin/backups/schedule': () => OFF })
    renderBackups()
    expect(await screen.findByText('No backups yet.', {}, FIRST_DATA)).toBeInTheDocument()
    // A clerk cannot set the server's settings: the page says what to ask the administrator for, in plain words.
    expect(
      screen.getByText(
        'Scheduled backups are off. Only “Back up now” makes a backup. To have the registry back up by itself (for example once a day), ask the administrator who runs the server to turn on scheduled backups and to choose where the copies are kept; once on, the newest 14 are kept.',
      ),
    ).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/KATUTUBO_|environment/i)
  })

  it('says in Filipino what to ask the administrator for', async () => {
    await i18n.changeLanguage('fil')
    answerByPath({ '/api/admin/backups': () => [], '/api/admin/backups/schedule': () => OFF })
    renderBackups()
    expect(await screen.findByText('Wala pang backup.', {}, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByText(/hilingin sa administrator na nangangalaga sa server na i-on ang awtomatikong pag-backup/)).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/KATUTUBO_/)
  })

  it('says how often the server backs up when it does', async () => {
    answerByPath({ '/api/admin/backups': () => [OLD], '/api/admin/backups/schedule': () => ({ every_hours: 24, keep: 7, encrypted: true }) })
    renderBackups()
    expect(await screen.findByText('The server backs up every 24 hours; the newest 7 are kept. Backups are encrypted.', {}, FIRST_DATA)).toBeInTheDocument()
  })

  it('backs up now and shows the new row', async () => {
    let listed: Backup[] = [OLD]
    answerByPath({
      '/api/admin/backups': (_url, request) => {
        if (request.method === 'POST') {
          listed = [NEW, OLD]
          return jsonResponse(NEW, 201)
        }
        return listed
      },
      '/api/admin/backups/schedule': () => OFF,
    })
    renderBackups()
    const table = await screen.findByRole('table', { name: 'Backups' }, FIRST_DATA)
    expect(within(table).getAllByRole('row')).toHaveLength(2)
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('1.5 MB12 people, 3 users, 40 audit events, 5 photosYes')
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('No')
    expect(screen.getByText(/^Backup made:/)).toBeInTheDocument()
  })

  it("asks for the password again, shows the server's refusal at the field, then downloads", async () => {
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:backup')
    const passwords: string[] = []
    answerByPath({
      '/api/admin/backups': () => [OLD],
      '/api/admin/backups/schedule': () => OFF,
      [`/api/admin/backups/${OLD.name}/download`]: async (_url, request) => {
        const { password } = (await request.json()) as { password: string }
        passwords.push(password)
        if (password !== 'right-one') {
          return jsonResponse({ error: 'Password is incorrect.', detail: { fields: { password: 'Password is incorrect.' } } }, 422)
        }
        return new Response('archive', { headers: { 'Content-Disposition': `attachment; filename="${OLD.name}"` } })
      },
    })
    renderBackups()
    await userEvent.click(await screen.findByRole('button', { name: /^Download backup of/ }, FIRST_DATA))
    const dialog = screen.getByRole('dialog', { name: 'Download backup' })
    const password = within(dialog).getByLabelText('Password')
    await userEvent.type(password, 'wrong{Enter}')
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect.'))
    expect(saved).toEqual([])
    await userEvent.clear(password)
    await userEvent.type(password, 'right-one')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(passwords).toEqual(['wrong', 'right-one'])
    expect(saved).toEqual([OLD.name])
  })
})
