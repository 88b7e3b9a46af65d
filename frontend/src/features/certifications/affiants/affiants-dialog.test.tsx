import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'

import { IssueDialog } from '../components/issue-dialog'

vi.setConfig({ testTimeout: 20_000 })

const person = (id: number, first: string, last: string, barangay = 'Ajos') => ({
  id,
  name: `${last}, ${first}`,
  first_name: first,
  middle_name: null,
  last_name: last,
  gender: 'Male',
  age: 50,
  barangay,
  lineage: 'Agta',
  thumb_url: null,
})
const PEOPLE = [person(4, 'Ines', 'Dumagat'), person(11, 'Vicente', 'Dumagat'), person(12, 'Tomas', 'Dumagat', 'Macpac')]

/** Suggestions by name (the applicant among them), the check's warnings for 11 and 12, and the issue. */
function server() {
  const sent: unknown[] = []
  const checks: string[] = []
  answerByPath({
    '/api/people/suggestions': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase()
      return { names: PEOPLE.filter((p) => p.name.toLowerCase().includes(q)), barangays: [] }
    },
    '/api/people/4/affiant-check': (url) => {
      checks.push(url.search)
      const warnings = []
      if (url.searchParams.get('affiant1') === '11') warnings.push({ affiant: 1, of: 'applicant', steps: ['mother', 'brother'] })
      if (url.searchParams.get('affiant2') === '12') warnings.push({ affiant: 2, of: 'applicant', steps: ['first_cousin'] })
      return { warnings }
    },
    '/api/people/4/certifications': async (_url, request) => {
      sent.push(await request.json())
      return { id: 9, serial: 'CTM-2026-00009' }
    },
  })
  return { sent, checks }
}

function renderDialog(onIssued = vi.fn()) {
  renderScreen(<IssueDialog open personId={4} personName="Ines Dumagat" onClose={() => undefined} onIssued={onIssued} />)
  return onIssued
}

async function choose(user: ReturnType<typeof userEvent.setup>, box: string, typed: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: box }))
  await user.keyboard(typed)
  await screen.findByRole('option', { name: new RegExp(option) }, FIRST_DATA)
  await user.keyboard('{ArrowDown}{Enter}')
}

beforeEach(async () => {
  await i18n.changeLanguage('en')
})

it('names two registered affiants by keyboard, warns with each path, and still issues with both', async () => {
  const { sent } = server()
  const onIssued = renderDialog()
  const user = userEvent.setup()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), 'Scholarship')
  await user.click(screen.getByRole('combobox', { name: 'Affiant 1' }))
  await user.keyboard('Dumagat')
  await screen.findByRole('option', { name: /Vicente Dumagat/ }, FIRST_DATA)
  const listed = within(screen.getByRole('listbox', { name: 'Registered people for affiant 1' })).getAllByRole('option')
  // The applicant is never suggested as an affiant.
  expect(listed.map((o) => o.textContent)).toEqual(['Vicente DumagatAjos', 'Tomas DumagatMacpac'])
  await user.keyboard('{ArrowDown}{Enter}')
  expect(await screen.findByText("Affiant 1, Vicente Dumagat, is the applicant's mother's brother.", {}, FIRST_DATA)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Change affiant 1' })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('combobox', { name: 'Affiant 2' })).toHaveFocus()
  await choose(user, 'Affiant 2', 'Tomas', 'Tomas Dumagat')
  expect(await screen.findByText("Affiant 2, Tomas Dumagat, is the applicant's first cousin.", {}, FIRST_DATA)).toBeInTheDocument()
  expect(screen.getByText('NCIP asks for two disinterested persons. You may still issue the certification.')).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Issue' }))
  await waitFor(() => expect(onIssued).toHaveBeenCalled())
  expect(sent).toEqual([
    {
      purpose_kind: 'scholarship',
      purpose: null,
      affiants: [
        { person_id: 11, name: null },
        { person_id: 12, name: null },
      ],
    },
  ])
})

it('keeps a typed name as text, asks no check for it, and changes a chosen affiant', async () => {
  const { sent, checks } = server()
  renderDialog()
  const user = userEvent.setup()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), 'Employment')
  await user.type(screen.getByRole('combobox', { name: 'Affiant 2' }), '  Rosario   Bagani ')
  await choose(user, 'Affiant 1', 'Vicente', 'Vicente Dumagat')
  await screen.findByText(/mother's brother/, {}, FIRST_DATA)
  await user.click(screen.getByRole('button', { name: 'Change affiant 1' }))
  await waitFor(() => expect(screen.queryByText(/mother's brother/)).not.toBeInTheDocument())
  expect(screen.getByRole('combobox', { name: 'Affiant 1' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Issue' }))
  await waitFor(() =>
    expect(sent).toEqual([{ purpose_kind: 'employment', purpose: null, affiants: [{ person_id: null, name: 'Rosario Bagani' }] }]),
  )
  expect(checks).toEqual(['?affiant1=11'])
})

it('words the path in Filipino, from the far end', async () => {
  server()
  await i18n.changeLanguage('fil')
  renderDialog()
  const user = userEvent.setup()
  await choose(user, 'Apyant 1', 'Vicente', 'Vicente Dumagat')
  const warning = await screen.findByText('Ang apyant 1, si Vicente Dumagat, ay kapatid na lalaki ng ina ng aplikante.', {}, FIRST_DATA)
  expect(within(warning.closest('[role="status"]') as HTMLElement).getByText(/Maaari pa rin pong ibigay/)).toBeInTheDocument()
})
