import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ProfileModal } from '../../components/profile-modal'
import { resetRoutes, route } from '../../test/fake-api'
import { defaultRoutes, makePerson } from '../../test/fixtures'
import { renderWithProviders } from '../../test/render'

vi.setConfig({ testTimeout: 30_000 })

/** A linked relative as the server sends one: the person in brief (PersonSummary) and whether a half-sibling. */
const linked = (id: number, name: string, half = false) => {
  const [first_name, last_name] = name.split(' ')
  const summary = { id, name: `${last_name}, ${first_name}`, first_name, middle_name: null, last_name, thumb_url: null }
  return { ...summary, barangay: 'Ajos', age: 30, gender: null, lineage: null, half }
}
const typed = (name: string) => ({ id: null, name, half: false })

beforeEach(() => {
  resetRoutes()
  defaultRoutes('user')
  route('GET', '/api/people/5', {
    body: makePerson({ id: 5, first_name: 'Maria', last_name: 'Santos', family_tree: { father: 'Jose', mother: null, spouse: null, siblings: [], children: [] } }),
  })
  route('GET', '/api/people/8', { body: makePerson({ id: 8, first_name: 'Ana', last_name: 'Cruz' }) })
  route('GET', '/api/people/5/relatives', {
    body: {
      father: typed('Jose Santos'),
      mother: null,
      spouses: [],
      siblings: [linked(9, 'Lita Santos', true)],
      children: [linked(8, 'Ana Cruz'), typed('Ben Cruz')],
    },
  })
  route('GET', '/api/people/8/relatives', {
    body: { father: null, mother: linked(5, 'Maria Santos'), spouses: [], siblings: [], children: [] },
  })
})

describe('FamilyTreeView in the IP Profile', () => {
  it('shows linked relatives as buttons that open their profile, typed ones as text, and goes back', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<ProfileModal personId={5} onClose={() => {}} />)
    const tree = within(await screen.findByRole('region', { name: 'Family Tree' }))
    const child = await tree.findByRole('button', { name: 'Ana Cruz' })
    expect(tree.getByText('Jose Santos')).not.toHaveAttribute('type')
    expect(tree.queryByRole('button', { name: 'Jose Santos' })).not.toBeInTheDocument()
    expect(tree.queryByRole('button', { name: 'Ben Cruz' })).not.toBeInTheDocument()
    expect(tree.getByText('Ben Cruz')).toBeInTheDocument()
    expect(tree.getByText('Half-sibling')).toBeInTheDocument()
    expect(tree.getByText('Maria Santos (You)')).toBeInTheDocument()

    await user.click(child)
    const shown = await screen.findByRole('group', { name: 'Showing the profile of Ana Cruz' })
    await waitFor(() => expect(shown).toHaveFocus())
    const childTree = within(screen.getByRole('region', { name: 'Family Tree' }))
    expect(await childTree.findByRole('button', { name: 'Maria Santos' })).toBeInTheDocument()
    expect(childTree.getByText('Ana Cruz (You)')).toBeInTheDocument()
    expect(childTree.getByText('No siblings')).toBeInTheDocument()
    expect(childTree.getByText('No children')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Back to Maria Santos' }))
    expect(await screen.findByText('Maria Santos (You)')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Back to/ })).not.toBeInTheDocument()
  })
})
