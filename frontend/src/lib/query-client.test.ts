import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

import { makeQueryClient } from './query-client'

/** A server whose answers the test releases: each call is one answer, 'before write' until the write. */
function server() {
  const pending: Array<() => void> = []
  let written = false
  return {
    write: () => (written = true),
    answer: () => pending.shift()?.(),
    calls: () => pending.length,
    queryFn: () => {
      const text = written ? 'after write' : 'before write'
      return new Promise<string>((resolve) => pending.push(() => resolve(text)))
    },
  }
}

async function settled() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

describe('the refetch after a write', () => {
  it("asks the server again when the page's first load is still on its way", async () => {
    const api = server()
    const client = makeQueryClient()
    const observer = new QueryObserver(client, { queryKey: ['scan'], queryFn: api.queryFn })
    const unsubscribe = observer.subscribe(() => {})
    api.write()
    const refetched = client.invalidateQueries({ queryKey: ['scan'] })
    api.answer() // the first load's answer, read before the write, arrives late
    await settled()
    api.answer()
    await refetched
    expect(observer.getCurrentResult().data).toBe('after write')
    unsubscribe()
  })

  it('gives whoever awaited the first load the answer after the write', async () => {
    const api = server()
    const client = makeQueryClient()
    const observer = new QueryObserver(client, { queryKey: ['scan'], queryFn: api.queryFn })
    const unsubscribe = observer.subscribe(() => {})
    const awaited = client.fetchQuery({ queryKey: ['scan'], queryFn: api.queryFn })
    api.write()
    void client.invalidateQueries({ queryKey: ['scan'] })
    await settled()
    api.answer()
    await settled()
    api.answer()
    await expect(awaited).resolves.toBe('after write')
    unsubscribe()
  })

  it("leaves a first load the invalidation will not refetch alone (refetchType 'none', or not shown)", async () => {
    const api = server()
    const client = makeQueryClient()
    const prefetched = client.fetchQuery({ queryKey: ['scan'], queryFn: api.queryFn })
    api.write()
    await client.invalidateQueries({ queryKey: ['scan'] })
    expect(api.calls()).toBe(1)
    api.answer()
    await expect(prefetched).resolves.toBe('before write')
  })

  it("is not TanStack's own rule, which keeps the first load's answer", async () => {
    const api = server()
    const client = new QueryClient()
    const observer = new QueryObserver(client, { queryKey: ['scan'], queryFn: api.queryFn })
    const unsubscribe = observer.subscribe(() => {})
    api.write()
    const refetched = client.invalidateQueries({ queryKey: ['scan'] })
    api.answer()
    await refetched
    expect(observer.getCurrentResult().data).toBe('before write')
    unsubscribe()
  })
})
