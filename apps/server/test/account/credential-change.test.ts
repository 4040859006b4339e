import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  createTestApp,
  fixedPrices,
  Jar,
  lastCode,
  PASSWORD,
  register,
  sendMailCode,
  type TestApp,
  uniqueEmail,
} from './helpers.js'

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
})
