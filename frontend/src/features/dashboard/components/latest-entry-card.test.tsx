import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { answerByPath, FIRST_DATA, renderScreen } from '@/test/render'

import type { PersonOut } from '../api/types'
import { EVENTS_URL, PEOPLE_CHANGED, REFRESH_DEBOUNCE_MS, useLiveDashboard } from '../hooks/use-live-dashboard'

import { LatestEntryCard } from './latest-entry-card'

/** The browser's EventSource, driven by the test. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = []
  closed = false
  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
  }
  close() {
    this.closed = true
  }
  emit(type: string, data = '') {
    this.dispatchEvent(new MessageEvent(type, { data }))
  }
}

const person = {
  id: 7,
  first_name: 'Maria',
  middle_name: 'Santos',
  last_name: 'Dela Cruz',
  age: 34,
  gender: 'Female',
  barangay: 'Ajos',
  education_level: 'College',
  thumb_url: null,
} as PersonOut

function LiveCard({ onView }: { onView: (id: number) => void }) {
  useLiveDashboard()
  return <LatestEntryCard onView={onView} />
}

let latest: { person: PersonOut | null }

beforeEach(() => {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  latest = { person: null }
  answerByPath({ '/api/dashboard/latest': () => latest })
})

describe('Latest Data Entry', () => {
  it('says so when there are no entries, with View Entry disabled', async () => {
    renderScreen(<LatestEntryCard onView={vi.fn()} />)
    expect(await screen.findByText('No recent entries yet', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByText('Add a new Indigenous Person to see it here.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'View Entry' })).toBeDisabled()
  })

  it('shows the newest person and opens the profile', async () => {
    latest = { person }
    const onView = vi.fn()
    renderScreen(<LatestEntryCard onView={onView} />)
    expect(await screen.findByText('Dela Cruz, Maria Santos added', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByText('Age: 34')).toBeInTheDocument()
    expect(screen.getByText('Gender: Female')).toBeInTheDocument()
    expect(screen.getByText('Brgy. Ajos')).toBeInTheDocument()
    expect(screen.getByText('Level: College')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'View Entry' }))
    expect(onView).toHaveBeenCalledWith(7)
  })

  it('follows the event stream: a person added elsewhere appears without a reload', async () => {
    const { unmount } = renderScreen(<LiveCard onView={vi.fn()} />)
    expect(await screen.findByText('No recent entries yet', undefined, FIRST_DATA)).toBeInTheDocument()
    const [source] = FakeEventSource.instances
    expect(source.url).toBe(EVENTS_URL)

    latest = { person }
    act(() => source.emit(PEOPLE_CHANGED, JSON.stringify({ version: '2.1' })))
    expect(await screen.findByText('Dela Cruz, Maria Santos added', undefined, FIRST_DATA)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'View Entry' })).toBeEnabled()

    unmount()
    expect(source.closed).toBe(true)
  })

  it('fetches once for a burst of changes', async () => {
    let fetched = 0
    answerByPath({ '/api/dashboard/latest': () => ((fetched += 1), latest) })
    renderScreen(<LiveCard onView={vi.fn()} />)
    expect(await screen.findByText('No recent entries yet', undefined, FIRST_DATA)).toBeInTheDocument()
    const [source] = FakeEventSource.instances
    const before = fetched
    latest = { person }
    for (let i = 0; i < 5; i += 1) act(() => source.emit(PEOPLE_CHANGED, JSON.stringify({ version: `${i}` })))
    expect(await screen.findByText('Dela Cruz, Maria Santos added', undefined, FIRST_DATA)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, REFRESH_DEBOUNCE_MS * 2))
    expect(fetched - before).toBe(1)
  })

  it('refreshes after the stream reconnects (changes may have been missed)', async () => {
    renderScreen(<LiveCard onView={vi.fn()} />)
    expect(await screen.findByText('No recent entries yet', undefined, FIRST_DATA)).toBeInTheDocument()
    const [source] = FakeEventSource.instances
    act(() => source.emit('open'))
    latest = { person }
    act(() => source.emit('open'))
    expect(await screen.findByText('Dela Cruz, Maria Santos added', undefined, FIRST_DATA)).toBeInTheDocument()
  })
})
