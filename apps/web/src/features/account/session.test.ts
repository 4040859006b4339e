import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStorage, writeStorage } from '../../lib/storage'
import { accountSessionQuery, SESSION_HINT_KEY } from './session'
import { jsonAnswer, TEST_ACCOUNT } from './session.fixtures'

/** The session check once, as a screen runs it (no retries: each test says what one answer does). */
async function check(reply: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async () => reply())
  const client = new QueryClient()
  return client.fetchQuery({ ...accountSessionQuery(), retry: false })
}

describe('the game-account session check', () => {
  beforeEach(() => writeStorage(SESSION_HINT_KEY, '1'))
  afterEach(() => {
    vi.unstubAllGlobals()
    writeStorage(SESSION_HINT_KEY, null)
  })

  it('asks nothing without the hint', async () => {
    writeStorage(SESSION_HINT_KEY, null)
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect(await new QueryClient().fetchQuery(accountSessionQuery())).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('answers the account, and keeps the hint', async () => {
    const account = await check(() => jsonAnswer(200, { ret: 0, msg: 'ok', data: TEST_ACCOUNT }))
    expect(account).toMatchObject({ email: TEST_ACCOUNT.email })
    expect(readStorage(SESSION_HINT_KEY)).toBe('1')
  })

  it('reads a 401 as signed out and drops the hint', async () => {
    const account = await check(() =>
      jsonAnswer(401, { ret: 401, msg: 'Unauthorized', code: 'UNAUTHORIZED' }),
    )
    expect(account).toBeNull()
    expect(readStorage(SESSION_HINT_KEY)).toBeNull()
  })

  it.each([
    ['a 503', () => jsonAnswer(503, { ret: 503, msg: 'Service unavailable', code: 'CHAIN_UNAVAILABLE' })],
    ['a 500 without an envelope', () => new Response('<html>oops</html>', { status: 500 })],
    [
      'an unreachable API',
      () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ])(
    'fails on %s without signing the player out (the hint stays, the check is tried again)',
    async (_, reply) => {
      await expect(check(reply)).rejects.toMatchObject({ name: 'FinaverseError' })
      expect(readStorage(SESSION_HINT_KEY)).toBe('1')
    },
  )

  it('is tried again before a failure shows', () => {
    expect(accountSessionQuery().retry).toBeGreaterThanOrEqual(2)
  })
})
