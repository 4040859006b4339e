// The account routes: creating an account (mailed code, SIWE), e-mail codes, signing in and out, changing the
// e-mail and the password, each refusal with the spec's code and message.
import type { MESSAGES } from '@finaverse/domain'
import { encodePow } from '@finaverse/sdk/rest'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, sessions } from '../../src/db/schema.js'
import {
  call,
  createTestApp,
  expectError,
  Jar,
  lastCode,
  newWallet,
  PASSWORD,
  pow,
  register,
  sendMailCode,
  signIn,
  solvePow,
  type TestApp,
  uniqueEmail,
} from '../helpers.js'

let t: TestApp
let clock = Date.now()
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) })
})
afterAll(() => t.close())

/** Gets a code mailed (with a proof of work); returns the jar and the code. */
async function mailCode(email: string, purpose = 'register', jar = new Jar()) {
  const sent = await call(t.app, jar, 'POST', '/account/sendMailCaptcha', {
    email,
    purpose,
    pow: await pow(t.app),
  })
  expect(sent.statusCode, sent.body).toBe(200)
  return { jar, code: await lastCode(t.app, email) }
}

async function createWith(fields: Record<string, string>, jar = new Jar(), wallet = newWallet()) {
  const nonce = (await call(t.app, jar, 'GET', '/account/nonce')).json().data.nonce
  const signed = await signIn(wallet, nonce)
  return call(t.app, jar, 'POST', '/account/create', {
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...signed,
    pow: await pow(t.app),
    ...fields,
  })
}

