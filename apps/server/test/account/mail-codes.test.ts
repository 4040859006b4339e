// Mailed codes: at most 5 guesses of a code whatever the concurrency, a stranger cannot burn a pending sign-up code,
// and codes of signed-in purposes answer only the session that asked. The races run on both databases (PostgreSQL
// proves them with concurrent transactions).
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailCodes } from '../../src/db/schema.js'
import {
  call,
  createTestApp,
  expectError,
  fixedPrices,
  Jar,
  lastCode,
  newWallet,
  PASSWORD,
  pow,
  register,
  sendMailCode,
  signIn,
  type TestApp,
  uniqueEmail,
} from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
})
afterAll(() => t.close())

describe('at most 5 guesses of a code', () => {
  it('300 concurrent guesses of one code evaluate at most 5, the right one among the later ones included', async () => {
    const email = uniqueEmail('codes')
    // The browser that asked for the code (its fv_code cookie): its guesses take the code's own attempts.
    const holder = new Jar()
    expect((await sendMailCode(t.app, email, 'register', holder)).statusCode).toBe(200)
    const code = await lastCode(t.app, email)
    const guesses = Array.from({ length: 300 }, (_, i) =>
      i === 100 ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    )
    const answers = await Promise.all(
      guesses.map((guess) =>
        call(t.app, holder, 'POST', '/account/checkMailCaptcha', { email, code: guess }),
      ),
    )
    const codes = answers.map((answer) => answer.json().code ?? 'OK')
    const evaluated = codes.filter((c) => c === 'CODE_INCORRECT' || c === 'OK')
    expect(evaluated.length).toBe(5)
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBe(295)
    const [row] = await t.database.db.select().from(mailCodes).where(eq(mailCodes.email, email))
    expect(row?.attempts).toBe(5)
    // The code is used up: even the right code is refused now.
    expectError(
      await call(t.app, holder, 'POST', '/account/checkMailCaptcha', { email, code }),
      429,
      'TOO_MANY_REQUESTS',
    )
    // 300 requests at once: beside the other suites of `pnpm test` this can take longer than the default 30 s.
  }, 120_000)
})

describe('a stranger cannot burn a pending sign-up code', () => {
  it("five wrong guesses without the asking browser's cookie leave the owner's code working", async () => {
    const email = uniqueEmail('codes')
    const owner = new Jar()
    expect((await sendMailCode(t.app, email, 'register', owner)).statusCode).toBe(200)
    expect(owner.has('fv_code')).toBe(true)
    const code = await lastCode(t.app, email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const guess = (jar: Jar | undefined, value: string) =>
      call(t.app, jar, 'POST', '/account/checkMailCaptcha', { email, purpose: 'register', code: value })
    for (let i = 0; i < 5; i++) expect((await guess(undefined, wrong)).json().code).toBe('CODE_INCORRECT')
    // The stranger's budget is spent, even for the right code...
    expect((await guess(undefined, code)).statusCode).toBe(429)
    // ...the owner's browser still checks its code and creates its account with it.
    expect((await guess(owner, code)).statusCode).toBe(200)
    const nonce = (await call(t.app, owner, 'GET', '/account/nonce')).json().data.nonce as string
    const created = await call(t.app, owner, 'POST', '/account/create', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code,
      ...(await signIn(newWallet(), nonce)),
      pow: await pow(t.app),
    })
    expect(created.statusCode, created.body).toBe(200)
  })

  it('the browser that asked still has its own five attempts', async () => {
    const email = uniqueEmail('codes')
    const owner = new Jar()
    expect((await sendMailCode(t.app, email, 'register', owner)).statusCode).toBe(200)
    const code = await lastCode(t.app, email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++)
      expect(
        (
          await call(t.app, owner, 'POST', '/account/checkMailCaptcha', {
            email,
            purpose: 'register',
            code: wrong,
          })
        ).statusCode,
      ).toBe(400)
    const spent = await call(t.app, owner, 'POST', '/account/checkMailCaptcha', {
      email,
      purpose: 'register',
      code,
    })
    expect(spent.statusCode).toBe(429)
  })
})
describe('codes of signed-in purposes', () => {
  it('codes of signed-in purposes are checked only with the session of the account that asked', async () => {
    const email = uniqueEmail('codes')
    const owner = await register(t.app, email)
    expect((await sendMailCode(t.app, email, 'verify', owner.jar)).statusCode).toBe(200)
    const code = await lastCode(t.app, email)
    const wrong = code === '000000' ? '111111' : '000000'
    // Anonymous guesses are refused before they touch the code, however many.
    for (let i = 0; i < 10; i++)
      expectError(
        await call(t.app, undefined, 'POST', '/account/checkMailCaptcha', {
          email,
          purpose: 'verify',
          code: wrong,
        }),
        401,
        'UNAUTHORIZED',
      )
    // Another account's session does not reach this code either.
    const other = await register(t.app, uniqueEmail('codes'))
    for (let i = 0; i < 6; i++)
      expectError(
        await call(t.app, other.jar, 'POST', '/account/checkMailCaptcha', {
          email,
          purpose: 'verify',
          code: wrong,
        }),
        400,
        'CODE_EXPIRED',
      )
    const [row] = await t.database.db
      .select()
      .from(mailCodes)
      .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, 'verify')))
    expect(row?.attempts).toBe(0)
    expect((await call(t.app, owner.jar, 'POST', '/account/verify', { code })).statusCode).toBe(200)
  })
})
