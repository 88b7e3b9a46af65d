import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { PersonFormModal } from './person-form-modal'

vi.setConfig({ testTimeout: 20_000 })

type User = ReturnType<typeof userEvent.setup>

function focusedName(): string | undefined {
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) return undefined
  const legend = active.closest('fieldset')?.querySelector('legend')?.textContent
  if (legend) return legend
  if (active.tagName === 'BUTTON') return active.textContent ?? undefined
  return (active.id && document.querySelector(`label[for="${active.id}"]`)?.textContent) || undefined
}

async function tabTo(user: User, name: string) {
  for (let presses = 0; presses < 80; presses++) {
    if (focusedName() === name) return
    await user.tab()
  }
  throw new Error(`Tab never reached ${name}`)
}

/** The form's required fields typed by keyboard, focus left on the legal basis. */
async function fillRequired(user: User) {
  renderWithProviders(<PersonFormModal target="add" onClose={() => {}} notify={() => {}} onViewPerson={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
  await waitFor(() => expect(within(dialog).getByLabelText('Last Name')).toHaveFocus())
  await user.keyboard('Dela Cruz')
  await tabTo(user, 'First Name')
  await user.keyboard('Juan')
  await tabTo(user, 'Date of Birth')
  await user.keyboard('1990-05-17')
  await tabTo(user, 'Household Members')
  await user.keyboard('4')
  await tabTo(user, 'Contact Number')
  await user.keyboard('09171234567')
  await tabTo(user, 'Barangay')
  await user.selectOptions(screen.getByLabelText('Barangay'), 'Ajos')
  await tabTo(user, 'Legal basis (required)')
  return dialog
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
  route('POST', '/api/people', (call) => ({ status: 201, body: makePerson({ id: 41, ...(call.body as object) }) }))
})

describe('the legal basis in the person form, by keyboard', () => {
  it('records consent with its date: the arrow key chooses, the date field appears', async () => {
    const user = userEvent.setup({ delay: null })
    await fillRequired(user)
    expect(screen.queryByLabelText('Date consent was given')).not.toBeInTheDocument()
    await user.keyboard(' ') // the first choice: a law or public function
    expect(screen.getByRole('radio', { name: "A law or public function (IPRA, RA 8371, the office's mandate)" })).toBeChecked()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Consent of the person' })).toBeChecked()
    await tabTo(user, 'Date consent was given')
    await user.keyboard('2026-01-15')
    await tabTo(user, 'Add')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(callsTo('POST', '/api/people')).toHaveLength(1))
    expect(callsTo('POST', '/api/people')[0].body).toMatchObject({
      legal_basis: 'consent',
      consent_date: '2026-01-15',
      consent_withdrawn_on: null,
    })
  })

  it("shows the server's refusal beside the basis and keeps what was typed", async () => {
    const message = "Choose the legal basis: a law or public function, or the person's consent."
    route('POST', '/api/people', () => ({
      status: 422,
      body: {
        error: message,
        code: 'people.required.legal_basis',
        detail: { fields: { legal_basis: message }, codes: { legal_basis: 'people.required.legal_basis' } },
      },
    }))
    const user = userEvent.setup({ delay: null })
    await fillRequired(user)
    await tabTo(user, 'Add')
    await user.keyboard('{Enter}')
    const group = screen.getByRole('group', { name: 'Legal basis (required)' })
    expect(await within(group).findByText(message)).toBeInTheDocument()
    expect(callsTo('POST', '/api/people')[0].body).toMatchObject({ legal_basis: null })
    expect(screen.getByLabelText('Last Name')).toHaveValue('Dela Cruz')
    expect(screen.getByLabelText('Contact Number')).toHaveValue('+639171234567')
  })
})
