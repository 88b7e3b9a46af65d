import 'fake-indexeddb/auto'

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { ToastStack, useToasts } from '@/components/ui/toast-stack'
import { db } from '@/lib/offline/db'

import type { Person } from '../api/types'
import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson, REFERENCE } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { PersonFormModal } from './person-form-modal'

// Full forms and tables in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

function Harness({ person }: { person?: Person }) {
  const [target, setTarget] = useState<'add' | Person | null>(null)
  const { toasts, notify, dismiss } = useToasts()
  return (
    <>
      <button type="button" onClick={() => setTarget(person ?? 'add')}>
        Open form
      </button>
      <PersonFormModal target={target} onClose={() => setTarget(null)} notify={notify} onViewPerson={() => {}} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  )
}

async function openForm(person?: Person) {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<Harness person={person} />)
  await user.click(screen.getByRole('button', { name: 'Open form' }))
  const dialog = await screen.findByRole('dialog', {
    name: person ? 'Edit IP Information' : 'Add New Indigenous Person',
  })
  await within(dialog).findByLabelText('Last Name')
  return { user, dialog }
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Last Name'), 'Dela Cruz')
  await user.type(screen.getByLabelText('First Name'), 'Juan')
  fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '1990-05-17' } })
  await user.selectOptions(screen.getByLabelText('Barangay'), 'Ajos')
  await user.type(screen.getByLabelText('Household Members'), '4')
  await user.type(screen.getByLabelText('Contact Number'), '0917 123 4567')
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
  route('POST', '/api/people', (call) => ({ status: 201, body: makePerson({ id: 41, ...(call.body as object) }) }))
})

describe('PersonFormModal fields', () => {
  it("defaults a new person's municipality and province to the registry's (another municipality's)", async () => {
    const dolores = { code: '0405615000', name: 'Dolores', province: 'Quezon' }
    route('GET', '/api/reference', { body: { ...REFERENCE, municipality: dolores, barangays: ['Antonino', 'Putol'] } })
    const { dialog } = await openForm()
    const form = within(dialog)
    expect(form.getByLabelText('Municipality')).toHaveValue('Dolores')
    expect(form.getByLabelText('Province')).toHaveValue('Quezon')
    const options = within(form.getByLabelText('Barangay')).getAllByRole('option').map((o) => o.textContent)
    expect(options.slice(-2)).toEqual(['Antonino', 'Putol'])
  })

  it('has every labelled field, radio groups, read-only municipality and province, and required marks', async () => {
    const { dialog } = await openForm()
    const form = within(dialog)
    for (const label of [
      'Last Name', 'First Name', 'Middle Name', 'Date of Birth', 'Age', 'Occupation', 'Tribe', 'Barangay',
      'Address', 'Municipality', 'Province', 'Health Condition', 'Household Members', 'Contact Number',
      'Father', 'Mother', 'Spouse', 'Siblings', 'Children', 'Photo',
    ]) {
      expect(form.getByLabelText(label)).toBeInTheDocument()
    }
    expect(form.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date')
    expect(within(form.getByRole('group', { name: 'Gender' })).getAllByRole('radio')).toHaveLength(2)
    expect(within(form.getByRole('group', { name: 'Civil Status' })).getAllByRole('radio')).toHaveLength(4)
    expect(within(form.getByRole('group', { name: 'Educational Attainment' })).getAllByRole('radio')).toHaveLength(5)
    expect(form.getByLabelText('Municipality')).toHaveAttribute('readonly')
    expect(form.getByLabelText('Municipality')).toHaveValue('Catanauan')
    expect(form.getByLabelText('Province')).toHaveValue('Quezon')
    for (const label of ['Last Name', 'First Name', 'Date of Birth', 'Age', 'Barangay', 'Contact Number', 'Household Members']) {
      expect(form.getByLabelText(label)).toHaveAttribute('aria-required', 'true')
    }
    expect(form.getByLabelText('Middle Name')).not.toHaveAttribute('aria-required')
    expect(form.getByLabelText('Contact Number')).toHaveAccessibleDescription(
      'Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX',
    )
    expect(form.getByRole('button', { name: 'Use Camera' })).toBeInTheDocument()
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate')
  })
})

describe('PersonFormModal normalisation', () => {
  it('normalises the contact number on blur', async () => {
    const { user } = await openForm()
    const contact = screen.getByLabelText('Contact Number')
    await user.type(contact, '0917-123 4567')
    expect(contact).toHaveValue('0917-123 4567')
    await user.tab()
    expect(contact).toHaveValue('+639171234567')
  })

  it('recomputes the age whenever the date of birth changes (blank for a future date)', async () => {
    await openForm()
    const year = new Date().getFullYear()
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: `${year - 30}-01-01` } })
    expect(screen.getByLabelText('Age')).toHaveValue(30)
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: `${year - 7}-01-01` } })
    expect(screen.getByLabelText('Age')).toHaveValue(7)
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: `${year + 1}-01-01` } })
    expect(screen.getByLabelText('Age')).toHaveValue(null)
  })

  it('sends siblings and children as lists and the contact number in +63 form', async () => {
    const { user } = await openForm()
    await fillRequired(user)
    await user.type(screen.getByLabelText('Siblings'), 'Ana, , Ben ,Carla')
    await user.click(screen.getByRole('radio', { name: 'Female' }))
    await user.type(screen.getByLabelText('Tribe'), 'Dumagat')
    await user.click(screen.getByRole('button', { name: 'Add' }))

    await waitFor(() => expect(callsTo('POST', '/api/people')).toHaveLength(1))
    expect(callsTo('POST', '/api/people')[0].body).toMatchObject({
      last_name: 'Dela Cruz',
      first_name: 'Juan',
      date_of_birth: '1990-05-17',
      gender: 'Female',
      lineage: 'Dumagat',
      barangay: 'Ajos',
      household_members: 4,
      contact_number: '+639171234567',
      middle_name: null,
      family_tree: { siblings: ['Ana', 'Ben', 'Carla'], children: [] },
    })
  })
})