describe('account creation', () => {
  it('creates an account bound to the signing wallet and starts an httpOnly session', async () => {
    const email = uniqueEmail('player')
    const { jar, code } = await mailCode(email)
    const wallet = newWallet()
    const response = await createWith(
      { email: email.toUpperCase(), code, inviteCode: 'FRIEND1' },
      jar,
      wallet,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      ret: 0,
      data: { address: wallet.address.toLowerCase(), email, emailVerified: true },
    })
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('fv_session='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const session = await call(t.app, jar, 'GET', '/account/session')
    expect(session.json().data.email).toBe(email)
  })

  it('refuses each password rule with the spec message', async () => {
    const cases: [string, string, keyof typeof MESSAGES][] = [
      ['Short#1', 'Short#1', 'LENGTH'],
      ['1Secret#123', '1Secret#123', 'START_LETTER'],
      ['Secret #123', 'Secret #123', 'WHITESPACE'],
      ['Secret€123', 'Secret€123', 'UNSUPPORTED_CHAR'],
      ['Secret#123', 'Secret#124', 'MISMATCH'],
      ['secret#123', 'secret#123', 'NEEDS_UPPER'],
    ]
    for (const [password, confirmPassword, code] of cases) {
      const response = await createWith({
        email: uniqueEmail('player'),
        code: '123456',
        password,
        confirmPassword,
      })
      expectError(response, 400, code)
    }
  })

  it('refuses missing fields with the spec messages', async () => {
    expectError(await createWith({ email: '', code: '123456' }), 400, 'EMAIL_REQUIRED')
    expectError(await createWith({ email: 'a@b.co', code: '' }), 400, 'CODE_REQUIRED')
    expectError(await createWith({ email: 'a@b.co', code: '123456', password: '' }), 400, 'PASSWORD_REQUIRED')
    expectError(await createWith({ email: 'not-an-email', code: '123456' }), 400, 'INVALID_EMAIL')
    expectError(await createWith({ email: 'a@b.co', code: '12ab56' }), 400, 'INVALID_CODE')
  })

  it('refuses a wrong code, then a code after too many guesses, and counts nothing into accounts', async () => {
    const email = uniqueEmail('player')
    const { jar, code } = await mailCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expectError(await createWith({ email, code: wrong }, jar), 400, 'CODE_INCORRECT')
    expectError(await createWith({ email, code }, jar), 429, 'TOO_MANY_REQUESTS')
    const [n] = await t.database.db.select({ n: count() }).from(accounts).where(eq(accounts.email, email))
    expect(n?.n).toBe(0)
  })

  it('refuses an expired code and a reused code', async () => {
    const email = uniqueEmail('player')
    const { jar, code } = await mailCode(email)
    clock += 11 * 60_000
    try {
      const nonce = (await call(t.app, jar, 'GET', '/account/nonce')).json().data.nonce
      const signed = await signIn(newWallet(), nonce, { issuedAt: new Date(clock) })
      const response = await call(t.app, jar, 'POST', '/account/create', {
        email,
        code,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        ...signed,
        pow: await pow(t.app),
      })
      expectError(response, 400, 'CODE_EXPIRED')
    } finally {
      clock = Date.now()
    }
    const second = uniqueEmail('player')
    const fresh = await mailCode(second)
    expect((await createWith({ email: second, code: fresh.code }, fresh.jar)).statusCode).toBe(200)
    const reuse = await createWith({ email: second, code: fresh.code }, fresh.jar)
    expectError(reuse, 409, 'EMAIL_BOUND_TO_OTHER_ACCOUNT')
    const check = await call(t.app, undefined, 'POST', '/account/checkMailCaptcha', {
      email: second,
      code: fresh.code,
    })
    expectError(check, 400, 'CODE_EXPIRED')
  })

  it('refuses a replayed nonce', async () => {
    const email = uniqueEmail('player')
    const { jar, code } = await mailCode(email)
    const wallet = newWallet()
    const nonce = (await call(t.app, jar, 'GET', '/account/nonce')).json().data.nonce
    const signed = await signIn(wallet, nonce)
    const body = { email, code, password: PASSWORD, confirmPassword: PASSWORD, ...signed }
    expect(
      (await call(t.app, new Jar(), 'POST', '/account/create', { ...body, pow: await pow(t.app) }))
        .statusCode,
    ).toBe(200)
    // Same message again (after the account was deleted, so only the nonce can refuse it).
    await t.database.db.delete(accounts).where(eq(accounts.email, email))
    clock += 61_000 // past the resend countdown
    const second = await mailCode(email).finally(() => {
      clock = Date.now()
    })
    expectError(
      await call(t.app, new Jar(), 'POST', '/account/create', {
        ...body,
        code: second.code,
        pow: await pow(t.app),
      }),
      400,
      'SIGN_VERIFICATION_FAILED',
    )
  })

  it('refuses an unknown nonce, a wrong domain, a wrong chain, an expired message and a foreign signature', async () => {
    // Expired and too old by the server's clock (`clock`, set to now here), which real time runs ahead of on a
    // loaded machine.
    clock = Date.now()
    const jar = new Jar()
    const wallet = newWallet()
    const nonceOf = async () => (await call(t.app, jar, 'GET', '/account/nonce')).json().data.nonce as string
    const base = {
      email: uniqueEmail('player'),
      code: '123456',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }
    const attempt = async (signed: { message: string; signature: string }) =>
      call(t.app, jar, 'POST', '/account/create', { ...base, ...signed, pow: await pow(t.app) })
    expectError(await attempt(await signIn(wallet, 'unknownnonce1234')), 400, 'SIGN_VERIFICATION_FAILED')
    expectError(
      await attempt(await signIn(wallet, await nonceOf(), { domain: 'evil.example' })),
      400,
      'SIGN_VERIFICATION_FAILED',
    )
    expectError(
      await attempt(await signIn(wallet, await nonceOf(), { chainId: 1 })),
      400,
      'INVALID_NETWORK_ID',
    )
    expectError(
      await attempt(await signIn(wallet, await nonceOf(), { expirationTime: new Date(clock - 1000) })),
      400,
      'REQUEST_TIMEOUT',
    )
    expectError(
      await attempt(await signIn(wallet, await nonceOf(), { issuedAt: new Date(clock - 11 * 60_000) })),
      400,
      'REQUEST_TIMEOUT',
    )
    const other = await signIn(newWallet(), await nonceOf())
    const message = (await signIn(wallet, await nonceOf())).message
    expectError(await attempt({ message, signature: other.signature }), 400, 'SIGN_VERIFICATION_FAILED')
    expectError(await attempt({ message: 'hello', signature: '0x1234' }), 400, 'SIGN_VERIFICATION_FAILED')
  })

  it('refuses a wallet or an e-mail that is already bound', async () => {
    const email = uniqueEmail('player')
    const { wallet } = await register(t.app, email)
    const again = await mailCode(uniqueEmail('player'))
    const other = uniqueEmail('player')
    const sameWallet = await mailCode(other)
    expectError(
      await createWith({ email: other, code: sameWallet.code }, sameWallet.jar, wallet),
      409,
      'WALLET_BOUND_TO_OTHER_ACCOUNT',
    )
    void again
    // Asking for a register code for a bound e-mail is refused.
    const jar = new Jar()
    expectError(
      await call(t.app, jar, 'POST', '/account/sendMailCaptcha', {
        email,
        purpose: 'register',
        pow: await pow(t.app),
      }),
      409,
      'EMAIL_BOUND_TO_OTHER_ACCOUNT',
    )
  })

  it('answers ACCOUNT_ALREADY_BOUND when the same wallet and e-mail try again', async () => {
    const email = uniqueEmail('player')
    const { wallet } = await register(t.app, email)
    const jar = new Jar()
    const nonce = (await call(t.app, jar, 'GET', '/account/nonce')).json().data.nonce
    const signed = await signIn(wallet, nonce)
    const response = await call(t.app, jar, 'POST', '/account/create', {
      email,
      code: '123456',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...signed,
      pow: await pow(t.app),
    })
    expectError(response, 409, 'ACCOUNT_ALREADY_BOUND')
  })
})

