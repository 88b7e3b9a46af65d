import 'fake-indexeddb/auto'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { jsonResponse, server } from '@/test/fetch-stub'
import { sessionAs } from '@/test/render-routes'

import { AutoSync } from './auto-sync'
import { db, type PersonBody } from './db'
import { queueCreate } from './outbox'
import { forgetKeptRecords } from './session-store'

const CLERK = 1 // sessionAs's user

const BODY = {
  last_name: 'Dalisay',
  first_name: 'Amihan',
  barangay: 'Tuhian',
  family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [] },
} as unknown as PersonBody

/** Answers in turn (the last one again after that); `null` is the network failing. */
function inTurn(answers: (unknown | null)[], status = 200) {
  let asked = 0
  const handler = () => {
    const answer = answers[Math.min(asked++, answers.length - 1)]
    return answer === null ? HttpResponse.error() : jsonResponse(answer, status)
  }
  return { handler, asked: () => asked }
}

function renderAutoSync() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <AutoSync retryFirstMs={5} />
    </QueryClientProvider>,
  )
}

afterEach(async () => {
  await db.outbox.clear()
  await forgetKeptRecords()
})

describe('AutoSync', () => {
  it('tries again a sync the connection cut short, until the change is sent (once)', async () => {
    const person = { ...BODY, id: 41, version: 1, thumb_url: null, photo_url: null }
    const creates = inTurn([null, null, person], 201)
    server.use(
      http.get(/\/api\/session$/, () => jsonResponse(sessionAs('ipmr'))),
      http.post(/\/api\/people$/, creates.handler),
    )
    await queueCreate(CLERK, BODY, null)
    renderAutoSync()
    await waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(creates.asked()).toBe(3)
  })

  it('tries again when the server could not be reached to confirm who is signed in (nothing sent meanwhile)', async () => {
    const person = { ...BODY, id: 42, version: 1, thumb_url: null, photo_url: null }
    // The tab's own session check answers; the sync's check meets no connection (the kept session is not enough).
    const sessions = inTurn([sessionAs('ipmr'), null, sessionAs('ipmr')])
    const creates = inTurn([person], 201)
    server.use(http.get(/\/api\/session$/, sessions.handler), http.post(/\/api\/people$/, creates.handler))
    await queueCreate(CLERK, BODY, null)
    renderAutoSync()
    await waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(sessions.asked()).toBeGreaterThanOrEqual(3)
    expect(creates.asked()).toBe(1)
  })
})
