// The test helpers answer at the network boundary: the app's own fetch goes out, MSW answers it.
import { http, HttpResponse } from 'msw'

import { api } from '@/lib/api/client'

import { answerFetch, fetchStub, jsonResponse, sentRequests, server, unhandledRequests } from './fetch-stub'
import { answerByPath } from './render'

describe('answering the API in tests', () => {
  it('keeps the platform fetch: MSW answers it, and the request is recorded', async () => {
    expect(globalThis.fetch).not.toBe(fetchStub)
    answerFetch((request) => jsonResponse({ user: null, seen: new URL(request.url).pathname }))
    const { data } = await api.GET('/api/session')
    expect(data).toMatchObject({ seen: '/api/session' })
    expect(sentRequests()).toEqual(['GET /api/session'])
  })

  it('starts every test with no handlers: a request nobody answers fails and is reported', async () => {
    await expect(fetch('/api/session')).rejects.toThrow()
    expect(unhandledRequests.splice(0)).toEqual(['GET /api/session'])
  })

  it('lets a later handler win and answers by exact path', async () => {
    answerByPath({ '/api/session': () => ({ user: null }) })
    expect((await fetch('/api/session/extra')).status).toBe(404)
    server.use(http.get('/api/session', () => HttpResponse.json({ user: 'later' })))
    expect(await (await fetch('/api/session')).json()).toEqual({ user: 'later' })
  })
})
