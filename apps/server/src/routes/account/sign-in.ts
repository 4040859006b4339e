import { EMAIL_CODE_RESEND_SECONDS } from '@finaverse/domain'
import { endpoints } from '@finaverse/sdk/rest'
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { clientKey } from '../../abuse/client-key.js'
import {
  accountByEmail,
  accountView,
  assertEmailFree,
  checkPassword,
  endOtherSessions,
  isUniqueViolation,
  withCodeSpent,
} from '../../auth/accounts.js'
import { isKnownBrowser } from '../../auth/known-browser.js'
import { hashPassword } from '../../auth/passwords.js'
import { type Account, clientHint, endSession, SESSION_COOKIE, startSession } from '../../auth/sessions.js'
import {
  issueSignInLink,
  revokeSignInLinks,
  SIGN_IN_LINK_MINUTES,
  signInLinkUrl,
  spendSignInLink,
  withdrawSignInLink,
} from '../../auth/sign-in-links.js'
import { generateSiweNonce, SIWE_MAX_AGE_MS, verifySiwe } from '../../auth/siwe.js'
import type { AppContext } from '../../context.js'
import { accounts, siweNonces } from '../../db/schema.js'
import { ApiError } from '../../errors.js'
import { limit, route } from '../../http.js'
import { emailChangedMail, passwordChangedMail, signInLinkMail } from '../../mail/account-mail.js'
import { CODE_HOLDER_COOKIE } from '../../mail/codes.js'
import type { Mail } from '../../mail/mailer.js'
import { countMailSend } from '../../mail/quota.js'

