import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { jsonResponse, sentRequests } from '@/test/fetch-stub'
import { answerByPath } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import { CloseForm } from './close-form'

vi.setConfig({ testTimeout: 20_000 })

let closings: unknown[]
let answer: () => Response

beforeEach(() => {
  closings = []
  answer = () => jsonResponse({ id: 7, status: 'closed' })
  answerByPath({
    '/api/admin/requests/7/close': async (_url, request) => {
      closings.push(await request.json())
      return answer()
    },
  })
})

function setup(onClosed = vi.fn()) {
  renderRoutes([{ path: '/admin/requests/7', element: <CloseForm id={7} onClosed={onClosed} /> }], { path: '/admin/requests/7' })
  return { user: userEvent.setup(), onClosed }
}

describe('closing a request', () => {
  it('asks for the outcome, and for a refusal its reason, before sending anything', async () => {
    const { user, onClosed } = setup()
    await user.click(await screen.findByRole('button', { name: 'Close request' }))
    expect(await screen.findByText('Choose the outcome to close the request.')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Refused' }))
    await user.click(screen.getByRole('button', { name: 'Close request' }))
    expect(await screen.findByText('A refusal needs its written reason.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Required for a refusal: the written reason given to the requester. A refusal needs its written reason.',
    )
    expect(sentRequests()).not.toContain('POST /api/admin/requests/7/close')
    expect(onClosed).not.toHaveBeenCalled()

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Not the requester’s record')
    await user.click(screen.getByRole('button', { name: 'Close request' }))
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalled())
    expect(closings).toEqual([{ outcome: 'refused', reason: 'Not the requester’s record' }])
  })

  it('shows the server’s refusal at its field', async () => {
    answer = () =>
      jsonResponse({ error: 'This request is already closed.', code: 'requests.already_closed', detail: { fields: { outcome: 'This request is already closed.' } } }, 422)
    const { user, onClosed } = setup()
    await user.click(await screen.findByRole('radio', { name: 'Granted' }))
    await user.click(screen.getByRole('button', { name: 'Close request' }))
    expect(await screen.findByText('This request is already closed.')).toBeInTheDocument()
    expect(closings).toEqual([{ outcome: 'granted', reason: null }])
    expect(onClosed).not.toHaveBeenCalled()
  })
})
