import { afterEach, describe, expect, it, vi } from 'vitest'
import { abortAccountReads, resumeAccountReads } from './account-reads'
import { api } from './client'

describe('the REST client of the site', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    resumeAccountReads()
  })

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

  it('aborts the account reads in flight at sign-out, and only those', async () => {
    const aborted: string[] = []
    let sent = 0
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input)
      sent++
      return new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted.push(new URL(url, 'http://site.test').pathname)
          reject(new DOMException('aborted', 'AbortError'))
        })
        setTimeout(
          () =>
            resolve(
              new Response(JSON.stringify({ ret: 0, msg: 'ok', data: { count: 1 } }), {
                headers: { 'content-type': 'application/json' },
              }),
            ),
          500,
        )
      })
    })
    const balances = api.gameBalances({})
    const count = api.downloadCount({})
    // Both requests sent (the client loads each endpoint's area first), then the sign-out.
    await vi.waitFor(() => expect(sent).toBe(2), { interval: 5 })
    abortAccountReads()
    expect(await balances).toMatchObject({ ret: -1, code: 'NETWORK_ERROR' })
    expect((await count).ret).toBe(0)
    expect(aborted).toEqual(['/api/account/balances'])
    // Until the next sign-in, a new account read (a poll whose timer fired before its panel was gone) is refused
    // without being sent; a sign-in's proof-of-work challenge and the session check still go out.
    expect(await api.gameBalances({})).toMatchObject({ ret: -1, code: 'NETWORK_ERROR' })
    expect(sent).toBe(2)
    await api.powChallenge({})
    await api.session({})
    expect(sent).toBe(4)
    // Signed in again: the account's reads go out, and a later sign-out aborts only those then in flight.
    resumeAccountReads()
    await api.gameBalances({})
    expect(sent).toBe(5)
    expect(aborted).toHaveLength(1)
    resumeAccountReads()
    await api.gameBalances({})
    expect(sent).toBe(6)
  })
})
