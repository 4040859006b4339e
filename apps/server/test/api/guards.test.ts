// The session and bearer checks of every guarded endpoint come from the contract (`auth` of @finaverse/sdk/rest), in
// route(): a guarded endpoint answers 401 before it validates anything.
import { type EndpointDefinition, endpoints } from '@finaverse/sdk/rest'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerFormParser, route } from '../../src/http.js'
import { createTestApp, FORM, type TestApp } from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/**
 * Guarded endpoints of the contract (`auth: 'session'`, `'admin'` or `'ingest'`) that answer anything but 401
 * UNAUTHORIZED to a caller without a session or a bearer token (with a body that would not even validate, so a
 * route that validates first shows up too).
 */
async function unguardedEndpoints(app: FastifyInstance, table: Record<string, EndpointDefinition>) {
  const failures: string[] = []
  for (const [name, endpoint] of Object.entries(table)) {
    if (endpoint.auth === undefined) continue
    const url = endpoint.path.replace(':kind', 'news')
    const response =
      endpoint.method === 'GET'
        ? await app.inject({ url: `${url}?page=-1&address=nope&season=x&start=x` })
        : await app.inject({ method: 'POST', url, headers: FORM, payload: 'amount=x&code=x&heroIds=x&id=-1' })
    const body = response.statusCode === 401 ? response.json() : undefined
    if (body?.code !== 'UNAUTHORIZED')
      failures.push(`${name} ${endpoint.method} ${url}: ${response.statusCode}`)
  }
  return failures
}

describe('the session and bearer checks come from the contract, in route()', () => {
  const table = endpoints as Record<string, EndpointDefinition>

  it('every auth session endpoint answers 401 without a session, before validating its input', async () => {
    const session = Object.fromEntries(Object.entries(table).filter(([, e]) => e.auth === 'session'))
    expect(Object.keys(session).length).toBeGreaterThan(15)
    expect(await unguardedEndpoints(t.app, session)).toEqual([])
  })

  it('every auth ingest or admin endpoint answers 401 without a bearer token, before validating', async () => {
    const bearer = Object.fromEntries(
      Object.entries(table).filter(([, e]) => e.auth === 'ingest' || e.auth === 'admin'),
    )
    expect(Object.keys(bearer).length).toBeGreaterThanOrEqual(4)
    expect(await unguardedEndpoints(t.app, bearer)).toEqual([])
  })

  it('a deliberately unguarded session endpoint fails the walk', async () => {
    const app = Fastify()
    registerFormParser(app)
    app.post(endpoints.setTeam.path, async () => ({ ret: 0, msg: 'ok', data: null }))
    app.post(endpoints.gameStake.path, async () => ({ ret: 0, msg: 'ok', data: null }))
    try {
      expect(
        await unguardedEndpoints(app, { setTeam: endpoints.setTeam, gameStake: endpoints.gameStake }),
      ).toEqual(['setTeam POST /account/team: 200', 'gameStake POST /game/stake: 200'])
    } finally {
      await app.close()
    }
  })

  it('route() refuses to register a bearer endpoint without its token', async () => {
    const app = Fastify()
    try {
      expect(() => route(app, endpoints.gameStake, async () => ({}) as never)).toThrow(
        /auth: 'ingest' in the contract/,
      )
    } finally {
      await app.close()
    }
  })
})