describe('e-mail codes and captcha', () => {
  it('sending a code needs a solved proof of work, once; the image captcha still answers but guards nothing', async () => {
    const email = uniqueEmail('player')
    const jar = new Jar()
    const send = (fields: Record<string, string>) =>
      call(t.app, jar, 'POST', '/account/sendMailCaptcha', { email, ...fields })
    expectError(await send({}), 400, 'PROOF_OF_WORK_REQUIRED')
    expectError(await send({ captcha: 'k7pq' }), 400, 'PROOF_OF_WORK_REQUIRED')
    expectError(await send({ pow: 'bm90IGpzb24=' }), 400, 'PROOF_OF_WORK_REQUIRED')
    const challenge = (await call(t.app, jar, 'GET', '/account/powChallenge')).json().data
    expect(challenge.parameters.algorithm).toBe('SHA-256')
    // A solution with a wrong key, and a challenge whose parameters were changed (the signature no longer holds).
    const solved = JSON.parse(Buffer.from(await solvePow(challenge), 'base64').toString())
    const forged = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } }
    expectError(await send({ pow: encodePow(forged) }), 400, 'PROOF_OF_WORK_REQUIRED')
    const cheaper = {
      ...solved,
      challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 0 } },
    }
    expectError(await send({ pow: encodePow(cheaper) }), 400, 'PROOF_OF_WORK_REQUIRED')
    const good = encodePow(solved)
    expect((await send({ pow: good })).statusCode).toBe(200)
    // Used once: the same solution again is refused.
    expectError(await send({ pow: good }), 400, 'PROOF_OF_WORK_REQUIRED')
    const image = await call(t.app, jar, 'GET', '/verifyCode/tmimgNumber?t=3')
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/)
  })

  it('keeps a resend countdown per address and purpose', async () => {
    const email = uniqueEmail('player')
    const { jar } = await mailCode(email)
    const again = await call(t.app, jar, 'POST', '/account/sendMailCaptcha', { email, pow: await pow(t.app) })
    expectError(again, 429, 'TOO_MANY_REQUESTS')
    expect(again.json().data.resendIn).toBeGreaterThan(55)
  })

  it('checkMailCaptcha checks without spending; a wrong code is refused', async () => {
    const email = uniqueEmail('player')
    const { code } = await mailCode(email)
    const ok = await call(t.app, undefined, 'POST', '/account/checkMailCaptcha', { email, code })
    expect(ok.json()).toEqual({ ret: 0, msg: 'ok', data: { valid: true } })
    expect(
      (await call(t.app, undefined, 'POST', '/account/checkMailCaptcha', { email, code })).statusCode,
    ).toBe(200)
    const wrong = code === '999999' ? '888888' : '999999'
    expectError(
      await call(t.app, undefined, 'POST', '/account/checkMailCaptcha', { email, code: wrong }),
      400,
      'CODE_INCORRECT',
    )
    expectError(
      await call(t.app, undefined, 'POST', '/account/checkMailCaptcha', {
        email: uniqueEmail('player'),
        code,
      }),
      400,
      'CODE_EXPIRED',
    )
  })
})

