import 'fake-indexeddb/auto'

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { db, type DuplicateMatch } from '@/lib/offline/db'
import { findingFor, keepFinding } from '@/lib/offline/findings'
import { queueCreate } from '@/lib/offline/outbox'
import { onCreatedAtSync, syncOutbox, type Transport } from '@/lib/offline/sync'

import type { Person, PersonCreate } from '../api/types'
import { PersonFormModal } from '../components/person-form-modal'
import { ProfileModal } from '../components/profile-modal'
import { callsTo, resetRoutes, route } from '../test/fake-api'
import { defaultRoutes, makePerson } from '../test/fixtures'
import { renderWithProviders } from '../test/render'

import { duplicatesAtSync } from './duplicates-at-sync'

// Full forms in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const CLERK = 1 // sessionAs's user
const EXISTING: DuplicateMatch = {
  id: 7,
  name: 'Dela Cruz, Juan Santos',
  first_name: 'Juan',
  middle_name: 'Santos',
  last_name: 'Dela Cruz',
  gender: 'Male',
  age: 36,
  lineage: null,
  date_of_birth: '1990-05-17',
  barangay: 'Ajos',
  father: 'Pedro Dela Cruz',
  mother: 'Maria Dela Cruz',
  thumb_url: null,
  score: 0.97,
}
const INTRO = 'Found when this entry was synced: this person may already be in the registry. Open the existing record, or choose “This is a different person” if this is someone else.'

function body(last: string): PersonCreate {
  return {
    last_name: last,
    first_name: 'Juan',
    middle_name: 'Santos',
    date_of_birth: '1990-05-17',
    gender: 'Male',
    barangay: 'Ajos',
    family_tree: { father: null, mother: 'Maria Dela Cruz', spouse: null, siblings: [], children: [] },
  } as PersonCreate
}

/** The server as the outbox sees it: each create makes the next person (from 41). */
function creatingServer(): Transport {
  let next = 41
  const made = (b: PersonCreate) => makePerson({ ...(b as Partial<Person>), id: next++ })
  return {
    create: async (b) => made(b),
    update: async () => {
      throw new Error('no edits here')
    },
    uploadPhoto: async () => {
      throw new Error('no photos here')
    },
  }
}

beforeEach(() => {
  resetRoutes()
  defaultRoutes('ipmr')
})

afterEach(async () => {
  await db.findings.clear()
  await db.outbox.clear()
  await db.people.clear()
})

describe('the duplicate check at sync', () => {
  it('asks about each person the outbox created (leaving the person out) and keeps what it finds', async () => {
    route('POST', '/api/people/duplicates', (call) => ({
      body: { matches: (call.body as { last_name: string }).last_name === 'Dela Cruz' ? [EXISTING] : [] },
    }))
    await queueCreate(CLERK, body('Dela Cruz'), null)
    await queueCreate(CLERK, body('Bagong Tao'), null)
    const off = onCreatedAtSync(duplicatesAtSync)
    try {
      const result = await syncOutbox(CLERK, creatingServer())
      expect(result.sent.map((p) => p.id)).toEqual([41, 42])
    } finally {
      off()
    }
    const asked = callsTo('POST', '/api/people/duplicates').map((call) => call.body)
    expect(asked).toEqual([
      {
        first_name: 'Juan',
        middle_name: 'Santos',
        last_name: 'Dela Cruz',
        date_of_birth: '1990-05-17',
        barangay: 'Ajos',
        gender: 'Male',
        mother: 'Maria Dela Cruz',
        person_id: 41,
      },
      expect.objectContaining({ last_name: 'Bagong Tao', person_id: 42 }),
    ])
    expect((await findingFor(CLERK, 41))?.matches).toEqual([EXISTING])
    expect(await findingFor(CLERK, 42)).toBeUndefined()
  })

  it('a check that fails finds nothing and the sync still sends everything', async () => {
    route('POST', '/api/people/duplicates', { status: 500, body: { error: 'Something went wrong.' } })
    await queueCreate(CLERK, body('Dela Cruz'), null)
    const off = onCreatedAtSync(duplicatesAtSync)
    try {
      expect((await syncOutbox(CLERK, creatingServer())).sent).toHaveLength(1)
    } finally {
      off()
    }
    expect(await db.outbox.count()).toBe(0)
    expect(await db.findings.count()).toBe(0)
  })
})