describe('PersonFormModal saving', () => {
  it('after an add: announces success, resets and stays open for the next person', async () => {
    const { user, dialog } = await openForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Person added successfully!')
    expect(dialog).toBeInTheDocument()
    expect(screen.getByLabelText('Last Name')).toHaveValue('')
    expect(screen.getByLabelText('Contact Number')).toHaveValue('')
  })

  it('shows each server field message beside its field and keeps every typed value', async () => {
    route('POST', '/api/people', {
      status: 422,
      body: {
        error: 'Contact number must be +63 followed by 10 digits, or 0 followed by 10 digits.',
        detail: {
          fields: {
            contact_number: 'Contact number must be +63 followed by 10 digits, or 0 followed by 10 digits.',
            'family_tree.children': 'Children must be 50 names or fewer.',
          },
        },
      },
    })
    const { user } = await openForm()
    await fillRequired(user)
    await user.clear(screen.getByLabelText('Contact Number'))
    await user.type(screen.getByLabelText('Contact Number'), '12345')
    await user.type(screen.getByLabelText('Children'), 'A, B')
    await user.click(screen.getByRole('button', { name: 'Add' }))

    const contact = screen.getByLabelText('Contact Number')
    await waitFor(() => expect(contact).toHaveAttribute('aria-invalid', 'true'))
    expect(contact).toHaveAccessibleDescription(
      'Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX Contact number must be +63 followed by 10 digits, or 0 followed by 10 digits.',
    )
    expect(screen.getByLabelText('Children')).toHaveAccessibleDescription(
      'Separate names with commas Children must be 50 names or fewer.',
    )
    expect(screen.getByLabelText('Last Name')).not.toHaveAttribute('aria-invalid')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error adding person: Contact number must be +63 followed by 10 digits, or 0 followed by 10 digits.',
    )
    expect(contact).toHaveValue('12345')
    expect(screen.getByLabelText('Last Name')).toHaveValue('Dela Cruz')
    expect(screen.getByLabelText('First Name')).toHaveValue('Juan')
    expect(screen.getByLabelText('Barangay')).toHaveValue('Ajos')
    expect(screen.getByLabelText('Children')).toHaveValue('A, B')
  })

  it("says what is wrong with a refused contact number (not the field's hint again); a second refusal replaces the first", async () => {
    const RULE = 'Enter 11-digit PH number (09XXXXXXXXX) or +639XXXXXXXXX'
    route('POST', '/api/people', {
      status: 422,
      body: { error: RULE, code: 'people.phone_hint', detail: { fields: { contact_number: RULE }, codes: { contact_number: 'people.phone_hint' } } },
    })
    const { user } = await openForm()
    await fillRequired(user)
    const contact = screen.getByLabelText('Contact Number')
    await user.clear(contact)
    await user.type(contact, '0917 123')
    await user.click(screen.getByRole('button', { name: 'Add' }))

    await waitFor(() => expect(contact).toHaveAttribute('aria-invalid', 'true'))
    expect(contact).toHaveAccessibleDescription(`${RULE} “0917123” has 7 digits; a PH number starting with 0 has 11.`)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error adding person: “0917123” has 7 digits; a PH number starting with 0 has 11.')

    await user.clear(contact)
    await user.type(contact, '+63 917 12')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('“+6391712” has 5 digits after +63; a PH number has 10 there.'))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('says the session is not ready on 401, and keeps the person on this device when the network fails', async () => {
    route('POST', '/api/people', { status: 401, body: { error: 'Please log in.' } })
    const { user } = await openForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication not ready. Please wait a moment and try again.',
    )

    route('POST', '/api/people', () => {
      throw new TypeError('Failed to fetch')
    })
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No connection: saved on this device. It will be sent when the connection returns.',
    )
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ kind: 'create', state: 'waiting', body: { last_name: 'Dela Cruz' } })
    await db.outbox.clear()
  })

  it('blocks a double submit and shows Adding… while running', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let arrived: () => void = () => {}
    const requested = new Promise<void>((resolve) => (arrived = resolve))
    route('POST', '/api/people', async () => {
      arrived()
      await gate
      return { status: 201, body: makePerson({ id: 42 }) }
    })
    const { user } = await openForm()
    await fillRequired(user)
    // Submitted twice in a row (a double click, Enter and a click): the second is ignored while the first runs.
    const form = screen.getByRole('form', { name: 'Add New Indigenous Person' })
    fireEvent.submit(form)
    fireEvent.submit(form)
    await requested
    expect(await screen.findByRole('button', { name: 'Adding…' })).toBeDisabled()
    release()
    await waitFor(() => expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Person added successfully!×']))
    // A second save would have been sent right behind the first, long before the first one's answer came back.
    expect(callsTo('POST', '/api/people')).toHaveLength(1)
  })

  it('saves the person first, then uploads the photo; a failed upload keeps the person saved', async () => {
    route('POST', '/api/people/:id/photo', { status: 422, body: { error: 'Photos must be JPEG, PNG, WEBP or GIF.' } })
    const { user } = await openForm()
    await fillRequired(user)
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'me.png', { type: 'image/png' }))
    await user.click(screen.getByRole('button', { name: 'Add' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Photo upload failed: Photos must be JPEG, PNG, WEBP or GIF. You can save without a new photo.',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Person added successfully!')
    const upload = callsTo('POST', '/api/people/41/photo')
    expect(upload).toHaveLength(1)
    expect((upload[0].body as FormData).get('file')).toHaveProperty('type', 'image/png')
    expect(upload[0].headers.get('content-type')).toMatch(/^multipart\/form-data/)
  })

  it('says the person is added only once the photo is stored; closing the form meanwhile does not lose it', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let arrived: () => void = () => {}
    const requested = new Promise<void>((resolve) => (arrived = resolve))
    route('POST', '/api/people/:id/photo', async () => {
      arrived()
      await gate
      return { status: 200, body: makePerson({ id: 41 }) }
    })
    const { user } = await openForm()
    await fillRequired(user)
    await user.upload(screen.getByLabelText('Photo'), new File(['x'], 'me.png', { type: 'image/png' }))
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await requested
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    release()
    expect(await screen.findByRole('status')).toHaveTextContent('Person added successfully!')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(callsTo('POST', '/api/people/41/photo')).toHaveLength(1)
  })

  it('opens a fresh add form every time', async () => {
    const { user } = await openForm()
    await user.type(screen.getByLabelText('Last Name'), 'Leftover')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open form' }))
    expect(await screen.findByLabelText('Last Name')).toHaveValue('')
  })
})

