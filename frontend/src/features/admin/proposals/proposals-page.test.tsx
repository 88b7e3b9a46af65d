import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { jsonResponse } from '@/test/fetch-stub'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'
import { sessionAs } from '@/test/render-routes'

import type { Proposal, ProposalDetail } from './api/keys'
import ProposalsPage from './proposals-page'
import { editDetail, formValues, proposal, storedPerson } from './test/fixtures'

vi.setConfig({ testTimeout: 20_000 })

const ALREADY_DECIDED = 'This proposal was already decided.'
const STALE = 'This record was changed by Rosa Lim at May 4, 2026 3:00 PM after the proposal was made. Edit the proposal to see the changes.'

const WAITING: Proposal[] = [
  proposal(11),
  proposal(12, { kind: 'add', person_id: null, base_version: null, person_name: 'Reyes, Ana', barangay: 'Bolo', submitted_at: '2026-05-05T01:00:00Z' }),
  proposal(13, { kind: 'delete', person_name: 'Santos, Pedro', author: { id: 8, display_name: 'Mina Ocampo' } }),
]

interface Sent {
  method: string
  path: string
  body: unknown
}

type Answer = (request: Request) => Response | unknown

/** The server: the queue answers `WAITING`; the rest as the test says (`details` by id; posts by path). */
function server({ details = {}, answers = {} }: { details?: Record<number, ProposalDetail>; answers?: Record<string, Answer> } = {}) {
  const sent: Sent[] = []
  const table: Record<string, (url: URL, request: Request) => Promise<unknown>> = {}
  const on = (path: string, answer: Answer) => {
    table[path] = async (url, request) => {
      const text = request.method === 'GET' ? '' : await request.clone().text()
      sent.push({ method: request.method, path: url.pathname + url.search, body: text ? JSON.parse(text) : null })
      return answer(request)
    }
  }
  on('/api/admin/proposals', () => ({ items: WAITING, total: WAITING.length, page: 1, page_size: 50 }))
  for (const [id, detail] of Object.entries(details)) on(`/api/proposals/${id}`, () => detail)
  for (const [path, answer] of Object.entries(answers)) on(path, answer)
  answerByPath(table)
  return {
    lists: () => sent.filter((s) => s.path.startsWith('/api/admin/proposals?')).map((s) => s.path),
    writes: () => sent.filter((s) => s.method !== 'GET').map(({ method, path, body }) => ({ method, path, body })),
  }
}

