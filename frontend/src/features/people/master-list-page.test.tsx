import 'fake-indexeddb/auto'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { db } from '@/lib/offline/db'
import { keepFinding } from '@/lib/offline/findings'

import { MasterListPage } from './master-list-page'
import { callsTo, resetRoutes, route } from './test/fake-api'
import { defaultRoutes, makePerson } from './test/fixtures'
import { renderWithProviders } from './test/render'

// Full forms and tables in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => resetRoutes())

function renderAt(url: string, path = url.split('?')[0]) {
  return renderWithProviders(<MasterListPage />, { url, path })
}

describe('MasterListPage title', () => {
  it.each([
    ['/total-population', 'Master List', ''],
    // The spec: an empty or missing category is the Master List; any other unknown value 'Total Population'.
    ['/total-population?category=', 'Master List', ''],
    ['/total-population?category=adults', 'Total Population', ''],
    ['/total-male', 'Total Male Population', 'male'],
    ['/total-female', 'Total Female Population', 'female'],
    ['/total-students', 'Total Students', 'students'],
    ['/total-students?category=not_attending_25_below', 'Not Attending School (≤25)', 'not_attending_25_below'],
    ['/total-unemployed?category=unemployed', 'Total Unemployed', 'unemployed'],
    ['/total-health-condition', 'With Health Condition', 'with_health'],
    ['/total-health-condition?category=no_health', 'No Health Condition', 'no_health'],
  ])('%s -> %s (category %j sent)', async (url, title, category) => {
    defaultRoutes('user')
    renderAt(url)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    await waitFor(() => expect(callsTo('GET', '/api/people')).toHaveLength(1))
    expect(callsTo('GET', '/api/people')[0].query.get('category') ?? '').toBe(category)
  })

  it('reads the category from the route parameter', async () => {
    defaultRoutes('user')
    renderAt('/total-population/female', '/total-population/:category')
    expect(screen.getByRole('heading', { level: 1, name: 'Total Female Population' })).toBeInTheDocument()
    await waitFor(() => expect(callsTo('GET', '/api/people')[0]?.query.get('category')).toBe('female'))
  })
})

