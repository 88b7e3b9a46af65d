import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { sentRequests } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, LocationProbe } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import { RequestForm } from './request-form'

vi.setConfig({ testTimeout: 20_000 })

let recorded: unknown[]

beforeEach(() => {
  recorded = []
  answerByPath({
    '/api/people/suggestions': () => ({
      names: [{ id: 31, name: 'Bagsik, Lorna', first_name: 'Lorna', middle_name: null, last_name: 'Bagsik', gender: 'Female', age: 38, barangay: 'Ajos', lineage: null, thumb_url: null }],
      barangays: [],
    }),
    '/api/admin/requests': async (_url, request) => {
      recorded.push(await request.json())
      return new Response(JSON.stringify({ id: 12 }), { status: 201, headers: { 'Content-Type': 'application/json' } })
    },
  })
})

function setup() {
  renderRoutes(
    [
      { path: '/admin/requests', element: <RequestForm /> },
      { path: '/admin/requests/:id', element: <LocationProbe /> },
    ],
    { path: '/admin/requests' },
  )
  return userEvent.setup()
}

describe('recording a request', () => {
  it('names every missing answer at its field, the person box described by its message, and sends nothing', async () => {
    const user = setup()
    await user.click(await screen.findByRole('button', { name: 'Record request' }))
    expect(await screen.findByText('Choose the person the request is about.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Person the request is about' })).toHaveAccessibleDescription(
      'Choose the person the request is about.',
    )
    expect(screen.getByText("Enter the requester's name.")).toBeInTheDocument()
    expect(screen.getByText("Say how the requester's identity was checked.")).toBeInTheDocument()
    expect(sentRequests()).not.toContain('POST /api/admin/requests')
  })

  it('asks how the requester is related when the relation is Other, then sends the request', async () => {
    const user = setup()
    await user.type(await screen.findByRole('combobox', { name: 'Person the request is about' }), 'bagsik')
    await user.click(await screen.findByRole('option', { name: /Bagsik, Lorna/ }, FIRST_DATA))
    expect(screen.getByText('Bagsik, Lorna')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: "Requester's name" }), 'Rosa Bagsik')
    await user.selectOptions(screen.getByRole('combobox', { name: "Requester's relation to the person" }), 'Other')
    await user.type(screen.getByRole('textbox', { name: 'How identity was checked' }), 'PhilSys ID')
    await user.type(screen.getByRole('textbox', { name: 'Identity checked by' }), 'Liza Mercado')
    await user.click(screen.getByRole('button', { name: 'Record request' }))
    expect(await screen.findByText('Say how the requester is related.')).toBeInTheDocument()
    expect(recorded).toEqual([])

    await user.type(screen.getByRole('textbox', { name: 'How the requester is related' }), 'Barangay health worker')
    await user.click(screen.getByRole('button', { name: 'Record request' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/requests/12')
    expect(recorded).toEqual([
      expect.objectContaining({
        kind: 'access',
        person_id: 31,
        requester_name: 'Rosa Bagsik',
        relation: 'other',
        relation_other: 'Barangay health worker',
        identity_check: 'PhilSys ID',
        identity_checked_by: 'Liza Mercado',
      }),
    ])
  })
})
