import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { ToastStack, useToasts } from '@/components/ui/toast-stack'

import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { PersonFormModal } from './person-form-modal'

vi.setConfig({ testTimeout: 20_000 })

function Harness() {
  const [open, setOpen] = useState(false)
  const { toasts, notify, dismiss } = useToasts()
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open form
      </button>
      <PersonFormModal target={open ? 'add' : null} onClose={() => setOpen(false)} notify={notify} onViewPerson={() => {}} />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  )
}

type User = ReturnType<typeof userEvent.setup>

/** The name a sighted keyboard user reads at the focused control: its label, its group's legend, or its text. */
function focusedName(): string | undefined {
  const active = document.activeElement
  if (!(active instanceof HTMLElement)) return undefined
  const legend = active.closest('fieldset')?.querySelector('legend')?.textContent
  if (legend) return legend
  if (active.tagName === 'BUTTON') return active.textContent ?? undefined
  return (active.id && document.querySelector(`label[for="${active.id}"]`)?.textContent) || undefined
}

/** Press Tab until focus reaches the control (field, radio group or button) called `name`. */
async function tabTo(user: User, name: string) {
  for (let presses = 0; presses < 60; presses++) {
    if (focusedName() === name) return
    await user.tab()
  }
  throw new Error(`Tab never reached ${name}`)
}

async function openByKeyboard() {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<Harness />)
  screen.getByRole('button', { name: 'Open form' }).focus()
  await user.keyboard('{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
  await within(dialog).findByLabelText('Last Name')
  return { user, dialog }
}

/** Fill the required fields by keyboard, Tab over the optional groups (Space on those in `choose`), press Add. */
async function addByKeyboard(user: User, choose: string[] = []) {
  await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveFocus())
  await user.keyboard('Dela Cruz')
  await tabTo(user, 'First Name')
  await user.keyboard('Juan')
  await tabTo(user, 'Date of Birth')
  await user.keyboard('1990-05-17')
  // Focus enters each optional group and leaves it; Space picks the first choice.
  for (const group of ['Gender', 'Civil Status', 'Educational Attainment']) {
    await tabTo(user, group)
    if (choose.includes(group)) await user.keyboard(' ')
  }
  await tabTo(user, 'Household Members')
  await user.keyboard('4')
  await tabTo(user, 'Contact Number')
  await user.keyboard('09171234567')
  await tabTo(user, 'Barangay')
  await user.selectOptions(screen.getByLabelText('Barangay'), 'Ajos')
  await tabTo(user, 'Add')
  await user.keyboard('{Enter}')
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
  route('POST', '/api/people', (call) => ({ status: 201, body: makePerson({ id: 41, ...(call.body as object) }) }))
})

describe('PersonFormModal by keyboard alone', () => {
  it('opens with focus on Last Name', async () => {
    await openByKeyboard()
    await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveFocus())
  })

  it('adds a person when Tab passes over the optional radio groups without a choice', async () => {
    const { user } = await openByKeyboard()
    await addByKeyboard(user)

    expect(await screen.findByRole('status')).toHaveTextContent('Person added successfully!')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Ready for the next person, starting at Last Name.
    await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveFocus())
    expect(screen.getByLabelText('Last Name')).toHaveValue('')
    const posts = callsTo('POST', '/api/people')
    expect(posts).toHaveLength(1)
    expect(posts[0].body).toMatchObject({
      last_name: 'Dela Cruz',
      first_name: 'Juan',
      date_of_birth: '1990-05-17',
      gender: null,
      civil_status: null,
      education_level: null,
      barangay: 'Ajos',
      household_members: 4,
      contact_number: '+639171234567',
    })
  })

  it('saves a choice made with Space and leaves the other groups empty', async () => {
    const { user } = await openByKeyboard()
    await addByKeyboard(user, ['Gender'])

    expect(await screen.findByRole('status')).toHaveTextContent('Person added successfully!')
    expect(callsTo('POST', '/api/people')[0].body).toMatchObject({
      gender: 'Male',
      civil_status: null,
      education_level: null,
    })
  })
})
