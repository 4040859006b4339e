// Signing in: a burst of wrong passwords and the proof of work past the threshold, at most 100 failed sign-ins per
// account an hour with the owner never locked out, and the mailed sign-in links (one a minute, across processes, ended
// by a password change), the mail going through real SMTP (docs/product.md#sign-in-throttle).
import { MESSAGES } from '@finaverse/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256 } from '../../src/crypto/secrets.js'
import { accounts, loginFailures, signInLinks } from '../../src/db/schema.js'
import {
  askSignInLink,
  call,
  createTestApp,
  expectError,
  FORM,
  form,
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
} from '../helpers.js'

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

describe('a burst of wrong passwords', () => {
  it('a concurrent burst of wrong passwords gets at most the threshold evaluated, then needs proofs of work', async () => {
    const email = uniqueEmail('sign-in')
    await register(t.app, email)
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(t.app, undefined, 'POST', '/account/login', { email, password: 'Wrong#1234' }),
      ),
    )
    const codes = answers.map((answer) => answer.json().code)
    expect(codes.filter((c) => c === 'PASSWORD_INCORRECT').length).toBeLessThanOrEqual(
      t.config.loginPowThreshold,
    )
    expect(codes.filter((c) => c === 'PROOF_OF_WORK_REQUIRED').length).toBeGreaterThanOrEqual(
      40 - t.config.loginPowThreshold,
    )
    expect(codes.every((c) => c === 'PASSWORD_INCORRECT' || c === 'PROOF_OF_WORK_REQUIRED')).toBe(true)
  })

  it('past the threshold the owner still gets in with a proof of work; a guesser pays one per guess', async () => {
    const email = uniqueEmail('sign-in')
    await register(t.app, email)
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email))
    await t.database.db
      .insert(loginFailures)
      .values(
        Array.from({ length: 50 }, () => ({ accountId: account!.id, at: new Date(Date.now() + offset) })),
      )
    const login = async (password: string, solved?: string) =>
      call(t.app, new Jar(), 'POST', '/account/login', { email, password, pow: solved })
    expectError(await login(PASSWORD), 429, 'PROOF_OF_WORK_REQUIRED')
    expectError(await login('Wrong#1234'), 429, 'PROOF_OF_WORK_REQUIRED')
    expectError(await login('Wrong#1234', await pow(t.app)), 401, 'PASSWORD_INCORRECT')
    const solved = await pow(t.app)
    expect((await login(PASSWORD, solved)).statusCode).toBe(200)
    expectError(await login(PASSWORD, solved), 429, 'PROOF_OF_WORK_REQUIRED')
  })
})

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
  }, 120_000)

  it('a link expires after 15 minutes, is replaced by a newer one, and asks wait a minute', async () => {
    const email = uniqueEmail('guard')
    await register(t.app, email)
    const send = async () =>
      call(t.app, undefined, 'POST', '/account/sendSignInLink', { email, pow: await pow(t.app) })
    const sentAt = Date.now()
    expect((await send()).statusCode).toBe(200)
    const first = linkFrom(email)
    const early = await send()
    // A minute from the first link, less the whole seconds this test took to ask again (its proof of work can take
    // over a second on a loaded machine).
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

describe('sign-in links', () => {
  it('a password change kills pending links: a link mailed before it never signs in after it', async () => {
    const email = uniqueEmail('sign-in')
    const { jar } = await register(t.app, email)
    expect((await askSignInLink(t.app, email, '198.51.100.20')).statusCode).toBe(200)
    const [pending] = await t.database.db
      .select()
      .from(signInLinks)
      .where(and(isNull(signInLinks.usedAt), eq(signInLinks.email, email)))
    expect(pending).toBeDefined()
    expect(
      (
        await call(t.app, jar, 'POST', '/account/sendMailCaptcha', {
          email,
          purpose: 'changePassword',
          pow: await pow(t.app),
        })
      ).statusCode,
    ).toBe(200)
    const changed = await call(t.app, jar, 'POST', '/account/changePassword', {
      password: PASSWORD,
      newPassword: 'Newer#4567',
      confirmPassword: 'Newer#4567',
      code: await lastCode(t.app, email),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const [after] = await t.database.db
      .select()
      .from(signInLinks)
      .where(eq(signInLinks.tokenHash, pending?.tokenHash ?? ''))
    expect(after?.usedAt).not.toBeNull()
    // The mailed token itself: read from the outbox and refused.
    const outbox = (await t.app.inject({ url: '/dev/outbox' })).json().data.items as {
      to: string
      text: string
    }[]
    const token = /#sign-in=([\w-]+)/.exec(
      outbox.find((m) => m.to === email && m.text.includes('#sign-in='))?.text ?? '',
    )?.[1]
    expect(token).toBeDefined()
    const used = await call(t.app, new Jar(), 'POST', '/account/linkSignIn', { token: token as string })
    expect(used.json()).toMatchObject({ ret: 400, code: 'SIGN_IN_LINK_INVALID' })
  }, 60_000)

  it('one link a minute holds across processes: of concurrent requests on three apps one mails a link', async () => {
    const email = uniqueEmail('sign-in')
    await register(t.app, email)
    // Three api processes on one database (on PostgreSQL each has its own pool).
    const others = [
      await createTestApp({ database: t.database, now: () => new Date(Date.now() + offset) }),
      await createTestApp({ database: t.database, now: () => new Date(Date.now() + offset) }),
    ]
    try {
      const apps = [t.app, ...others.map((o) => o.app)]
      const solved = await Promise.all(apps.map((app) => pow(app)))
      const answers = await Promise.all(
        apps.map((app, i) =>
          app.inject({
            method: 'POST',
            url: '/account/sendSignInLink',
            remoteAddress: `198.51.100.${30 + i}`,
            headers: FORM,
            payload: form({ email, pow: solved[i] as string }),
          }),
        ),
      )
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429])
      const links = await t.database.db.select().from(signInLinks).where(eq(signInLinks.email, email))
      expect(links).toHaveLength(1)
    } finally {
      for (const o of others) await o.app.close()
    }
  }, 60_000)
})
