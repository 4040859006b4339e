import { endpoints } from '@finaverse/sdk/rest'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { clientKey } from '../../abuse/client-key.js'
import {
  accountByEmail,
  assertEmailFree,
  loginPowFactor,
  recentLoginFailures,
  withCodeSpent,
} from '../../auth/accounts.js'
import { requireAccount } from '../../auth/sessions.js'
import type { AppContext } from '../../context.js'
import { hmac, randomToken } from '../../crypto/secrets.js'
import { accounts, captchas } from '../../db/schema.js'
import { ApiError } from '../../errors.js'
import { limit, route } from '../../http.js'
import { CODE_HOLDER_COOKIE } from '../../mail/codes.js'
import { countMailSend } from '../../mail/quota.js'

export const CAPTCHA_COOKIE = 'fv_captcha'
const CAPTCHA_TTL_MS = 5 * 60_000

/** E-mail codes (send, check, verify the account's address), the proof-of-work challenge and the image captcha. */
export function codeRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const { db, config, codes, mailer } = ctx

  route(
    app,
    endpoints.powChallenge,
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const now = ctx.now()
      // With `email`: at the cost that account's password check needs now (docs/product.md#sign-in-throttle).
      const { email } = request.input
      const account = email ? await accountByEmail(db, email) : undefined
      const factor = account ? loginPowFactor(await recentLoginFailures(db, account.id, now), config) : 1
      return ctx.pow.challenge(now, factor)
    },
    { tags, config: limit(config, 'captcha') },
  )

  route(
    app,
    endpoints.sendMailCaptcha,
    async (request, reply) => {
      const now = ctx.now()
      const { email, purpose, pow } = request.input
      // The proof of work first: single use, whatever follows.
      await ctx.pow.spend(pow, now)
      // Who may receive a code for what: anyone a sign-up code for a free address; else only the session's account.
      const owner = purpose === 'register' ? null : await requireAccount(db, request, now)
      if (purpose === 'register' || purpose === 'changeEmail') {
        if (owner?.email === email) throw new ApiError('EMAIL_ALREADY_BOUND', 409)
        await assertEmailFree(db, email)
      } else if (owner?.email !== email) {
        throw new ApiError('GAME_ACCOUNT_NOT_FOUND', 404)
      }
      const wait = await codes.resendIn(email, purpose, now)
      if (wait > 0) throw new ApiError('TOO_MANY_REQUESTS', 429, { resendIn: wait })
      // A code goes to a free address (sign-up, new e-mail) or to the session's own: never a stranger's request to
      // an account's address (the sign-in link's case, sign-in.ts).
      await countMailSend(db, config.mailDailyLimits, { to: email, client: clientKey(request.ip) }, now)
      const issued = await codes.issue(email, purpose, now, owner?.id ?? null)
      await mailer.send({ to: email, subject: issued.subject, text: issued.text })
      // This browser holds the sign-up code: its guesses take the code's attempts, a stranger's do not.
      if (purpose === 'register')
        reply.setCookie(CODE_HOLDER_COOKIE, issued.holder, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.cookieSecure,
          maxAge: issued.expiresIn,
        })
      return { resendIn: issued.resendIn, expiresIn: issued.expiresIn }
    },
    { tags, config: limit(config, 'mail') },
  )

  route(
    app,
    endpoints.checkMailCaptcha,
    async (request) => {
      const now = ctx.now()
      const { email, purpose, code } = request.input
      // A code of a signed-in purpose is checked only with the session of the account that asked for it.
      const account = purpose === 'register' ? null : await requireAccount(db, request, now)
      await codes.check(email, purpose, code, now, account?.id ?? null, request.cookies[CODE_HOLDER_COOKIE])
      return { valid: true as const }
    },
    { tags, config: limit(config, 'code') },
  )

  route(
    app,
    endpoints.verify,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      const codeId = await codes.check(account.email, 'verify', request.input.code, now, account.id)
      await withCodeSpent(ctx, codeId, now, async (tx) => {
        await tx.update(accounts).set({ emailVerifiedAt: now }).where(eq(accounts.id, account.id))
      })
      return { emailVerified: true as const }
    },
    { tags, config: limit(config, 'code') },
  )

  // The spec's image captcha, kept for compatibility (it guards nothing); the id travels in an httpOnly cookie.
  app.get(
    '/verifyCode/tmimgNumber',
    {
      schema: { summary: 'A new image captcha (SVG); `t` only defeats caches', tags },
      config: limit(config, 'captcha'),
    },
    async (_request, reply) => {
      const now = ctx.now()
      const image = ctx.captcha()
      const id = randomToken(18)
      await db.insert(captchas).values({
        id,
        answerHash: hmac(config.sessionSecret, image.text.toLowerCase()),
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      })
      reply.setCookie(CAPTCHA_COOKIE, id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        maxAge: CAPTCHA_TTL_MS / 1000,
      })
      return reply.header('cache-control', 'no-store').type('image/svg+xml').send(image.data)
    },
  )
}
