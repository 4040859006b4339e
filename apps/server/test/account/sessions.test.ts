// A player's sessions: listed with when each was created and last seen and the client it came from (a label made of
// parsed browser and system names only), ended one by one or all others at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientHint } from '../../src/auth/sessions.js'
import { call, createTestApp, Jar, PASSWORD, register, type TestApp, uniqueEmail } from '../helpers.js'

let t: TestApp
/** How far the app's clock runs ahead of the real one (SIWE messages carry the real time). */
let offset = 0
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offset) })
})
afterAll(() => t.close())

describe('sessions of an account', () => {
  it('a player lists its sessions (created, last seen, client, this device), ends one other, then all others', async () => {
    const email = uniqueEmail('sessions')
    const { jar: first } = await register(t.app, email)
    const phone = new Jar()
    const laptop = new Jar()
    const agents = {
      phone:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      laptop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:125.0) Gecko/20100101 Firefox/125.0',
    }
    for (const [jar, agent] of [
      [phone, agents.phone],
      [laptop, agents.laptop],
    ] as const) {
      const answer = await call(
        t.app,
        jar,
        'POST',
        '/account/login',
        { email, password: PASSWORD },
        {
          'user-agent': agent,
        },
      )
      expect(answer.statusCode, answer.body).toBe(200)
    }
    const stranger = await register(t.app, uniqueEmail('sessions'))
    offset += 5 * 60_000
    // The phone is used again five minutes later: its last-seen moves, the others' do not.
    expect((await call(t.app, phone, 'GET', '/account/session')).statusCode).toBe(200)
    const listed = await call(t.app, phone, 'GET', '/account/sessions')
    expect(listed.headers['cache-control']).toBe('no-store')
    const sessions = listed.json().data.sessions as {
      id: number
      createdAt: string
      lastSeenAt: string
      client: string
      current: boolean
    }[]
    expect(sessions.map(({ client, current }) => ({ client, current }))).toEqual([
      { client: '', current: false },
      { client: 'Chrome on Android', current: true },
      { client: 'Firefox on macOS', current: false },
    ])
    const [, mine, laptopSession] = sessions
    const ms = (iso: string) => new Date(iso).getTime()
    expect(ms(mine!.lastSeenAt) - ms(mine!.createdAt)).toBeGreaterThanOrEqual(5 * 60_000)
    expect(laptopSession!.lastSeenAt).toBe(laptopSession!.createdAt)

    // Another account cannot end them (its ids read like none).
    const foreign = await call(t.app, stranger.jar, 'POST', '/account/endSession', { id: laptopSession!.id })
    expect(foreign.json()).toMatchObject({ ret: 404, code: 'NOT_FOUND' })
    expect((await call(t.app, laptop, 'GET', '/account/session')).statusCode).toBe(200)

    expect(
      (await call(t.app, phone, 'POST', '/account/endSession', { id: laptopSession!.id })).statusCode,
    ).toBe(200)
    expect((await call(t.app, laptop, 'GET', '/account/session')).statusCode).toBe(401)
    const others = await call(t.app, phone, 'POST', '/account/endOtherSessions', {})
    expect(others.json().data).toEqual({ ended: 1 })
    expect((await call(t.app, first, 'GET', '/account/session')).statusCode).toBe(401)
    expect((await call(t.app, phone, 'GET', '/account/sessions')).json().data.sessions).toHaveLength(1)
    // Ending this device's own session signs it out.
    const own = await call(t.app, phone, 'POST', '/account/endSession', { id: mine!.id })
    expect(own.statusCode).toBe(200)
    expect((await call(t.app, phone, 'GET', '/account/session')).statusCode).toBe(401)
    offset = 0
  })

  it('the session label is built from a parsed browser and OS name only, never from User-Agent text', async () => {
    expect(
      clientHint(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows')
    expect(clientHint('Evil<script>alert(1)</script>/1.0')).toBe('')
    expect(clientHint('Visit-scam.example/2.0 (Linux)')).toBe('Linux')
    const jar = (await register(t.app, uniqueEmail('sessions'))).jar
    const listed = await call(t.app, jar, 'GET', '/account/sessions')
    for (const s of listed.json().data.sessions as { client: string }[]) expect(s.client).not.toMatch(/[<>/]/)
  })
})
