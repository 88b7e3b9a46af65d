import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { ToastStack, useToasts } from '@/components/ui/toast-stack'

import type { Person } from '../api/types'
import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { PersonFormModal } from './person-form-modal'

vi.setConfig({ testTimeout: 30_000 })

const CONFLICT = 'This record was changed by Ligaya Ramos at Nov 23, 2026 2:05 PM. Reload it to see the changes.'

const loaded = makePerson({ id: 9, version: 1, occupation: 'Farmer', last_name: 'Dela Cruz' })
const newer = makePerson({ id: 9, version: 2, occupation: 'Fisher', last_name: 'Reyes' })

function Harness({ person }: { person: Person }) {
  const [open, setOpen] = useState(false)
  const { toasts, notify, dismiss } = useToasts()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <PersonFormModal target={open ? person : null} onClose={() => setOpen(false)} notify={notify} onViewPerson={() => {}} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  )
}

async function openEditForm() {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<Harness person={loaded} />)
  await user.click(screen.getByRole('button', { name: 'Open form' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit IP Information' })
  await within(dialog).findByLabelText('Last Name')
  return { user, dialog }
}

/** The first PUT is refused as stale; later ones are saved (and answer the saved record). */
function refuseFirstSave(conflictBody: object) {
  let refused = false
  route('PUT', '/api/people/:id', (call) => {
    if (!refused) {
      refused = true
      return { status: 409, body: { error: CONFLICT, detail: conflictBody } }
    }
    const body = call.body as Partial<Person>
    return { body: { ...newer, ...body, family_tree: newer.family_tree, version: (body.version ?? 0) + 1 } }
  })
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
})

describe('Two clerks editing one record', () => {
  it('shows theirs and yours side by side, merges what only one side changed, and saves the choices', async () => {
    refuseFirstSave({ current: newer })
    const { user, dialog } = await openEditForm()
    await user.clear(screen.getByLabelText('Occupation'))
    await user.type(screen.getByLabelText('Occupation'), 'Tricycle driver')
    await user.clear(screen.getByLabelText('Address'))
    await user.type(screen.getByLabelText('Address'), 'Sitio Ibaba')
    await user.click(screen.getByRole('button', { name: 'Update' }))

    const choices = await within(dialog).findByRole('group', { name: 'Choose what to keep' })
    expect(choices).toHaveFocus()
    expect(callsTo('PUT', '/api/people/9')[0].body).toMatchObject({ occupation: 'Tricycle driver', version: 1 })
    // Only Occupation was changed by both: the one question. Their Last Name and your Address merge by themselves.
    const rows = within(choices).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['OccupationFisherTricycle driver'])
    expect(choices).toHaveTextContent('Kept as you typed them (nobody else changed them): Address.')
    // Still open, the typing kept, no success notice.
    expect(screen.getByLabelText('Occupation')).toHaveValue('Tricycle driver')
    expect(screen.queryByText('Person updated successfully!')).not.toBeInTheDocument()

    within(choices).getByRole('radio', { name: 'Keep Yours (this device) for Occupation' }).focus()
    await user.keyboard(' ')
    await user.click(within(choices).getByRole('button', { name: 'Save my choices' }))

    expect(await screen.findByText('Person updated successfully!')).toBeInTheDocument()
    expect(callsTo('PUT', '/api/people/9')[1].body).toMatchObject({
      occupation: 'Tricycle driver',
      address: 'Sitio Ibaba',
      last_name: 'Reyes',
      version: 2,
    })
    expect(within(dialog).queryByRole('group', { name: 'Choose what to keep' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Last Name')).toHaveValue('Reyes')
  })

  it('keeps theirs where the clerk does not choose, and Discard my changes and reload loads the newer version', async () => {
    refuseFirstSave({ current: newer })
    const { user, dialog } = await openEditForm()
    await user.clear(screen.getByLabelText('Occupation'))
    await user.type(screen.getByLabelText('Occupation'), 'Weaver')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    const choices = await within(dialog).findByRole('group', { name: 'Choose what to keep' })
    await user.click(within(choices).getByRole('button', { name: 'Discard my changes and reload' }))
    await waitFor(() => expect(screen.getByLabelText('Occupation')).toHaveValue('Fisher'))
    expect(screen.getByLabelText('Last Name')).toHaveValue('Reyes')
    expect(within(dialog).queryByRole('group', { name: 'Choose what to keep' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Last Name')).toHaveFocus()

    // The next save is based on the newer version, and goes through.
    await user.clear(screen.getByLabelText('Occupation'))
    await user.type(screen.getByLabelText('Occupation'), 'Weaver')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Person updated successfully!')).toBeInTheDocument()
    expect(callsTo('PUT', '/api/people/9')[1].body).toMatchObject({ occupation: 'Weaver', version: 2, last_name: 'Reyes' })
  })

  it('fetches the record on Reload when the refusal does not carry it', async () => {
    refuseFirstSave({})
    route('GET', '/api/people/:id', { body: newer })
    const { user, dialog } = await openEditForm()
    await user.click(screen.getByRole('button', { name: 'Update' }))
    const alert = await within(dialog).findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.getByLabelText('Occupation')).toHaveValue('Fisher'))
    expect(callsTo('GET', '/api/people/9')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Person updated successfully!')).toBeInTheDocument()
    expect(callsTo('PUT', '/api/people/9')[1].body).toMatchObject({ version: 2 })
  })
})
