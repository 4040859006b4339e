import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from './client'

describe('the REST client of the site', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the server on every read (a conditional request), never a stale copy of the HTTP cache', async () => {
    const calls: RequestInit[] = []
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push(init)
      return new Response(JSON.stringify({ ret: 0, msg: 'ok', data: { count: 7 } }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    const answer = await api.downloadCount({})
    expect(answer).toEqual({ ret: 0, msg: 'ok', data: { count: 7 } })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.cache).toBe('no-cache')
    expect(calls[0]?.method).toBe('GET')
  })
})