/** Sign-up (SIWE nonce, create), sign-in and out, the session, and the credential changes (e-mail, password). */
export function signInRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const { db, config, codes } = ctx
  /** Mails a notice after a change committed: a mail failure is logged, it does not undo or fail the change. */
  const notify = async (log: { error(o: object, m: string): void }, mail: Mail) => {
    try {
      await ctx.mailer.send(mail)
    } catch (error) {
      log.error({ err: error, subject: mail.subject }, 'account notice not sent')
    }
  }

  route(
    app,
    endpoints.siweNonce,
    async () => {
      const now = ctx.now()
      const nonce = generateSiweNonce()
      const expiresAt = new Date(now.getTime() + SIWE_MAX_AGE_MS)
      await db.insert(siweNonces).values({ nonce, expiresAt })
      return { nonce, expiresAt: expiresAt.toISOString() }
    },
    { tags, config: limit(config, 'captcha') },
  )

  route(
    app,
    endpoints.createAccount,
    async (request, reply) => {
      const now = ctx.now()
      const { email, password, code, inviteCode, message, signature, pow } = request.input
      await ctx.pow.spend(pow, now)
      const siwe = await verifySiwe(config, message, signature as `0x${string}`, now)
      const [nonce] = await db.select().from(siweNonces).where(eq(siweNonces.nonce, siwe.nonce)).limit(1)
      if (!nonce || nonce.usedAt !== null) throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
      if (nonce.expiresAt.getTime() <= now.getTime()) throw new ApiError('REQUEST_TIMEOUT', 400)
      const [byWallet] = await db.select().from(accounts).where(eq(accounts.address, siwe.address)).limit(1)
      if (byWallet) {
        throw new ApiError(
          byWallet.email === email ? 'ACCOUNT_ALREADY_BOUND' : 'WALLET_BOUND_TO_OTHER_ACCOUNT',
          409,
        )
      }
      await assertEmailFree(db, email)
      const codeId = await codes.check(
        email,
        'register',
        code,
        now,
        null,
        request.cookies[CODE_HOLDER_COOKIE],
      )
      const passwordHash = await hashPassword(password)
      let created: Account
      try {
        created = await withCodeSpent(ctx, codeId, now, async (tx) => {
          const spent = await tx
            .update(siweNonces)
            .set({ usedAt: now })
            .where(and(eq(siweNonces.nonce, siwe.nonce), isNull(siweNonces.usedAt)))
            .returning({ nonce: siweNonces.nonce })
          if (spent.length === 0) throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
          const [row] = await tx
            .insert(accounts)
            .values({
              address: siwe.address,
              email,
              passwordHash,
              inviteCode: inviteCode || null,
              emailVerifiedAt: now,
              createdAt: now,
            })
            .returning()
          return row as Account
        })
      } catch (error) {
        if (isUniqueViolation(error, 'address')) throw new ApiError('WALLET_BOUND_TO_OTHER_ACCOUNT', 409)
        if (isUniqueViolation(error, 'email')) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
        throw error
      }
      await startSession(db, config, reply, created, now, clientHint(request.headers['user-agent']))
      return accountView(created)
    },
    { tags, config: limit(config, 'code') },
  )

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const now = ctx.now()
      const account = await accountByEmail(db, request.input.email)
      if (!account) throw new ApiError('GAME_ACCOUNT_NOT_FOUND', 404)
      await checkPassword(ctx, account, request.input.password, request.input.pow, now)
      await startSession(db, config, reply, account, now, clientHint(request.headers['user-agent']))
      return accountView(account)
    },
    { tags, config: limit(config, 'password') },
  )

  // The way in that no failure count closes (docs/product.md#sign-in-throttle): a single-use link by e-mail.
  route(
    app,
    endpoints.sendSignInLink,
    async (request) => {
      const now = ctx.now()
      const { email, pow } = request.input
      await ctx.pow.spend(pow, now)
      const account = await accountByEmail(db, email)
      if (!account) throw new ApiError('GAME_ACCOUNT_NOT_FOUND', 404)
      // One a minute, decided under the account's row lock (so across processes too), before the mail is counted.
      const issued = await issueSignInLink(db, account, now)
      if (issued.token === null) throw new ApiError('TOO_MANY_REQUESTS', 429, { resendIn: issued.resendIn })
      const token = issued.token
      try {
        await countMailSend(
          db,
          config.mailDailyLimits,
          {
            to: email,
            client: clientKey(request.ip),
            stranger: !isKnownBrowser(request, config, account.id),
          },
          now,
        )
      } catch (error) {
        await withdrawSignInLink(db, token)
        throw error
      }
      await ctx.mailer.send(signInLinkMail(email, signInLinkUrl(config.siteUrl, token), SIGN_IN_LINK_MINUTES))
      return { resendIn: EMAIL_CODE_RESEND_SECONDS, expiresIn: SIGN_IN_LINK_MINUTES * 60 }
    },
    { tags, config: limit(config, 'mail') },
  )

  route(
    app,
    endpoints.linkSignIn,
    async (request, reply) => {
      const now = ctx.now()
      const account = await spendSignInLink(db, request.input.token, now)
      await startSession(db, config, reply, account, now, clientHint(request.headers['user-agent']))
      return accountView(account)
    },
    { tags, config: limit(config, 'code') },
  )

  route(
    app,
    endpoints.logout,
    async (request, reply) => {
      await endSession(db, request, reply)
      return null
    },
    { tags },
  )

  route(app, endpoints.session, async (request) => accountView(request.account), { tags })

  route(
    app,
    endpoints.getUserEmail,
    async (request) => {
      // Only the owner learns the e-mail; any other address reads like one without an account.
      if (request.input.address !== request.account.address)
        throw new ApiError('WALLET_ACCOUNT_NOT_FOUND', 404)
      return { email: request.account.email }
    },
    { tags },
  )

  route(
    app,
    endpoints.changeEmail,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      const { newEmail, code, password, pow } = request.input
      await checkPassword(ctx, account, password, pow, now)
      if (newEmail === account.email) throw new ApiError('EMAIL_ALREADY_BOUND', 409)
      await assertEmailFree(db, newEmail)
      const codeId = await codes.check(newEmail, 'changeEmail', code, now, account.id)
      const token = request.cookies[SESSION_COOKIE] ?? ''
      try {
        const updated = await withCodeSpent(ctx, codeId, now, async (tx) => {
          const [row] = await tx
            .update(accounts)
            .set({ email: newEmail, emailVerifiedAt: now })
            .where(eq(accounts.id, account.id))
            .returning()
          await endOtherSessions(tx, account.id, token)
          await revokeSignInLinks(tx, account.id, now)
          return row as Account
        })
        // The old address learns of the change (docs/product.md#account-notices-and-sessions).
        await notify(request.log, emailChangedMail(account.email, newEmail, now))
        return accountView(updated)
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
        throw error
      }
    },
    { tags, config: limit(config, 'password') },
  )

  route(
    app,
    endpoints.changePassword,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      const { password, newPassword, code, pow } = request.input
      await checkPassword(ctx, account, password, pow, now)
      const codeId = await codes.check(account.email, 'changePassword', code, now, account.id)
      const passwordHash = await hashPassword(newPassword)
      const token = request.cookies[SESSION_COOKIE] ?? ''
      await withCodeSpent(ctx, codeId, now, async (tx) => {
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id))
        // Every other session of the account ends with the old password, and so does every link mailed before.
        await endOtherSessions(tx, account.id, token)
        await revokeSignInLinks(tx, account.id, now)
      })
      await notify(request.log, passwordChangedMail(account.email, now))
      return null
    },
    { tags, config: limit(config, 'password') },
  )
}