describe('the duplicate found at sync, the next time the person is opened', () => {
  it('shows Possible duplicate in the profile; This is a different person is sent to the server and ends the warning', async () => {
    route('GET', '/api/people/:id', (_call, params) => ({ body: makePerson({ id: Number(params.id), first_name: 'Juan', last_name: 'Dela Cruz' }) }))
    route('POST', '/api/people/41/different-people', { status: 204 })
    await keepFinding(CLERK, 41, [EXISTING])
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<ProfileModal personId={41} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'IP Profile' })
    const warning = await within(dialog).findByRole('region', { name: 'Possible duplicate' })
    expect(warning).toHaveTextContent(INTRO)
    expect(warning).toHaveTextContent('Dela Cruz, Juan Santos')
    expect(within(warning).getByRole('button', { name: 'View Dela Cruz, Juan Santos' })).toBeInTheDocument()

    await user.click(within(warning).getByRole('button', { name: 'This is a different person' }))
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Possible duplicate' })).not.toBeInTheDocument())
    expect(callsTo('POST', '/api/people/41/different-people').map((call) => call.body)).toEqual([{ person_ids: [7] }])
    expect(await findingFor(CLERK, 41)).toBeUndefined()
  })

  it('View shows the match in the same profile, with Back: a profile never opens a second profile', async () => {
    route('GET', '/api/people/:id', (_call, params) => {
      const id = Number(params.id)
      return { body: makePerson(id === 7 ? { id, first_name: 'Juan', last_name: 'Dela Cruz' } : { id, first_name: 'Juan', last_name: 'Bago' }) }
    })
    await keepFinding(CLERK, 41, [EXISTING])
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<ProfileModal personId={41} onClose={() => {}} />)
    const warning = await screen.findByRole('region', { name: 'Possible duplicate' })
    await user.click(within(warning).getByRole('button', { name: 'View Dela Cruz, Juan Santos' }))

    expect(await screen.findByRole('group', { name: 'Showing the profile of Juan Dela Cruz' })).toBeInTheDocument()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Possible duplicate' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Back to Juan Bago/ }))
    expect(await screen.findByRole('region', { name: 'Possible duplicate' })).toHaveTextContent('Dela Cruz, Juan Santos')
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('with no connection the answer is not lost: the warning stays, with a message', async () => {
    route('GET', '/api/people/:id', { body: makePerson({ id: 41 }) })
    route('POST', '/api/people/41/different-people', () => {
      throw new TypeError('Failed to fetch')
    })
    await keepFinding(CLERK, 41, [EXISTING])
    const user = userEvent.setup({ delay: null })
    renderWithProviders(<ProfileModal personId={41} onClose={() => {}} />)
    const warning = await screen.findByRole('region', { name: 'Possible duplicate' })
    await user.click(within(warning).getByRole('button', { name: 'This is a different person' }))
    expect(await screen.findByText('No answer from the server. Check the connection and try again.')).toHaveAttribute('role', 'alert')
    expect(screen.getByRole('region', { name: 'Possible duplicate' })).toBeInTheDocument()
    expect((await findingFor(CLERK, 41))?.matches).toEqual([EXISTING])
  })

  it('shows it in Edit IP Information too, and not for a person with nothing found', async () => {
    await keepFinding(CLERK, 41, [EXISTING])
    const first = renderWithProviders(<PersonFormModal target={makePerson({ id: 41 })} onClose={() => {}} notify={() => {}} onViewPerson={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Edit IP Information' })
    expect(await within(dialog).findByRole('region', { name: 'Possible duplicate' })).toHaveTextContent('Dela Cruz, Juan Santos')
    first.unmount()
    renderWithProviders(<PersonFormModal target={makePerson({ id: 42 })} onClose={() => {}} notify={() => {}} onViewPerson={() => {}} />)
    expect(await within(screen.getByRole('dialog', { name: 'Edit IP Information' })).findByLabelText('Last Name')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Possible duplicate' })).not.toBeInTheDocument()
  })
})
