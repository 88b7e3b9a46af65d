import 'fake-indexeddb/auto'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { ApiError } from '@/lib/api/errors'
import type { Proposal } from '@/lib/proposals/api'
import { jsonResponse, server } from '@/test/fetch-stub'
import { sessionAs } from '@/test/render-routes'

import { AutoSync } from './auto-sync'
import { db, type Person, type PersonBody } from './db'
import { OfflineBanner } from './offline-banner'
import { outboxEntries, queueCreate, queueUpdate } from './outbox'
import { keptPeople } from './read-cache'
import { forgetKeptRecords } from './session-store'
import { syncOutbox, type ProposalTransport } from './sync'

const ENCODER = 1 // sessionAs's user

function encoderSession() {
  const session = sessionAs('encoder')
  return { ...session, user: { ...session.user!, barangays: ['Tuhian'] } }
}

const body = (last_name: string, barangay = 'Tuhian') =>
  ({
    last_name,
    first_name: 'Amihan',
    barangay,
    family_tree: { father: null, mother: null, spouse: null, siblings: [], children: [] },
  }) as unknown as PersonBody

function proposal(id: number, kind: Proposal['kind'], client_id: string | null): Proposal {
  return {
    id,
    kind,
    state: 'submitted',
    person_id: null,
    person_name: 'Dalisay, Amihan',
    barangay: 'Tuhian',
    base_version: null,
    author: { id: ENCODER, display_name: 'Test encoder' },
    decided_by: null,
    decided_at: null,
    reason: null,
    submitted_at: '2026-11-25T03:00:00Z',
    created_at: '2026-11-25T03:00:00Z',
    updated_at: '2026-11-25T03:00:00Z',
    client_id,
    has_photo: false,
  }
}

afterEach(async () => {
  await db.outbox.clear()
  await db.people.clear()
  await forgetKeptRecords()
})

describe("an encoder's offline entries", () => {
  it('sync as proposals exactly once (the same client id after a lost answer), with the photo, and say so', async () => {
    const byClient = new Map<string, Proposal>()
    const bodies: unknown[] = []
    let answersLost = 1
    const photos: string[] = []
    const people: string[] = []
    server.use(
      http.get(/\/api\/session$/, () => jsonResponse(encoderSession())),
      http.post(/\/api\/people$/, () => {
        people.push('POST /api/people')
        return jsonResponse({ error: 'Forbidden' }, 403)
      }),
      http.post(/\/api\/proposals$/, async ({ request }) => {
        const sent = (await request.json()) as { kind: Proposal['kind']; client_id: string }
        bodies.push(sent)
        const known = byClient.get(sent.client_id)
        const made = known ?? proposal(70 + byClient.size, sent.kind, sent.client_id)
        byClient.set(sent.client_id, made)
        // The first answer never arrives (the connection drops after the server made the proposal).
        if (answersLost-- > 0) return HttpResponse.error()
        return jsonResponse(made, known ? 200 : 201)
      }),
      http.post(/\/api\/proposals\/\d+\/photo$/, ({ request }) => {
        photos.push(new URL(request.url).pathname)
        return jsonResponse({ ...byClient.values().next().value, has_photo: true })
      }),
    )
    const entry = await queueCreate(ENCODER, body('Dalisay'), new File(['jpeg'], 'camera.jpg', { type: 'image/jpeg' }))
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <AutoSync retryFirstMs={5} />
      </QueryClientProvider>,
    )
    // The banner first says the entry waits, then (once the sync ends) that it was sent: wait for the last.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '1 entry sent to the IPMR for approval. It joins the registry once approved (see My proposals).',
      ),
    )
    expect(await db.outbox.count()).toBe(0)
    expect(bodies).toEqual([
      { kind: 'add', values: body('Dalisay'), client_id: entry.clientId },
      { kind: 'add', values: body('Dalisay'), client_id: entry.clientId },
    ])
    expect(byClient.size).toBe(1)
    expect(photos).toEqual(['/api/proposals/70/photo'])
    expect(people).toEqual([])
    // Nothing is kept for reading offline as if it were in the registry.
    expect(await keptPeople(ENCODER)).toEqual([])
  })

  it('an edit made offline is proposed on the version it was made on; a barangay outside the scope waits to be corrected', async () => {
    const calls: unknown[] = []
    const transport: ProposalTransport = {
      async propose(sent) {
        calls.push(sent)
        if (sent.values?.barangay === 'Ajos') {
          throw new ApiError(
            403,
            { error: 'You can only propose records for your barangays (Tuhian).', code: 'proposals.outside_scope', params: { barangays: 'Tuhian' }, detail: null },
            '',
          )
        }
        return proposal(80 + calls.length, sent.kind, sent.client_id)
      },
      async uploadProposalPhoto(id) {
        return proposal(id, 'add', null)
      },
    }
    const base = { ...body('Dalisay'), id: 12, version: 4 } as unknown as Person
    const edit = await queueUpdate(ENCODER, base, body('Dalisay-Reyes'), null)
    await queueCreate(ENCODER, body('Bituin', 'Ajos'), null)
    const result = await syncOutbox(ENCODER, transport)

    expect(result.stopped).toBeNull()
    expect(result.sent).toEqual([])
    expect(result.proposed.map((p) => p.id)).toEqual([81])
    expect(calls[0]).toEqual({ kind: 'edit', person_id: 12, base_version: 4, values: body('Dalisay-Reyes'), client_id: edit.clientId })
    const [left] = await outboxEntries(ENCODER)
    expect(left).toMatchObject({
      state: 'invalid',
      fieldErrors: { barangay: 'You can only propose records for your barangays (Tuhian).' },
    })
    expect(await keptPeople(ENCODER)).toEqual([])
  })
})
