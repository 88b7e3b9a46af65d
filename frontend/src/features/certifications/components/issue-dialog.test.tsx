import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { i18n } from '@/lib/i18n'
import { answerByPath, renderScreen } from '@/test/render'

import { IssueDialog } from './issue-dialog'

vi.setConfig({ testTimeout: 20_000 })

/** The server: every issue answers 201 with a certificate; what was sent is kept. */
function server() {
  const sent: unknown[] = []
  answerByPath({
    '/api/people/4/certifications': async (_url, request) => {
      sent.push(await request.json())
      return { id: 9, serial: 'CTM-2026-00009' }
    },
  })
  return sent
}

function renderDialog(onIssued = vi.fn()) {
  renderScreen(<IssueDialog open personId={4} personName="Liwayway Dumagat" onClose={() => undefined} onIssued={onIssued} />)
  return onIssued
}

beforeEach(async () => {
  await i18n.changeLanguage('en')
})

it('issues for a purpose from NCIP’s list chosen by keyboard, with no typed text', async () => {
  const sent = server()
  const onIssued = renderDialog()
  const user = userEvent.setup()
  const purpose = screen.getByRole('combobox', { name: 'Purpose' })
  expect(screen.queryByRole('textbox', { name: 'Other purpose' })).not.toBeInTheDocument()
  // The dialog opens on its Close button; then its scrollable body; then the form.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus())
  await user.tab()
  await user.tab()
  expect(purpose).toHaveFocus()
  await user.selectOptions(purpose, 'PNP application')
  await user.tab()
  expect(screen.getByRole('combobox', { name: 'Affiant 1' })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole('combobox', { name: 'Affiant 2' })).toHaveFocus()
  await user.tab()
  await user.tab()
  expect(screen.getByRole('button', { name: 'Issue' })).toHaveFocus()
  await user.keyboard('{Enter}')
  await waitFor(() => expect(onIssued).toHaveBeenCalled())
  expect(sent).toEqual([{ purpose_kind: 'pnp', purpose: null, affiants: [] }])
})

it('asks for the purpose, and for the text of Other, before sending anything', async () => {
  const sent = server()
  renderDialog()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Issue' }))
  expect(await screen.findByText('Choose the purpose of the certification.')).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Purpose' })).toHaveAttribute('aria-invalid', 'true')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Purpose' }), 'Other')
  await user.click(screen.getByRole('button', { name: 'Issue' }))
  expect(await screen.findByText('Enter the purpose of the certification.')).toBeInTheDocument()
  expect(sent).toEqual([])

  await user.type(screen.getByRole('textbox', { name: 'Other purpose' }), '  Cooperative membership {Enter}')
  await waitFor(() => expect(sent).toEqual([{ purpose_kind: 'other', purpose: 'Cooperative membership', affiants: [] }]))
})

it('lists the purposes in Filipino', async () => {
  server()
  await i18n.changeLanguage('fil')
  renderDialog()
  const purpose = screen.getByRole('combobox', { name: 'Layunin' })
  expect([...purpose.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'Pumili…',
    'Iskolarsip',
    'Trabaho',
    'Paglalakbay sa ibang bansa',
    'Mga usapin sa lupa at lupaing ninuno',
    'Aplikasyon sa NAPOLCOM',
    'Aplikasyon sa AFP',
    'Aplikasyon sa BFP',
    'Aplikasyon sa BJMP',
    'Aplikasyon sa PNP',
    'Iba pa',
  ])
})
