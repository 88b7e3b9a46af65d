import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { components } from '@/lib/api/schema'
import { answerByPath, FIRST_DATA } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import NoticeAdminPage from './notice-admin-page'

type Notice = components['schemas']['PrivacyNoticeOut']

vi.setConfig({ testTimeout: 20_000 })

const text = (language: 'en' | 'fil', value: string, isDefault = true) => ({
  language,
  text: value,
  is_default: isDefault,
  updated_at: isDefault ? null : '2026-11-27T02:00:00Z',
  updated_by_name: isDefault ? null : 'Ligaya Ramos',
})

let stored: Notice
const saved: unknown[] = []

beforeEach(() => {
  stored = { en: text('en', 'PRIVACY NOTICE'), fil: text('fil', 'PAUNAWA') }
  saved.length = 0
  answerByPath({
    '/api/privacy-notice': async (_url, request) => {
      if (request.method === 'PUT') {
        const body = (await request.json()) as { en: string; fil: string }
        saved.push(body)
        stored = { en: text('en', body.en, false), fil: stored.fil }
      }
      return stored
    },
  })
})

describe('Administration → Privacy notice', () => {
  it('edits the English text by keyboard, saves both texts and says who changed it', async () => {
    const user = userEvent.setup()
    renderRoutes([{ path: '/admin/privacy-notice', element: <NoticeAdminPage /> }], { path: '/admin/privacy-notice' })
    const english = await screen.findByLabelText('Text in English', {}, FIRST_DATA)
    expect(english).toHaveValue('PRIVACY NOTICE')
    expect(screen.getAllByText('The default text (no one has changed it yet).')).toHaveLength(2)
    await user.click(english)
    await user.keyboard('{End} Ours.')
    await user.tab()
    expect(screen.getByLabelText('Text in Filipino')).toHaveFocus()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('status')).toHaveTextContent('The privacy notice is saved.')
    expect(saved).toEqual([{ en: 'PRIVACY NOTICE Ours.', fil: 'PAUNAWA' }])
    expect(await screen.findByText('Last changed November 27, 2026 by Ligaya Ramos.')).toBeInTheDocument()
    expect(screen.getByLabelText('Text in English')).toHaveValue('PRIVACY NOTICE Ours.')
  })
})
