import { fireEvent, screen, within } from '@testing-library/react'

import { resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { ProfileModal } from './profile-modal'
import { RING_COLOURS } from './tribe-distribution'

// Full forms and tables in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  resetRoutes()
  defaultRoutes('user')
})

function show(id = 5) {
  return renderWithProviders(<ProfileModal personId={id} onClose={() => {}} />)
}

describe('ProfileModal', () => {
  it('shows the details with N/A for missing values and the family tree', async () => {
    route('GET', '/api/people/:id', {
      body: makePerson({
        id: 5,
        first_name: 'Liza',
        middle_name: null,
        last_name: 'Ramos',
        date_of_birth: null,
        household_members: null,
        health_condition: 'Asthma',
        family_tree: { father: 'Jose', mother: null, spouse: null, siblings: ['Ana', 'Ben'], children: [] },
      }),
    })
    show()
    const dialog = screen.getByRole('dialog', { name: 'IP Profile' })
    expect(await within(dialog).findByText('Liza Ramos')).toBeInTheDocument()
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent
    expect(value('Date of Birth')).toBe('N/A')
    expect(value('Household Members')).toBe('N/A')
    expect(value('Health Condition')).toBe('Asthma')
    expect(value('Civil Status')).toBe('Married')

    const tree = within(screen.getByRole('region', { name: 'Family Tree' }))
    expect(tree.getByText('Liza Ramos (You)')).toBeInTheDocument()
    expect(tree.getByText('Ana')).toBeInTheDocument()
    expect(tree.getByText('Ben')).toBeInTheDocument()
    expect(tree.getByText('No children')).toBeInTheDocument()
    expect(tree.queryByText('No siblings')).not.toBeInTheDocument()
  })

  it('shows on screen the contact number, address and education level (not only when printed)', async () => {
    route('GET', '/api/people/:id', { body: makePerson({ id: 5, first_name: 'Liza', middle_name: null, last_name: 'Ramos' }) })
    show()
    const dialog = screen.getByRole('dialog', { name: 'IP Profile' })
    await within(dialog).findByText('Liza Ramos')
    // The print-only list is display:none on screen (its `hidden` class); the details are the other list.
    const onScreen = [...dialog.querySelectorAll('dl')].find((dl) => !dl.classList.contains('hidden'))!
    const value = (label: string) => within(onScreen).getByText(label).nextElementSibling?.textContent
    expect(value('Contact Number')).toBe('+639171234567')
    expect(value('Address')).toBe('Purok 3')
    expect(value('Educational Attainment')).toBe('High School')
  })

  it('shows the date of birth as YYYY-MM-DD and "No siblings"', async () => {
    route('GET', '/api/people/:id', { body: makePerson({ id: 5, date_of_birth: '1990-05-07' }) })
    show()
    expect(await screen.findByText('1990-05-07')).toBeInTheDocument()
    expect(screen.getByText('No siblings')).toBeInTheDocument()
  })

  it('draws a ring per top lineage with its percentage to one decimal and count, colours cycling', async () => {
    route('GET', '/api/people/:id', { body: makePerson({ id: 5 }) })
    route('GET', '/api/people/stats/lineages', {
      body: {
        total: 1000,
        items: [
          { lineage: 'Agta', count: 420, percentage: 42 },
          { lineage: 'Dumagat', count: 333, percentage: 33.3 },
        ],
      },
    })
    show()
    const stats = within(await screen.findByRole('region', { name: 'Tribe Distribution' }))
    expect(await stats.findByText('Agta')).toBeInTheDocument()
    expect(stats.getByText('42.0% · 420')).toBeInTheDocument()
    expect(stats.getByText('33.3% · 333')).toBeInTheDocument()
    const rings = screen.getByRole('region', { name: 'Tribe Distribution' }).querySelectorAll('circle[stroke-dasharray]')
    expect([...rings].map((c) => c.getAttribute('stroke'))).toEqual([RING_COLOURS[0], RING_COLOURS[1]])
  })

  it('says so when statistics fail or are empty', async () => {
    route('GET', '/api/people/:id', { body: makePerson({ id: 5 }) })
    route('GET', '/api/people/stats/lineages', { status: 500, body: { error: 'boom' } })
    show()
    expect(await screen.findByText('Failed to load statistics')).toBeInTheDocument()
  })

  it('says "No data available" with no people', async () => {
    route('GET', '/api/people/:id', { body: makePerson({ id: 5 }) })
    show()
    expect(await screen.findByText('No data available')).toBeInTheDocument()
  })

  it('falls back to a placeholder when the photo is missing or broken', async () => {
    route('GET', '/api/people/:id', { body: makePerson({ id: 5, photo_url: '/api/people/5/photo', thumb_url: null }) })
    show()
    const img = await screen.findByRole('img', { name: 'Photo of Juan Dela Cruz' })
    expect(img.tagName).toBe('IMG')
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'Photo of Juan Dela Cruz' }).tagName).toBe('SPAN')
  })
})