function renderQueue() {
  return renderScreen(<ProposalsPage />, { path: '/admin/proposals', session: sessionAs('ipmr') })
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^Select .*${name}`) })

async function openProposal(name: RegExp) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name }, FIRST_DATA))
  return { user, dialog: await screen.findByRole('dialog', { name: 'Proposal' }) }
}

describe('Administration → Proposals: the queue', () => {
  it('lists the waiting proposals: kind, person, barangay, author and when', async () => {
    const api = server()
    renderQueue()
    const table = await screen.findByRole('table', {}, FIRST_DATA)
    await within(table).findByText('Reyes, Ana')
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Select', 'Kind', 'Person', 'Barangay', 'Proposed by', 'Submitted', 'Actions',
    ])
    expect(within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td, th')].slice(1, 6).map((c) => c.textContent))).toEqual([
      ['Edit', 'Dela Cruz, Juan Santos', 'Ajos', 'Lito Cruz', 'May 4, 2026, 2:07 PM'],
      ['New record', 'Reyes, Ana', 'Bolo', 'Lito Cruz', 'May 5, 2026, 9:00 AM'],
      ['Delete', 'Santos, Pedro', 'Ajos', 'Mina Ocampo', 'May 4, 2026, 2:07 PM'],
    ])
    expect(screen.getByText('Showing 1–3 of 3 proposals')).toHaveAttribute('role', 'status')
    expect(api.lists()).toEqual(['/api/admin/proposals?state=submitted&page=1&page_size=50'])
  })

  it('approves the selected ones at once and says which were refused and why', async () => {
    const api = server({
      answers: {
        '/api/admin/proposals/approve': () => ({
          approved: [11],
          refused: [{ id: 13, code: 'proposals.already_decided', message: ALREADY_DECIDED }],
        }),
      },
    })
    renderQueue()
    const user = userEvent.setup()
    const approve = await screen.findByRole('button', { name: 'Approve selected (0)' }, FIRST_DATA)
    expect(approve).toBeDisabled()
    await user.click(within(row('Dela Cruz, Juan Santos')).getByRole('checkbox', { name: 'Select Edit: Dela Cruz, Juan Santos' }))
    await user.click(within(row('Santos, Pedro')).getByRole('checkbox', { name: 'Select Delete: Santos, Pedro' }))
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }))

    expect(await screen.findByText('1 proposal was approved.')).toBeInTheDocument()
    const refused = screen.getAllByRole('alert').find((a) => a.textContent?.includes('not approved'))!
    expect(refused).toHaveTextContent(`1 proposal was not approved:Santos, Pedro: ${ALREADY_DECIDED}`)
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/proposals/approve', body: { ids: [11, 13] } }])
    await waitFor(() => expect(api.lists()).toHaveLength(2)) // the queue is asked for again
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled()
  })

  it('selects every proposal of the page with one checkbox', async () => {
    const api = server({ answers: { '/api/admin/proposals/approve': () => ({ approved: [11, 12, 13], refused: [] }) } })
    renderQueue()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }, FIRST_DATA))
    await user.click(screen.getByRole('button', { name: 'Approve selected (3)' }))
    expect(await screen.findByText('3 proposals were approved.')).toBeInTheDocument()
    expect(api.writes()[0].body).toEqual({ ids: [11, 12, 13] })
  })
})

describe('Administration → Proposals: one proposal', () => {
  it('shows the fields side by side with the changed ones marked in words, and the photo before and after', async () => {
    server({ details: { 11: editDetail() } })
    renderQueue()
    const { dialog } = await openProposal(/^Open Edit: Dela Cruz, Juan Santos$/)
    expect(await within(dialog).findByRole('heading', { name: 'Edit: Dela Cruz, Juan Santos' })).toBeInTheDocument()
    const fields = within(dialog).getByRole('table', { name: 'The fields, current and proposed' })
    const line = (label: string) => within(fields).getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!
    expect(within(fields).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Current', 'Proposed'])
    expect(line('Occupation')).toHaveTextContent('OccupationChangedFarmerFisher')
    expect(line('Spouse')).toHaveTextContent('SpouseChanged(empty)Ana Reyes')
    expect(line('Last Name')).toHaveTextContent('Last NameDela CruzDela Cruz') // unchanged: no mark
    expect(within(fields).getAllByText('Changed')).toHaveLength(2)
    expect(within(dialog).getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', '/api/people/40/photo')
    expect(within(dialog).getByRole('img', { name: 'Proposed photo' })).toHaveAttribute('src', '/api/proposals/11/photo')
  })

  it("shows an add's possible duplicates as the Add form does", async () => {
    const match = {
      id: 77, name: 'Reyes, Ana Cruz', first_name: 'Ana', middle_name: 'Cruz', last_name: 'Reyes', gender: 'Female' as const,
      age: 30, barangay: 'Bolo', lineage: null, thumb_url: null, date_of_birth: '1996-02-01', father: null, mother: 'Luz Reyes', score: 0.9,
    }
    const add = {
      ...proposal(12, { kind: 'add', person_id: null, base_version: null, person_name: 'Reyes, Ana', barangay: 'Bolo' }),
      values: { last_name: 'Reyes', first_name: 'Ana', barangay: 'Bolo', gender: 'Female' },
      current: null,
      changed: ['last_name', 'first_name', 'barangay', 'gender'],
      current_has_photo: false,
      duplicates: [match],
    } as ProposalDetail
    server({ details: { 12: add } })
    renderQueue()
    const { dialog } = await openProposal(/^Open New record: Reyes, Ana$/)
    const panel = await within(dialog).findByRole('region', { name: 'Possible duplicate' })
    expect(panel).toHaveTextContent('The registry already has 1 person who may be the one this proposal adds.')
    expect(within(panel).getByText('Reyes, Ana Cruz')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'View Reyes, Ana Cruz' })).toBeInTheDocument()
    expect(within(panel).queryByRole('button', { name: 'This is a different person' })).not.toBeInTheDocument()
    const fields = within(dialog).getByRole('table', { name: 'The fields, current and proposed' })
    expect(within(fields).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Proposed'])
  })

  it('approves the proposal opened', async () => {
    const api = server({ details: { 11: editDetail() }, answers: { '/api/admin/proposals/11/approve': () => ({ ...proposal(11), state: 'approved' }) } })
    renderQueue()
    const { user, dialog } = await openProposal(/^Open Edit: Dela Cruz, Juan Santos$/)
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('The proposal for Dela Cruz, Juan Santos was approved.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Proposals' })).toHaveFocus()) // its row leaves the queue
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/proposals/11/approve', body: null }])
  })

  it('rejects only with a reason: a blank one is refused at the field, the server’s refusal is shown there too', async () => {
    let refuse = true
    const api = server({
      details: { 11: editDetail() },
      answers: {
        '/api/admin/proposals/11/reject': () =>
          refuse
            ? jsonResponse(
                { error: 'Give the reason for the rejection.', code: 'proposals.reason_required', detail: { fields: { reason: 'Give the reason for the rejection.' }, codes: { reason: 'proposals.reason_required' } } },
                422,
              )
            : { ...proposal(11), state: 'rejected', reason: 'The spouse is not married to him.' },
      },
    })
    renderQueue()
    const { user, dialog } = await openProposal(/^Open Edit: Dela Cruz, Juan Santos$/)
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }))
    const form = within(dialog).getByRole('form', { name: 'Reject the proposal' })
    const reason = within(form).getByLabelText(/Reason for the rejection/)
    expect(reason).toHaveFocus()
    await user.type(reason, '   ')
    await user.click(within(form).getByRole('button', { name: 'Reject proposal' }))
    expect(reason).toHaveAccessibleDescription('Give the reason for the rejection.')
    expect(reason).toHaveAttribute('aria-invalid', 'true')
    expect(api.writes()).toEqual([]) // a blank reason never leaves the browser

    await user.type(reason, 'x')
    await user.click(within(form).getByRole('button', { name: 'Reject proposal' }))
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Give the reason for the rejection.'))
    expect(reason).toHaveValue('   x') // the typing is kept

    refuse = false
    await user.clear(reason)
    await user.type(reason, 'The spouse is not married to him.')
    await user.click(within(form).getByRole('button', { name: 'Reject proposal' }))
    expect(await screen.findByText('The proposal for Dela Cruz, Juan Santos was rejected.')).toBeInTheDocument()
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/proposals/11/reject', body: { reason: 'x' } },
      { method: 'POST', path: '/api/admin/proposals/11/reject', body: { reason: 'The spouse is not married to him.' } },
    ])
  })

  it('says "This proposal was already decided." as the server says it, and offers no decision any more', async () => {
    let detail = editDetail()
    server({
      details: {},
      answers: {
        '/api/proposals/11': () => detail,
        '/api/admin/proposals/11/approve': () => {
          detail = editDetail({ state: 'approved', decided_by: { id: 2, display_name: 'Rosa Lim' } })
          return jsonResponse({ error: ALREADY_DECIDED, code: 'proposals.already_decided', detail: null }, 409)
        },
      },
    })
    renderQueue()
    const { user, dialog } = await openProposal(/^Open Edit: Dela Cruz, Juan Santos$/)
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALREADY_DECIDED)
    expect(await within(dialog).findByText('This proposal is no longer waiting for a decision.')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled()
  })

  it('shows a stale base as an edit conflict; the IPMR edits the proposal with the choices and approves that', async () => {
    const stored = storedPerson({ version: 5, occupation: 'Carpenter', contact_number: '+639998887777' })
    let approvals = 0
    const api = server({
      answers: {
        '/api/proposals/11': (request) => (request.method === 'PUT' ? { ...proposal(11), base_version: 5 } : editDetail()),
        '/api/admin/proposals/11/approve': () => {
          approvals += 1
          return approvals === 1
            ? jsonResponse({ error: STALE, code: 'proposals.stale', params: { name: 'Rosa Lim', when: 'May 4, 2026 3:00 PM' }, detail: { current: stored } }, 409)
            : { ...proposal(11), state: 'approved' }
        },
      },
    })
    renderQueue()
    const { user, dialog } = await openProposal(/^Open Edit: Dela Cruz, Juan Santos$/)
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }))

    // As the person form shows an edit conflict: the record now and the proposal side by side, a choice per field.
    const conflict = await within(dialog).findByRole('group', { name: 'Choose what to keep' })
    expect(conflict).toHaveFocus()
    expect(conflict).toHaveTextContent(STALE)
    const choices = within(conflict).getByRole('table')
    expect(within(choices).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Record now', 'Proposal'])
    expect(within(choices).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Occupation', 'Contact Number', 'Spouse'])
    await user.click(within(choices).getByRole('radio', { name: 'Keep Proposal for Occupation' }))
    await user.click(within(choices).getByRole('radio', { name: 'Keep Proposal for Spouse' }))
    await user.click(within(conflict).getByRole('button', { name: 'Save my choices' }))

    expect(await within(dialog).findByText(/The proposal now holds your choices/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('The proposal for Dela Cruz, Juan Santos was approved.')).toBeInTheDocument()
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/proposals/11/approve', body: null },
      {
        method: 'PUT',
        path: '/api/proposals/11',
        body: {
          values: formValues({
            occupation: 'Fisher',
            contact_number: '+639998887777',
            family_tree: { father: 'Pedro Dela Cruz', mother: 'Maria Dela Cruz', spouse: 'Ana Reyes', siblings: [], children: [] },
          }),
          base_version: 5,
          submit: true,
        },
      },
      { method: 'POST', path: '/api/admin/proposals/11/approve', body: null },
    ])
  })

  it('a deletion on a stale base: shows the record now, and is based on it before it is approved', async () => {
    const stored = storedPerson({ version: 6 })
    const remove = {
      ...editDetail(),
      ...proposal(13, { kind: 'delete', person_name: 'Santos, Pedro', author: { id: 8, display_name: 'Mina Ocampo' } }),
      values: null,
      changed: [],
    } as ProposalDetail
    let approvals = 0
    const api = server({
      answers: {
        '/api/proposals/13': (request) => (request.method === 'PUT' ? { ...proposal(13), base_version: 6 } : remove),
        '/api/admin/proposals/13/approve': () => {
          approvals += 1
          return approvals === 1
            ? jsonResponse({ error: STALE, code: 'proposals.stale', params: { name: 'Rosa Lim', when: 'May 4, 2026 3:00 PM' }, detail: { current: stored } }, 409)
            : { ...proposal(13), state: 'approved' }
        },
      },
    })
    renderQueue()
    const { user, dialog } = await openProposal(/^Open Delete: Santos, Pedro$/)
    expect(await within(dialog).findByText('Approving moves Santos, Pedro to the Trash.')).toBeInTheDocument()
    const fields = within(dialog).getByRole('table', { name: 'The fields, current and proposed' })
    expect(within(fields).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Current'])
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE)
    await user.click(within(dialog).getByRole('button', { name: 'Base the deletion on the record as it is now' }))
    expect(await within(dialog).findByText(/The deletion is now based on the record as it is now/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('The proposal for Santos, Pedro was approved.')).toBeInTheDocument()
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/proposals/13/approve', body: null },
      { method: 'PUT', path: '/api/proposals/13', body: { base_version: 6, submit: true } },
      { method: 'POST', path: '/api/admin/proposals/13/approve', body: null },
    ])
  })
})

describe('Administration → Proposals on a phone', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows one card per proposal with its checkbox and Open instead of the table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const api = server({ answers: { '/api/admin/proposals/approve': () => ({ approved: [12], refused: [] }) } })
    renderQueue()
    const card = await screen.findByRole('listitem', { name: 'Reyes, Ana' }, FIRST_DATA)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(card).toHaveTextContent('New record · Bolo')
    expect(card).toHaveTextContent('Proposed by Lito Cruz, May 5, 2026, 9:00 AM')
    expect(within(card).getByRole('button', { name: 'Open New record: Reyes, Ana' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(card).getByRole('checkbox', { name: 'Select New record: Reyes, Ana' }))
    await user.click(screen.getByRole('button', { name: 'Approve selected (1)' }))
    expect(await screen.findByText('1 proposal was approved.')).toBeInTheDocument()
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/proposals/approve', body: { ids: [12] } }])
  })
})
