// The sign-in throttle per account and the account's notices and sessions,
// with the mail going through real SMTP (docs/product.md#sign-in-throttle, docs/product.md#account-notices-and-sessions).
import { MESSAGES } from '@finaverse/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInLinks } from '../src/db/schema.js'
import { sha256 } from '../src/services/secrets.js'
import {
  call,
  createTestApp,
  Jar,
  lastCode,
  PASSWORD,
  pow,
  register,
  solvePow,
  startSmtpInbox,
  type TestApp,
  testConfig,
  uniqueEmail,
} from './helpers.js'

let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpInbox>>
/** How far the app's clock runs ahead of the real one (SIWE messages carry the real time). */
let offset = 0
beforeAll(async () => {
  smtp = await startSmtpInbox()
  // Local mode (codes readable in the outbox) with every mail also sent over SMTP.
  t = await createTestApp({
    config: testConfig({ smtpUrl: smtp.url, siteUrl: 'https://play.finaverse.test' }),
    now: () => new Date(Date.now() + offset),
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const mailsTo = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email))
const login = (
  email: string,
  password: string,
  solved?: string,
  remoteAddress = '203.0.113.9',
  jar = new Jar(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/account/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    payload: new URLSearchParams({ email, password, ...(solved ? { pow: solved } : {}) }).toString(),
  })
const linkFrom = (email: string) => {
  const text = mailsTo(email).at(-1)?.text ?? ''
  const token = /\/profile#sign-in=([A-Za-z0-9_-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no sign-in link mailed to ${email}: ${text}`)
  return token
}

describe('at most 100 failed sign-ins per account an hour, and the owner is never locked out', () => {
  it('100 wrong passwords from 100 addresses, then the 101st is refused within the hour; the owner still signs in with the harder proof of work or a mailed link, and the link works once', async () => {
    const email = uniqueEmail('guard')
    await register(t.app, email)
    const wrong: number[] = []
    // Each guess from its own address (another /48 each), five at a time, with an ordinary proof of work.
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, async (_, i) => {
          const n = batch * 5 + i
          return login(email, 'Wrong#1234', await pow(t.app), `2001:db8:${n.toString(16)}::1`)
        }),
      )
      for (const answer of answers) wrong.push(answer.statusCode)
    }
    expect(wrong).toEqual(Array(100).fill(401))

    // The 101st, from yet another address: refused before the password is looked at, ordinary proof or none.
    for (const solved of [await pow(t.app), undefined]) {
      const refused = await login(email, 'Wrong#1234', solved, '198.51.100.77')
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        ret: 429,
        code: 'SIGN_IN_GUARDED',
        msg: MESSAGES.SIGN_IN_GUARDED,
        data: { powFactor: 8 },
      })
    }
    // The right password with only the ordinary proof is refused the same way: no answer tells a guess apart.
    expect((await login(email, PASSWORD, await pow(t.app))).json().code).toBe('SIGN_IN_GUARDED')

    // The owner: a challenge for the account costs 8 times the ordinary one, and signs in.
    const ordinary = (await call(t.app, undefined, 'GET', '/account/powChallenge')).json().data
    const harder = (
      await call(t.app, undefined, 'GET', `/account/powChallenge?email=${encodeURIComponent(email)}`)
    ).json().data
    expect(harder.parameters.cost).toBe(ordinary.parameters.cost * 8)
    const owner = new Jar()
    const signedIn = await login(email, PASSWORD, await solvePow(harder), '203.0.113.10', owner)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    // A forged cost is caught by the signature (cost raised on an ordinary challenge).
    const solved = JSON.parse(Buffer.from(await solvePow(ordinary), 'base64').toString('utf8'))
    solved.challenge.parameters.cost *= 8
    const forged = Buffer.from(JSON.stringify(solved)).toString('base64')
    expect((await login(email, PASSWORD, forged)).json().code).toBe('SIGN_IN_GUARDED')

    // The link: mailed over SMTP in both languages, stored hashed, signs in whatever the count, once.
    const sent = await call(t.app, undefined, 'POST', '/account/sendSignInLink', {
      email,
      pow: await pow(t.app),
    })
    expect(sent.json()).toEqual({ ret: 0, msg: 'ok', data: { resendIn: 60, expiresIn: 900 } })
    const mail = mailsTo(email).at(-1)!
    expect(mail.subject).toBe('Your Finaverse sign-in link / 您的 Finaverse 登录链接')
    expect(mail.text).toContain('expires in 15 minutes')
    expect(mail.text).toContain('15 分钟后失效')
    const token = linkFrom(email)
    expect(mail.text).toContain(`https://play.finaverse.test/profile#sign-in=${token}`)
    const [stored] = await t.database.db
      .select()
      .from(signInLinks)
      .where(eq(signInLinks.tokenHash, sha256(token)))
    expect(stored?.usedAt).toBeNull()
    expect(JSON.stringify(stored)).not.toContain(token)
    const byLink = new Jar()
    const linked = await call(t.app, byLink, 'POST', '/account/linkSignIn', { token })
    expect(linked.statusCode, linked.body).toBe(200)
    expect(linked.json().data.email).toBe(email)
    expect((await call(t.app, byLink, 'GET', '/account/session')).statusCode).toBe(200)
    const again = await call(t.app, new Jar(), 'POST', '/account/linkSignIn', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      ret: 400,
      code: 'SIGN_IN_LINK_INVALID',
      msg: MESSAGES.SIGN_IN_LINK_INVALID,
    })
  }, 180_000)

  it('a link expires after 15 minutes, is replaced by a newer one, and asks wait a minute', async () => {
    const email = uniqueEmail('guard')
    await register(t.app, email)
    const send = async () =>
      call(t.app, undefined, 'POST', '/account/sendSignInLink', { email, pow: await pow(t.app) })
    const sentAt = Date.now()
    expect((await send()).statusCode).toBe(200)
    const first = linkFrom(email)
    const early = await send()
    // A minute from the first link, less the whole seconds this test took to ask again (its proof of work, on a
    // loaded machine, took over a second once).
    const waited = Math.ceil((Date.now() - sentAt) / 1000)
    expect(early.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    const { resendIn } = early.json().data as { resendIn: number }
    expect(resendIn).toBeLessThanOrEqual(60)
    expect(resendIn).toBeGreaterThanOrEqual(60 - waited)
    offset += 61_000
    expect((await send()).statusCode).toBe(200)
    const second = linkFrom(email)
    expect(second).not.toBe(first)
    // The first link stopped working when the second was sent.
    expect((await call(t.app, new Jar(), 'POST', '/account/linkSignIn', { token: first })).json().code).toBe(
      'SIGN_IN_LINK_INVALID',
    )
    offset += 15 * 60_000
    expect((await call(t.app, new Jar(), 'POST', '/account/linkSignIn', { token: second })).json().code).toBe(
      'SIGN_IN_LINK_INVALID',
    )
    // Bad input: a clear error, nothing spent.
    const malformed = await call(t.app, new Jar(), 'POST', '/account/linkSignIn', { token: 'x' })
    expect(malformed.json()).toMatchObject({ ret: 400, code: 'SIGN_IN_LINK_INVALID' })
    const unknown = await call(t.app, undefined, 'POST', '/account/sendSignInLink', {
      email: uniqueEmail('guard'),
      pow: await pow(t.app),
    })
    expect(unknown.json()).toMatchObject({ ret: 404, code: 'GAME_ACCOUNT_NOT_FOUND' })
    offset = 0
  })
})