describe('PersonFormModal editing', () => {
  const person = makePerson({
    id: 9,
    family_tree: { father: 'Pedro', mother: null, spouse: null, siblings: ['Ana', 'Ben'], children: [] },
  })

  it('fills the fields, sends a PUT, announces the update and stays open', async () => {
    route('PUT', '/api/people/:id', (call) => ({ body: { ...person, ...(call.body as object), family_tree: person.family_tree } }))
    const { user, dialog } = await openForm(person)
    expect(screen.getByLabelText('Last Name')).toHaveValue('Dela Cruz')
    expect(screen.getByLabelText('Siblings')).toHaveValue('Ana, Ben')
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked()
    expect(screen.getByLabelText('Household Members')).not.toHaveAttribute('aria-required')

    await user.clear(screen.getByLabelText('Occupation'))
    await user.type(screen.getByLabelText('Occupation'), 'Student')
    await user.click(screen.getByRole('button', { name: 'Update' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Person updated successfully!')
    expect(callsTo('PUT', '/api/people/9')[0].body).toMatchObject({ occupation: 'Student' })
    expect(dialog).toBeInTheDocument()
    expect(screen.getByLabelText('Occupation')).toHaveValue('Student')
  })

  it("shows a household member's Household Members as the household's count, read-only", async () => {
    const member = makePerson({ id: 10, household_members: 4, household: { id: 5, head_id: 11, head_name: 'Maria Santos', head_outside: false, size: 4 } })
    await openForm(member)
    const field = screen.getByLabelText('Household Members')
    expect(field).toHaveValue(4)
    expect(field).toHaveAttribute('readonly')
    expect(field).toHaveAccessibleDescription("The household's current members, head included (changes with the household)")
  })

  it('keeps Household Members typed for a person in no household', async () => {
    await openForm(person)
    expect(screen.getByLabelText('Household Members')).not.toHaveAttribute('readonly')
  })

  it('reports an update failure with the server message', async () => {
    route('PUT', '/api/people/:id', { status: 404, body: { error: 'Person not found.' } })
    const { user } = await openForm(person)
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating person: Person not found.')
  })
})
