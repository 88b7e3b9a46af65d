import 'fake-indexeddb/auto'

import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { ToastStack, useToasts } from '@/components/ui/toast-stack'

import type { DuplicateMatch } from '../api/check-duplicates'
import { calls, callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { PersonFormModal } from './person-form-modal'

// Full forms in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const LUISA: DuplicateMatch = {
  id: 7,
  name: 'Dela Cruz, Ma. Luisa',
  first_name: 'Ma. Luisa',
  middle_name: null,
  last_name: 'Dela Cruz',
  gender: 'Female',
  age: 76,
  lineage: null,
  date_of_birth: '1950-03-04',
  barangay: 'Ajos',
  father: 'Jose Dela Cruz',
  mother: null,
  thumb_url: null,
  score: 0.97,
}

function Harness({ onViewPerson = () => {} }: { onViewPerson?: (personId: number) => void }) {
  const [open, setOpen] = useState(false)
  const { toasts, notify, dismiss } = useToasts()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <PersonFormModal target={open ? 'add' : null} onClose={() => setOpen(false)} notify={notify} onViewPerson={onViewPerson} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  )
}

async function addMariaLuisa(onViewPerson?: (personId: number) => void) {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<Harness onViewPerson={onViewPerson} />)
  await user.click(screen.getByRole('button', { name: 'Open form' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
  await within(dialog).findByLabelText('Last Name')
  await user.type(screen.getByLabelText('Last Name'), 'de la Cruz')
  await user.type(screen.getByLabelText('First Name'), 'Maria Luisa')
  fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '1950-03-04' } })
  await user.selectOptions(screen.getByLabelText('Barangay'), 'Ajos')
  await user.type(screen.getByLabelText('Household Members'), '4')
  await user.type(screen.getByLabelText('Contact Number'), '0917 123 4567')
  await user.click(screen.getByRole('button', { name: 'Add' }))
  return { user, dialog }
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
  route('POST', '/api/people/duplicates', { body: { matches: [LUISA] } })
  route('POST', '/api/people', (call) => ({ status: 201, body: makePerson({ id: 41, ...(call.body as object) }) }))
})

describe('Possible duplicate in the Add form', () => {
  it('holds the save and shows the likely match with its details', async () => {
    const { dialog } = await addMariaLuisa()

    const panel = await within(dialog).findByRole('region', { name: 'Possible duplicate' })
    expect(within(panel).getByText('Dela Cruz, Ma. Luisa')).toBeInTheDocument()
    expect(within(panel).getByText(/Barangay: Ajos/)).toBeInTheDocument()
    expect(within(panel).getByText('Parents: Jose Dela Cruz')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'View Dela Cruz, Ma. Luisa' })).toBeInTheDocument()
    expect(callsTo('POST', '/api/people')).toHaveLength(0)
    expect(callsTo('POST', '/api/people/duplicates')[0].body).toMatchObject({
      first_name: 'Maria Luisa',
      last_name: 'de la Cruz',
      date_of_birth: '1950-03-04',
      barangay: 'Ajos',
    })
  })

  it('View asks the screen around the form to show the match: the panel opens no profile of its own', async () => {
    const viewed: number[] = []
    const { user, dialog } = await addMariaLuisa((id) => viewed.push(id))
    const panel = await within(dialog).findByRole('region', { name: 'Possible duplicate' })

    await user.click(within(panel).getByRole('button', { name: 'View Dela Cruz, Ma. Luisa' }))

    expect(viewed).toEqual([7])
    expect(screen.queryByRole('dialog', { name: 'IP Profile' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('region', { name: 'Possible duplicate' })).toBeInTheDocument()
  })

  it("'This is a different person' saves once, carrying the choice in the create itself", async () => {
    const { user, dialog } = await addMariaLuisa()
    const panel = await within(dialog).findByRole('region', { name: 'Possible duplicate' })

    await user.click(within(panel).getByRole('button', { name: 'This is a different person' }))

    expect(await screen.findByText('Person added successfully!')).toBeInTheDocument()
    const creates = callsTo('POST', '/api/people')
    expect(creates).toHaveLength(1)
    expect(creates[0].body).toMatchObject({ first_name: 'Maria Luisa', last_name: 'de la Cruz', different_from: [7] })
    // No second request records the choice after the save.
    expect(calls.filter((call) => call.path.includes('different'))).toEqual([])
    expect(within(dialog).queryByRole('region', { name: 'Possible duplicate' })).not.toBeInTheDocument()
  })

  it('sends no choice when no possible duplicate was shown', async () => {
    route('POST', '/api/people/duplicates', { body: { matches: [] } })
    await addMariaLuisa()

    expect(await screen.findByText('Person added successfully!')).toBeInTheDocument()
    const creates = callsTo('POST', '/api/people')
    expect(creates).toHaveLength(1)
    expect(creates[0].body).not.toHaveProperty('different_from')
  })
})
