import { QueryClient } from '@tanstack/react-query'

import { sessionQuery, type SessionData } from '@/lib/auth/session'

import { preloadWhenSignedIn } from './preload'

const preloadPages = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('./router', () => ({ preloadPages }))

const signedIn = {
  user: { id: 1, email: 'ana@example.org', display_name: 'Ana', role: 'ipmr', status: 'active' },
  captcha: true,
  idle_minutes: 30,
} as unknown as SessionData

beforeEach(() => {
  preloadPages.mockClear()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

test('the login page fetches no other page until someone signs in, then when the browser is idle', () => {
  const queryClient = new QueryClient()
  preloadWhenSignedIn(queryClient, '/login')
  queryClient.setQueryData(sessionQuery.queryKey, { ...signedIn, user: null })
  vi.runAllTimers()
  expect(preloadPages).not.toHaveBeenCalled()

  queryClient.setQueryData(sessionQuery.queryKey, signedIn)
  vi.runAllTimers()
  expect(preloadPages).toHaveBeenCalledTimes(1)
  queryClient.setQueryData(sessionQuery.queryKey, { ...signedIn })
  vi.runAllTimers()
  expect(preloadPages).toHaveBeenCalledTimes(1)
})

test('a signed-in screen opened directly fetches the pages alongside the session check', () => {
  preloadWhenSignedIn(new QueryClient(), '/home')
  expect(preloadPages).toHaveBeenCalledTimes(1)
})
