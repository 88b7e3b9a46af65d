import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { PersonFormModal } from '../../components/person-form-modal'
import { callsTo, resetRoutes, route } from '../../test/fake-api'
import { defaultRoutes, makePerson } from '../../test/fixtures'
import { renderWithProviders } from '../../test/render'

vi.setConfig({ testTimeout: 60_000 })

const MARIA = { id: 7, name: 'Santos, Maria', first_name: 'Maria', middle_name: null, last_name: 'Santos', barangay: 'Ajos', age: 60, gender: 'Female', lineage: 'Aeta', thumb_url: null } as const
const MARTA = { id: 8, name: 'Reyes, Marta', first_name: 'Marta', middle_name: null, last_name: 'Reyes', barangay: 'Anusan', age: 58, gender: 'Female', lineage: 'Agta', thumb_url: null } as const
const PEDRO = { id: 9, name: 'Santos, Pedro', first_name: 'Pedro', middle_name: null, last_name: 'Santos', barangay: 'Ajos', age: 62, gender: 'Male', lineage: 'aeta', thumb_url: null } as const

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
  route('GET', '/api/kinship/candidates', (call) => ({
    body: { items: call.query.get('role') === 'father' ? [PEDRO] : [MARIA, MARTA] },
  }))
  route('GET', '/api/kinship/inherited-tribe', { body: { tribe: 'Aeta' } })
  route('POST', '/api/people', (call) => ({ status: 201, body: makePerson({ id: 41, ...(call.body as object) }) }))
})

async function openAddForm() {
  const user = userEvent.setup({ delay: null })
  renderWithProviders(<PersonFormModal target="add" onClose={() => {}} notify={() => {}} onViewPerson={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Add New Indigenous Person' })
  await within(dialog).findByLabelText('Last Name')
  return { user, dialog }
}

describe('RelativeField', () => {
  it('suggests registry people while typing; arrows and Enter link one, shown as a removable chip', async () => {
    const { user } = await openAddForm()
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '1990-05-17' } })
    await user.selectOptions(screen.getByLabelText('Barangay'), 'Ajos')
    await user.type(screen.getByLabelText('Mother'), 'Mar')
    const list = await screen.findByRole('listbox', { name: 'People in the registry' })
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Maria SantosBrgy. Ajos · Age 60',
      'Marta ReyesBrgy. Anusan · Age 58',
    ])
    const asked = callsTo('GET', '/api/kinship/candidates').at(-1)?.query
    expect(Object.fromEntries(asked ?? [])).toEqual({ q: 'Mar', role: 'mother', date_of_birth: '1990-05-17', barangay: 'Ajos' })

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}')
    const remove = await screen.findByRole('button', { name: 'Remove the link to Maria Santos' })
    await waitFor(() => expect(remove).toHaveFocus())
    expect(screen.queryByLabelText('Mother')).not.toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Linked Mother' })).toHaveTextContent('Maria Santos')

    // Removing the link brings the text input back (empty), focused.
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByLabelText('Mother')).toHaveFocus())
    expect(screen.getByLabelText('Mother')).toHaveValue('')
  })

  it('sends the chosen links with the form, keeps unlinked names as text, and suggests the parents’ tribe', async () => {
    const { user } = await openAddForm()
    await user.type(screen.getByLabelText('Last Name'), 'Santos')
    await user.type(screen.getByLabelText('First Name'), 'Lito')
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '1990-05-17' } })
    await user.selectOptions(screen.getByLabelText('Barangay'), 'Ajos')
    await user.type(screen.getByLabelText('Household Members'), '4')
    await user.type(screen.getByLabelText('Contact Number'), '0917 123 4567')
    await user.type(screen.getByLabelText('Mother'), 'Maria')
    await screen.findByRole('option', { name: /Maria Santos/ })
    await user.keyboard('{ArrowDown}{Enter}')
    await user.type(screen.getByLabelText('Father'), 'Pedro')
    await screen.findByRole('option', { name: /Pedro Santos/ })
    await user.keyboard('{ArrowDown}{Enter}')
    await user.type(screen.getByLabelText('Children'), 'Ana Santos, Ben')
    await user.keyboard('{Escape}')

    expect(await screen.findByText('Both linked parents are Aeta.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use Aeta as the tribe' }))
    expect(screen.getByLabelText('Tribe')).toHaveValue('Aeta')
    expect(screen.queryByText('Both linked parents are Aeta.')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(callsTo('POST', '/api/people')).toHaveLength(1))
    const body = callsTo('POST', '/api/people')[0].body as Record<string, unknown>
    expect(body.relatives).toEqual({ father_id: 9, mother_id: 7, spouse_ids: [], children_ids: [] })
    expect(body.lineage).toBe('Aeta')
    expect(body.family_tree).toMatchObject({ father: null, mother: null, children: ['Ana Santos', 'Ben'] })
  })

  it('links children from the name being typed after the last comma', async () => {
    route('GET', '/api/kinship/candidates', { body: { items: [{ ...MARIA, id: 12, name: 'Santos, Benita', first_name: 'Benita', age: 10 }] } })
    const { user } = await openAddForm()
    await user.type(screen.getByLabelText('Children'), 'Ana Santos, Ben')
    await screen.findByRole('option', { name: /Benita Santos/ })
    expect(callsTo('GET', '/api/kinship/candidates').at(-1)?.query.get('q')).toBe('Ben')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('list', { name: 'Linked Children' })).toHaveTextContent('Benita Santos')
    expect(screen.getByLabelText('Children')).toHaveValue('Ana Santos')
  })
})
