// Changing the password or the e-mail: no session granted on the old credentials outlives the change, the other
// sessions end, and the old address is told (in English and Chinese, over real SMTP).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  createTestApp,
  expectError,
  fixedPrices,
  Jar,
  lastCode,
  PASSWORD,
  pow,
  register,
  sendMailCode,
  startSmtpInbox,
  type TestApp,
  testConfig,
  uniqueEmail,
} from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: fixedPrices })
})
afterAll(() => t.close())

describe('no session granted on old credentials outlives their change', () => {
  for (const change of ['password', 'e-mail'] as const) {
    it(`sign-ins in flight while the ${change} changes get no session that keeps working`, async () => {
      const email = uniqueEmail('change')
      const { jar: owner } = await register(t.app, email)
      const next = change === 'password' ? email : uniqueEmail('change')
      expect(
        (await sendMailCode(t.app, next, change === 'password' ? 'changePassword' : 'changeEmail', owner))
          .statusCode,
      ).toBe(200)
      const code = await lastCode(t.app, next)
      const jars = Array.from({ length: 12 }, () => new Jar())
      const logins = jars.map(
        (jar, i) =>
          new Promise((resolve) => setTimeout(resolve, i * 15)).then(() =>
            call(t.app, jar, 'POST', '/account/login', { email, password: PASSWORD }),
          ) as ReturnType<typeof call>,
      )
      const changed =
        change === 'password'
          ? call(t.app, owner, 'POST', '/account/changePassword', {
              password: PASSWORD,
              newPassword: 'Another#456',
              confirmPassword: 'Another#456',
              code,
            })
          : call(t.app, owner, 'POST', '/account/changeEmail', { newEmail: next, code, password: PASSWORD })
      const [answer, ...answers] = await Promise.all([changed, ...logins])
      expect(answer?.statusCode, answer?.body).toBe(200)
      // Whatever each sign-in answered, none of their sessions works once the change is in.
      for (const [i, jar] of jars.entries()) {
        const status = answers[i]?.statusCode
        expect([200, 401, 404, 429], answers[i]?.body).toContain(status)
        expect((await call(t.app, jar, 'GET', '/account/session')).statusCode, `login ${i}: ${status}`).toBe(
          401,
        )
      }
      expect((await call(t.app, owner, 'GET', '/account/session')).statusCode).toBe(200)
    })
  }

  it('changing the e-mail ends the other sessions of the account', async () => {
    const email = uniqueEmail('change')
    const { jar: mine } = await register(t.app, email)
    const other = new Jar()
    expect(
      (await call(t.app, other, 'POST', '/account/login', { email, password: PASSWORD })).statusCode,
    ).toBe(200)
    const next = uniqueEmail('change')
    expect((await sendMailCode(t.app, next, 'changeEmail', mine)).statusCode).toBe(200)
    const changed = await call(t.app, mine, 'POST', '/account/changeEmail', {
      newEmail: next,
      code: await lastCode(t.app, next),
      password: PASSWORD,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expectError(await call(t.app, other, 'GET', '/account/session'), 401, 'UNAUTHORIZED')
    expect((await call(t.app, mine, 'GET', '/account/session')).statusCode).toBe(200)
  })
})

describe('the old address is told', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpInbox>>
  let mailed: TestApp
  beforeAll(async () => {
    smtp = await startSmtpInbox()
    mailed = await createTestApp({ config: testConfig({ smtpUrl: smtp.url }) })
  })
  afterAll(async () => {
    await mailed.close()
    await smtp.close()
  })
  const mailsTo = (email: string) => smtp.inbox.filter((mail) => mail.to.includes(email))

  it('a password change and an e-mail change each mail the old address a notice in English and Chinese', async () => {
    const email = uniqueEmail('change')
    const { jar } = await register(mailed.app, email)
    const sendCode = async (to: string, purpose: string) =>
      call(mailed.app, jar, 'POST', '/account/sendMailCaptcha', {
        email: to,
        purpose,
        pow: await pow(mailed.app),
      })
    expect((await sendCode(email, 'changePassword')).statusCode).toBe(200)
    const changed = await call(mailed.app, jar, 'POST', '/account/changePassword', {
      password: PASSWORD,
      newPassword: 'Newer#4567',
      confirmPassword: 'Newer#4567',
      code: await lastCode(mailed.app, email),
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const passwordNotice = mailsTo(email).at(-1)!
    expect(passwordNotice.subject).toBe('Your Finaverse password was changed / 您的 Finaverse 密码已更改')
    expect(passwordNotice.text).toContain('The password of your Finaverse game account was changed')
    expect(passwordNotice.text).toContain('您的 Finaverse 游戏账户密码已于')

    const newEmail = uniqueEmail('change')
    expect((await sendCode(newEmail, 'changeEmail')).statusCode).toBe(200)
    const moved = await call(mailed.app, jar, 'POST', '/account/changeEmail', {
      newEmail,
      password: 'Newer#4567',
      code: await lastCode(mailed.app, newEmail),
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
})