describe('credential changes are told to the old address; a player sees and ends its sessions', () => {
  it('a password change and an e-mail change each mail the old address a notice in English and Chinese', async () => {
    const email = uniqueEmail('guard')
    const { jar } = await register(t.app, email)
    const sendCode = async (to: string, purpose: string) =>
      call(t.app, jar, 'POST', '/account/sendMailCaptcha', { email: to, purpose, pow: await pow(t.app) })
    expect((await sendCode(email, 'changePassword')).statusCode).toBe(200)
    const changed = await call(t.app, jar, 'POST', '/account/changePassword', {
      password: PASSWORD,
      newPassword: 'Newer#4567',
      confirmPassword: 'Newer#4567',
      code: await lastCode(t.app, email),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const passwordNotice = mailsTo(email).at(-1)!
    expect(passwordNotice.subject).toBe('Your Finaverse password was changed / 您的 Finaverse 密码已更改')
    expect(passwordNotice.text).toContain('The password of your Finaverse game account was changed')
    expect(passwordNotice.text).toContain('您的 Finaverse 游戏账户密码已于')

    const newEmail = uniqueEmail('guard')
    expect((await sendCode(newEmail, 'changeEmail')).statusCode).toBe(200)
    const moved = await call(t.app, jar, 'POST', '/account/changeEmail', {
      newEmail,
      password: 'Newer#4567',
      code: await lastCode(t.app, newEmail),
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const emailNotice = mailsTo(email).at(-1)!
    expect(emailNotice.subject).toBe('Your Finaverse e-mail was changed / 您的 Finaverse 邮箱已更改')
    const masked = `${newEmail[0]}***@example.com`
    expect(emailNotice.text).toContain(`was changed to ${masked}`)
    expect(emailNotice.text).toContain(`更改为 ${masked}`)
    expect(emailNotice.text).not.toContain(newEmail)
    // The new address got its code only, no notice.
    expect(mailsTo(newEmail).map((mail) => mail.subject)).toEqual(['Confirm your new Finaverse e-mail'])
  })

  it('a player lists its sessions (created, last seen, client, this device), ends one other, then all others', async () => {
    const email = uniqueEmail('guard')
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
    const stranger = await register(t.app, uniqueEmail('guard'))
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
})
