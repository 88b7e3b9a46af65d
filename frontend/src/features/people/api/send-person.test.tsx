// The form and the offline outbox send a person by the same request (lib/people-writes).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'

import type { components } from '@/lib/api/schema'
import { apiTransport } from '@/lib/offline/transport'
import { sendNewPerson } from '@/lib/people-writes'
import { answerFetch, fetchStub, jsonResponse } from '@/test/fetch-stub'

import { useCreatePerson } from './create-person'
import { useUpdatePerson } from './update-person'

type PersonCreate = components['schemas']['PersonCreate']

const NEW_PERSON: PersonCreate = { last_name: 'Dela Cruz', first_name: 'Juan', date_of_birth: '1990-05-17' }
const STORED = { id: 7, ...NEW_PERSON, version: 1 }

/** What a request carries that the server reads: method, address, the JSON body and the CSRF and type headers. */
async function sent(index: number) {
  const [request] = fetchStub.mock.calls[index]
  return {
    method: request.method,
    url: request.url,
    body: await request.clone().json(),
    contentType: request.headers.get('content-type'),
    csrf: request.headers.get('x-csrf-token'),
  }
}

function formHooks() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(() => ({ create: useCreatePerson(), update: useUpdatePerson() }), { wrapper }).result
}

describe('one way to send a person', () => {
  beforeEach(() => {
    document.cookie = 'katutubo_csrf=token-1; path=/'
    answerFetch(() => jsonResponse(STORED, 201))
  })

  it('POSTs the new person to /api/people with the CSRF header and returns the stored record', async () => {
    expect(await sendNewPerson(NEW_PERSON)).toEqual(STORED)
    expect(await sent(0)).toEqual({
      method: 'POST',
      url: `${window.location.origin}/api/people`,
      body: NEW_PERSON,
      contentType: 'application/json',
      csrf: 'token-1',
    })
  })

  it('sends the same request from the form and from the outbox', async () => {
    const body = { ...NEW_PERSON, client_id: 'c-1' }
    const form = formHooks()
    await form.current.create.mutateAsync({ body })
    await apiTransport.create(body)
    expect(fetchStub.mock.calls).toHaveLength(2)
    expect(await sent(1)).toEqual(await sent(0))
  })

  it('sends an edit the same way from the form and from the outbox', async () => {
    const body = { ...NEW_PERSON, version: 1 }
    const form = formHooks()
    await form.current.update.mutateAsync({ id: 7, body })
    await apiTransport.update(7, body)
    expect(await sent(0)).toMatchObject({ method: 'PUT', url: `${window.location.origin}/api/people/7`, body })
    expect(await sent(1)).toEqual(await sent(0))
  })
})