describe('sessions, login and account changes', () => {
  it('logs in, answers getUserEmail to the signed-in owner only, logs out', async () => {
    const email = uniqueEmail('player')
    const { wallet } = await register(t.app, email)
    const jar = new Jar()
    const login = await call(t.app, jar, 'POST', '/account/login', { email, password: PASSWORD })
    expect(login.statusCode).toBe(200)
    const address = wallet.address
    expect(
      (await call(t.app, jar, 'GET', `/account/getUserEmail?address=${address}`)).json().data.email,
    ).toBe(email)
    // Anonymous callers learn nothing, not even whether the wallet has an account.
    expectError(
      await call(t.app, undefined, 'GET', `/account/getUserEmail?address=${address}`),
      401,
      'UNAUTHORIZED',
    )
    // Another signed-in account: the owner's wallet reads like a wallet without an account.
    const other = await register(t.app, uniqueEmail('player'))
    expectError(
      await call(t.app, other.jar, 'GET', `/account/getUserEmail?address=${address}`),
      404,
      'WALLET_ACCOUNT_NOT_FOUND',
    )
    expectError(
      await call(t.app, other.jar, 'GET', `/account/getUserEmail?address=${newWallet().address}`),
      404,
      'WALLET_ACCOUNT_NOT_FOUND',
    )
    expectError(
      await call(t.app, jar, 'GET', '/account/getUserEmail?address=0x123'),
      400,
      'INVALID_WALLET_ADDRESS',
    )
    expect((await call(t.app, jar, 'POST', '/account/logout')).statusCode).toBe(200)
    expectError(await call(t.app, jar, 'GET', '/account/session'), 401, 'UNAUTHORIZED')
  })

  it('refuses a wrong password and an unknown account', async () => {
    const email = uniqueEmail('player')
    await register(t.app, email)
    expectError(
      await call(t.app, undefined, 'POST', '/account/login', { email, password: 'Wrong#1234' }),
      401,
      'PASSWORD_INCORRECT',
    )
    expectError(
      await call(t.app, undefined, 'POST', '/account/login', {
        email: uniqueEmail('player'),
        password: PASSWORD,
      }),
      404,
      'GAME_ACCOUNT_NOT_FOUND',
    )
    expectError(await call(t.app, undefined, 'POST', '/account/login', { email }), 400, 'PASSWORD_REQUIRED')
  })

  it('changes the e-mail with a code sent to the new address and the password', async () => {
    const email = uniqueEmail('player')
    const { jar } = await register(t.app, email)
    const next = uniqueEmail('player')
    const { code } = await mailCode(next, 'changeEmail', jar)
    expectError(
      await call(t.app, jar, 'POST', '/account/changeEmail', {
        newEmail: next,
        code,
        password: 'Wrong#1234',
      }),
      401,
      'PASSWORD_INCORRECT',
    )
    expectError(
      await call(t.app, jar, 'POST', '/account/changeEmail', { newEmail: email, code, password: PASSWORD }),
      409,
      'EMAIL_ALREADY_BOUND',
    )
    expectError(
      await call(t.app, jar, 'POST', '/account/changeEmail', { newEmail: '', code, password: PASSWORD }),
      400,
      'NEW_EMAIL_REQUIRED',
    )
    const changed = await call(t.app, jar, 'POST', '/account/changeEmail', {
      newEmail: next,
      code,
      password: PASSWORD,
    })
    expect(changed.json().data.email).toBe(next)
    const taken = uniqueEmail('player')
    await register(t.app, taken)
    expectError(
      await call(t.app, jar, 'POST', '/account/changeEmail', { newEmail: taken, code, password: PASSWORD }),
      409,
      'EMAIL_BOUND_TO_OTHER_ACCOUNT',
    )
    expectError(
      await call(t.app, undefined, 'POST', '/account/changeEmail', {
        newEmail: next,
        code,
        password: PASSWORD,
      }),
      401,
      'UNAUTHORIZED',
    )
  })

  it('changes the password with a code and the old password; verify marks the e-mail verified', async () => {
    const email = uniqueEmail('player')
    const { jar } = await register(t.app, email)
    const { code } = await mailCode(email, 'changePassword', jar)
    const next = 'Another#456'
    expectError(
      await call(t.app, jar, 'POST', '/account/changePassword', {
        password: PASSWORD,
        newPassword: next,
        confirmPassword: 'Another#457',
        code,
      }),
      400,
      'MISMATCH',
    )
    const other = new Jar()
    expect(
      (await call(t.app, other, 'POST', '/account/login', { email, password: PASSWORD })).statusCode,
    ).toBe(200)
    const changed = await call(t.app, jar, 'POST', '/account/changePassword', {
      password: PASSWORD,
      newPassword: next,
      confirmPassword: next,
      code,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    // The other session ended; this one goes on.
    expect((await call(t.app, other, 'GET', '/account/session')).statusCode).toBe(401)
    expect((await call(t.app, jar, 'GET', '/account/session')).statusCode).toBe(200)
    expectError(
      await call(t.app, undefined, 'POST', '/account/login', { email, password: PASSWORD }),
      401,
      'PASSWORD_INCORRECT',
    )
    expect(
      (await call(t.app, undefined, 'POST', '/account/login', { email, password: next })).statusCode,
    ).toBe(200)
    // A code for another account's address is refused before anything is sent.
    expectError(
      await call(t.app, jar, 'POST', '/account/sendMailCaptcha', {
        email: uniqueEmail('player'),
        purpose: 'verify',
        pow: await pow(t.app),
      }),
      404,
      'GAME_ACCOUNT_NOT_FOUND',
    )
    const verify = await mailCode(email, 'verify', jar)
    expect((await call(t.app, jar, 'POST', '/account/verify', { code: verify.code })).json().data).toEqual({
      emailVerified: true,
    })
    expectError(await call(t.app, jar, 'POST', '/account/verify', { code: verify.code }), 400, 'CODE_EXPIRED')
  })

  it('stores only hashes: no session token or code in clear', async () => {
    const email = uniqueEmail('player')
    const { jar } = await register(t.app, email)
    const token = jar.header().match(/fv_session=([^;]+)/)?.[1]
    const rows = await t.database.db.select().from(sessions)
    expect(rows.some((r) => r.tokenHash === token)).toBe(false)
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email))
    expect(account?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })
})

describe('a proof of work guards account creation', () => {
  it('creating an account needs a proof of work', async () => {
    const email = uniqueEmail('acct')
    expectError(
      await call(t.app, undefined, 'POST', '/account/sendMailCaptcha', { email, captcha: 'k7pq' }),
      400,
      'PROOF_OF_WORK_REQUIRED',
    )
    const challenge = await t.app.inject({ url: '/account/powChallenge' })
    expect(challenge.headers['cache-control']).toBe('no-store')
    expect(challenge.json().data.signature).toMatch(/^[0-9a-f]{64}$/)
    expect((await sendMailCode(t.app, email)).statusCode).toBe(200)
    const created = await call(t.app, undefined, 'POST', '/account/create', {
      email,
      code: await lastCode(t.app, email),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      message: 'm',
      signature: '0x12',
    })
    expectError(created, 400, 'PROOF_OF_WORK_REQUIRED')
  })
})
