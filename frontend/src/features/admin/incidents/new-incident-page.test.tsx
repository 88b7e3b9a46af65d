import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { jsonResponse } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, LocationProbe } from '@/test/render'
import { renderRoutes } from '@/test/render-routes'

import NewIncidentPage from './new-incident-page'

vi.setConfig({ testTimeout: 20_000 })

let sent: Record<string, unknown>[]
let answer: () => Response

beforeEach(() => {
  sent = []
  answer = () => jsonResponse({ id: 9 }, 201)
  answerByPath({
    '/api/admin/incidents': async (_url, request) => {
      sent.push((await request.json()) as Record<string, unknown>)
      return answer()
    },
    '/api/people/suggestions': () => ({
      names: [{ id: 2, name: 'Manalo, Jose', barangay: 'Macpac', lineage: 'Aeta', age: 61, thumb_url: null }],
      barangays: [],
    }),
  })
})

function setup() {
  renderRoutes(
    [
      { path: '/admin/incidents/new', element: <NewIncidentPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/admin/incidents/new' },
  )
  return userEvent.setup()
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, texts = { data: 'Health', what: 'What happened' }) {
  await user.click(screen.getByRole('checkbox', { name: texts.data }))
  await user.type(screen.getByLabelText(texts.what), 'A phone with photos was lost.')
}

describe('recording an incident', () => {
  it('sends the people picked from the registry, and opens the incident once saved', async () => {
    const user = setup()
    await fillRequired(user)
    await user.type(screen.getByLabelText('Measures taken to address the breach and to reduce harm'), 'Wiped remotely.')
    await user.click(screen.getByRole('radio', { name: 'People picked from the registry' }))
    await user.type(screen.getByRole('combobox', { name: 'Search registered people' }), 'Jose')
    await user.click(await screen.findByRole('option', { name: /Manalo, Jose/ }, FIRST_DATA))
    expect(screen.getByText('People picked: 1')).toBeInTheDocument()
    await user.type(screen.getByLabelText("Data Protection Officer's contact (name, telephone, email)"), 'Maria Reyes')
    await user.click(screen.getByRole('button', { name: 'Save incident' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/incidents/9'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      nature: 'unauthorized_access',
      data_categories: ['health'],
      description: 'A phone with photos was lost.',
      measures: 'Wiped remotely.',
      people_count: null,
      person_ids: [2],
      dpo_contact: 'Maria Reyes',
      npc_notified_at: null,
    })
    expect(sent[0].discovered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  })

  it('asks for what is missing before sending, and shows the server’s refusal at its field, in Filipino', async () => {
    await i18n.changeLanguage('fil')
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'I-save ang insidente' }))
    expect(await screen.findByText('Pumili ng kahit isang uri ng personal na datos.')).toBeInTheDocument()
    expect(screen.getByText('Ilagay ang bilang ng mga naapektuhan.')).toBeInTheDocument()
    expect(sent).toEqual([])

    answer = () =>
      jsonResponse(
        {
          error: 'This cannot be later than now.',
          code: 'incidents.in_the_future',
          detail: { fields: { discovered_at: 'This cannot be later than now.' }, codes: { discovered_at: 'incidents.in_the_future' } },
        },
        422,
      )
    await fillRequired(user, { data: 'Kalusugan', what: 'Ano ang nangyari' })
    await user.type(screen.getByLabelText('Mga hakbang na ginawa upang tugunan ang paglabag at bawasan ang pinsala'), 'Wala pa.')
    await user.type(screen.getByLabelText('Bilang ng mga naapektuhan'), '4')
    await user.type(screen.getByLabelText('Kontak ng Data Protection Officer (pangalan, telepono, email)'), 'Maria')
    await user.click(screen.getByRole('button', { name: 'I-save ang insidente' }))
    expect(await screen.findByText('Hindi ito maaaring lampas sa ngayon.')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ people_count: 4, person_ids: [] })
  })
})
