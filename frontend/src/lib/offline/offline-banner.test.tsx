import 'fake-indexeddb/auto'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'

import { jsonResponse, server } from '@/test/fetch-stub'
import { sessionAs } from '@/test/render-routes'

import { AutoSync } from './auto-sync'
import { db, type PersonBody } from './db'
import { OfflineBanner } from './offline-banner'
import { queueCreate } from './outbox'
import { pageOrKept } from './read-through'
import { forgetKeptRecords, keepSession } from './session-store'

const CLERK = 1 // sessionAs's user

const body = (first_name: string) =>
  ({
    last_name: 'Dalisay',
    first_name,
    barangay: 'Tuhian',
    family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [] },
  }) as unknown as PersonBody

afterEach(async () => {
  await db.outbox.clear()
  await forgetKeptRecords()
})

it('confirms the entries synced once the waiting list empties, until put away', async () => {
  let id = 50
  server.use(
    http.get(/\/api\/session$/, () => jsonResponse(sessionAs('ipmr'))),
    http.post(/\/api\/people$/, async ({ request }) => jsonResponse({ ...((await request.json()) as object), id: id++, version: 1 }, 201)),
  )
  await queueCreate(CLERK, body('Amihan'), null)
  await queueCreate(CLERK, body('Tala'), null)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <AutoSync retryFirstMs={5} />
    </QueryClientProvider>,
  )
  // The banner first says the changes wait, then (once the sync ends) that they synced: wait for the last.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 changes synced.'))
  expect(await db.outbox.count()).toBe(0)
  await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
  expect(screen.queryByRole('status')).toBeNull()
})

it("marks a list page read from this device's copy (no connection)", async () => {
  await keepSession(sessionAs('ipmr'))
  const page = await pageOrKept({ page: 1 }, () => Promise.reject(new TypeError('Failed to fetch')))
  expect(page.kept).toBe(true)
})