describe('MasterListPage table', () => {
  const juan = makePerson({ id: 1, first_name: 'Juan', last_name: 'Dela Cruz', date_of_birth: '1990-05-07' })
  const maria = makePerson({
    id: 2,
    first_name: 'Maria',
    last_name: 'Santos',
    gender: 'Female',
    flags: { student: true, non_student: false, unemployed: false, pwd: true, not_attending_school: false },
  })

  it('shows the columns, numbered names, MM/DD/YYYY dates and Yes/No flags', async () => {
    defaultRoutes('ipmr', [juan, maria])
    renderAt('/total-population')
    const table = await screen.findByRole('table')
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual([
      'Photo', 'Name', 'Birthdate', 'Age', 'Gender', 'Birthplace', 'Tribe',
      'STUDENT', 'NON-STUDENT', 'UNEMPLOYED', 'PWD', 'Barangay', 'Actions',
    ])
    const row = (await screen.findByText('1. Dela Cruz, Juan')).closest('tr')!
    expect(within(row).getByText('05/07/1990')).toBeInTheDocument()
    const mariaRow = screen.getByText('2. Santos, Maria').closest('tr')!
    expect(within(mariaRow).getAllByRole('cell').slice(7, 11).map((td) => td.textContent)).toEqual(['Yes', 'No', 'No', 'Yes'])
    expect(screen.getByText('Showing 1–2 of 2 people')).toBeInTheDocument()
  })

  it('marks the clicked row as selected', async () => {
    const user = userEvent.setup({ delay: null })
    defaultRoutes('user', [juan, maria])
    renderAt('/total-population')
    const row = (await screen.findByText('2. Santos, Maria')).closest('tr')!
    expect(row).toHaveAttribute('aria-selected', 'false')
    await user.click(row)
    expect(row).toHaveAttribute('aria-selected', 'true')
  })

  it('shows Add New, Edit and Delete to IPMR', async () => {
    defaultRoutes('ipmr', [juan])
    renderAt('/total-population')
    expect(await screen.findByRole('button', { name: 'Edit Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument()
  })

  it('hides Add New, Edit and Delete from a Chieftain, who can still view profiles', async () => {
    defaultRoutes('chieftain', [juan])
    renderAt('/total-population')
    expect(await screen.findByRole('button', { name: 'View profile of Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument()
  })

  it('shows 12 skeleton rows and Loading… until the page arrives, then the empty text', async () => {
    defaultRoutes('user')
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    route('GET', '/api/people', async () => {
      await gate
      return { body: { items: [], total: 0, page: 1, page_size: 50 } }
    })
    const { container } = renderAt('/total-population')
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(container.querySelectorAll('tr[data-skeleton]')).toHaveLength(12)
    release()
    expect(await screen.findByText('No data found — try adjusting your search or filters.')).toBeInTheDocument()
    expect(container.querySelectorAll('tr[data-skeleton]')).toHaveLength(0)
  })

  it('pages through the server (the next page fetched ahead) and numbers rows across pages', async () => {
    const user = userEvent.setup({ delay: null })
    defaultRoutes('user')
    route('GET', '/api/people', (call) => {
      const page = Number(call.query.get('page'))
      return {
        body: {
          items: [makePerson({ id: page, first_name: `First${page}`, last_name: `Last${page}` })],
          total: 120,
          page,
          page_size: 50,
        },
      }
    })
    renderAt('/total-population')
    expect(await screen.findByText('1. Last1, First1')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('51. Last2, First2')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    await waitFor(() => expect(callsTo('GET', '/api/people')).toHaveLength(3))
    const pages = callsTo('GET', '/api/people').map((c) => [c.query.get('page'), c.query.get('page_size')])
    expect(pages).toEqual([['1', '50'], ['2', '50'], ['3', '50']])
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('101. Last3, First3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(callsTo('GET', '/api/people')).toHaveLength(3) // page 3 was there already; there is no page 4
  })
})

describe('MasterListPage filters', () => {
  it('preselects a known ?barangay= (any case) and ignores an unknown one', async () => {
    defaultRoutes('user')
    renderAt('/total-population?barangay=tuhian')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Barangay' })).toHaveValue('Tuhian'))
    await waitFor(() => expect(callsTo('GET', '/api/people')).toHaveLength(1))
    expect(callsTo('GET', '/api/people')[0].query.get('barangay')).toBe('Tuhian')
  })

  it('sends nothing for an unknown ?barangay=', async () => {
    defaultRoutes('user')
    renderAt('/total-population?barangay=Atlantis')
    await waitFor(() => expect(callsTo('GET', '/api/people')).toHaveLength(1))
    expect(callsTo('GET', '/api/people')[0].query.has('barangay')).toBe(false)
    expect(screen.getByRole('combobox', { name: 'Barangay' })).toHaveValue('')
  })

  it('sends the Filter choice as gender or status, and Reset clears everything', async () => {
    const user = userEvent.setup({ delay: null })
    defaultRoutes('user')
    route('GET', '/api/people', (call) => {
      const query = [...call.query.entries()].sort().map(([k, v]) => `${k}=${v}`).join('&')
      return { body: { items: [makePerson({ id: 1, last_name: 'Query', first_name: query })], total: 1, page: 1, page_size: 50 } }
    })
    renderAt('/total-population')
    await waitFor(() => expect(callsTo('GET', '/api/people')).toHaveLength(1))
    const filter = screen.getByRole('combobox', { name: 'Filter' })
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Filters', 'Male', 'Female', 'Student', 'Non-Student', 'Unemployed', 'PWD', 'Legal basis not recorded',
    ])
    await user.selectOptions(filter, 'Legal basis not recorded')
    await waitFor(() => expect(callsTo('GET', '/api/people').at(-1)?.query.get('legal_basis')).toBe('not_recorded'))
    await user.selectOptions(filter, 'Non-Student')
    await waitFor(() => expect(callsTo('GET', '/api/people').at(-1)?.query.get('status')).toBe('non_student'))
    await user.selectOptions(filter, 'Female')
    await waitFor(() => expect(callsTo('GET', '/api/people').at(-1)?.query.get('gender')).toBe('Female'))
    expect(callsTo('GET', '/api/people').at(-1)?.query.has('status')).toBe(false)
    expect(callsTo('GET', '/api/people').at(-1)?.query.has('legal_basis')).toBe(false)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Barangay' }), 'Ajos')
    await waitFor(() => expect(callsTo('GET', '/api/people').at(-1)?.query.get('barangay')).toBe('Ajos'))
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(filter).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Barangay' })).toHaveValue('')
    // Back to the unfiltered list (served from the cache of the first request).
    expect(await screen.findByText('1. Query, order=asc&page=1&page_size=50&sort=name')).toBeInTheDocument()
  })
})

describe('MasterListPage delete and profile', () => {
  function serveList() {
    let people = [makePerson({ id: 1, first_name: 'Juan', last_name: 'Dela Cruz' }), makePerson({ id: 2, first_name: 'Maria', last_name: 'Santos' })]
    defaultRoutes('ipmr')
    route('GET', '/api/people', () => ({ body: { items: people, total: people.length, page: 1, page_size: 50 } }))
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    route('DELETE', '/api/people/:id', async (_call, params) => {
      await gate
      people = people.filter((p) => p.id !== Number(params.id))
      return { status: 204 }
    })
    return { release }
  }

  it('asks first; Yes deletes (Processing... meanwhile) and the list updates without a reload', async () => {
    const user = userEvent.setup({ delay: null })
    const { release } = serveList()
    renderAt('/total-population')
    await user.click(await screen.findByRole('button', { name: 'Delete Juan Dela Cruz' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete Juan Dela Cruz?')
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled()
    release()
    expect(await screen.findByText('Person deleted successfully!')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('1. Dela Cruz, Juan')).not.toBeInTheDocument())
    expect(screen.getByText('1. Santos, Maria')).toBeInTheDocument()
    expect(callsTo('DELETE', '/api/people/1')).toHaveLength(1)
  })

  it('No cancels without deleting', async () => {
    const user = userEvent.setup({ delay: null })
    serveList()
    renderAt('/total-population')
    await user.click(await screen.findByRole('button', { name: 'Delete Maria Santos' }))
    await user.click(screen.getByRole('button', { name: 'No' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(callsTo('DELETE', '/api/people/2')).toHaveLength(0)
  })

  it('reports a failed delete', async () => {
    const user = userEvent.setup({ delay: null })
    serveList()
    route('DELETE', '/api/people/:id', { status: 403, body: { error: 'Only IPMR staff may do this.' } })
    renderAt('/total-population')
    await user.click(await screen.findByRole('button', { name: 'Delete Maria Santos' }))
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting person: Only IPMR staff may do this.')
  })

  it('View opens the IP Profile of that person', async () => {
    const user = userEvent.setup({ delay: null })
    serveList()
    route('GET', '/api/people/:id', (_call, params) => ({ body: makePerson({ id: Number(params.id), first_name: 'Maria', middle_name: 'Reyes', last_name: 'Santos' }) }))
    renderAt('/total-population')
    await user.click(await screen.findByRole('button', { name: 'View profile of Maria Santos' }))
    const dialog = screen.getByRole('dialog', { name: 'IP Profile' })
    expect(await within(dialog).findByText('Maria Reyes Santos')).toBeInTheDocument()
    expect(callsTo('GET', '/api/people/2')).toHaveLength(1)
  })
})

describe('MasterListPage composes the possible duplicates with the profile', () => {
  afterEach(async () => {
    await db.findings.clear()
  })

  it('View on a possible duplicate in the Edit form opens that person\'s IP Profile over the form', async () => {
    const user = userEvent.setup({ delay: null })
    const juan = makePerson({ id: 1, first_name: 'Juan', last_name: 'Dela Cruz' })
    const maria = makePerson({ id: 2, first_name: 'Maria', middle_name: 'Reyes', last_name: 'Santos' })
    defaultRoutes('ipmr', [juan])
    route('GET', '/api/people/:id', (_call, params) => ({ body: Number(params.id) === 2 ? maria : juan }))
    await keepFinding(1, 1, [
      { id: 2, name: 'Santos, Maria Reyes', first_name: 'Maria', middle_name: 'Reyes', last_name: 'Santos', gender: 'Female', age: 36, lineage: null, date_of_birth: '1990-05-17', barangay: 'Ajos', father: null, mother: null, thumb_url: null, score: 0.97 },
    ])
    renderAt('/total-population')
    await user.click(await screen.findByRole('button', { name: 'Edit Juan Dela Cruz' }))
    const form = screen.getByRole('dialog', { name: 'Edit IP Information' })
    const warning = await within(form).findByRole('region', { name: 'Possible duplicate' })

    await user.click(within(warning).getByRole('button', { name: 'View Santos, Maria Reyes' }))

    const profile = await screen.findByRole('dialog', { name: 'IP Profile' })
    expect(await within(profile).findByText('Maria Reyes Santos')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit IP Information' })).toBeInTheDocument()
  })
})
