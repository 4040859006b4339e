import { validateTeam } from '@finaverse/domain'
import { endpoints } from '@finaverse/sdk/rest'
import { and, count, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Account, endSession, requireAccount, SESSION_COOKIE, startSession } from '../auth.js'
import type { AppContext } from '../context.js'
import type { Db } from '../db/client.js'
import {
  accounts,
  captchas,
  chainTransfers,
  counters,
  loginFailures,
  outbox,
  sessions,
  siweNonces,
  teams,
} from '../db/schema.js'
import { ApiError } from '../errors.js'
import { limit, route } from '../http.js'
import { dayRange } from '../ledger/history.js'
import { getBalances } from '../ledger/ledger.js'
import { clientKey } from '../services/client-key.js'
import { countMailSend } from '../services/mail-quota.js'
import { hashPassword, verifyPassword } from '../services/passwords.js'
import { hmac, randomToken, sha256 } from '../services/secrets.js'
import { generateSiweNonce, SIWE_MAX_AGE_MS, verifySiwe } from '../services/siwe.js'

export const CAPTCHA_COOKIE = 'fv_captcha'
const CAPTCHA_TTL_MS = 5 * 60_000

function accountView(account: Account) {
  return {
    address: account.address,
    email: account.email,
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
  }
}

/** Ends every session of an account but the one of `token` (after a password or e-mail change). */
async function endOtherSessions(db: Db, accountId: number, token: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, sha256(token))))
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown }
    if (e.code === '23505' && (e.constraint?.includes(constraint) || e.message?.includes(constraint)))
      return true
    current = e.cause
  }
  return false
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, codes, mailer } = ctx
  const tags = ['accounts']

  /**
   * Checks a password. The attempt is recorded before the hash is checked (a committed row, then a count that
   * includes it: of N concurrent attempts the k-th committed sees at least k), so past
   * `config.loginPowThreshold` attempts within the hour each one needs a solved proof of work (`pow`) instead of
   * being refused: the owner can always get in, a guesser pays for every guess. A right password removes its own
   * row; wrong ones stay for the hour.
   */
  async function checkPassword(account: Account, password: string, pow: string | undefined, now: Date) {
    const hourAgo = new Date(now.getTime() - 3_600_000)
    const [attempt] = await db
      .insert(loginFailures)
      .values({ accountId: account.id, at: now })
      .returning({ id: loginFailures.id })
    const forget = () => db.delete(loginFailures).where(eq(loginFailures.id, attempt!.id))
    const [recent] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.accountId, account.id), gte(loginFailures.at, hourAgo)))
    if ((recent?.n ?? 0) > config.loginPowThreshold) {
      try {
        await ctx.pow.spend(pow, now, 429)
      } catch (error) {
        await forget()
        throw error
      }
    }
    if (!(await verifyPassword(account.passwordHash, password))) throw new ApiError('PASSWORD_INCORRECT', 401)
    await forget()
  }

  route(
    app,
    endpoints.powChallenge,
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return ctx.pow.challenge(ctx.now())
    },
    { tags, config: limit(config, 'captcha') },
  )

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
      const [byEmail] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email))
        .limit(1)
      if (byEmail) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
      const codeId = await codes.check(email, 'register', code, now)
      const passwordHash = await hashPassword(password)
      let created: Account
      try {
        created = await db.transaction(async (tx) => {
          const spent = await tx
            .update(siweNonces)
            .set({ usedAt: now })
            .where(and(eq(siweNonces.nonce, siwe.nonce), isNull(siweNonces.usedAt)))
            .returning({ nonce: siweNonces.nonce })
          if (spent.length === 0) throw new ApiError('SIGN_VERIFICATION_FAILED', 400)
          await codes.consume(tx as never, codeId, now)
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
      await startSession(db, config, reply, created.id, now)
      return accountView(created)
    },
    { tags, config: limit(config, 'code') },
  )

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const now = ctx.now()
      const [account] = await db
        .select()
        .from(accounts)
        .where(eq(accounts.email, request.input.email))
        .limit(1)
      if (!account) throw new ApiError('GAME_ACCOUNT_NOT_FOUND', 404)
      await checkPassword(account, request.input.password, request.input.pow, now)
      await startSession(db, config, reply, account.id, now)
      return accountView(account)
    },
    { tags, config: limit(config, 'password') },
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
    endpoints.sendMailCaptcha,
    async (request) => {
      const now = ctx.now()
      const { email, purpose, pow } = request.input
      // The proof of work first: single use, whatever follows.
      await ctx.pow.spend(pow, now)
      // Who may receive a code for what.
      let owner: Account | null = null
      if (purpose === 'register') {
        const [bound] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.email, email))
          .limit(1)
        if (bound) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
      } else {
        const account = await requireAccount(db, request, now)
        owner = account
        if (purpose === 'changeEmail') {
          if (account.email === email) throw new ApiError('EMAIL_ALREADY_BOUND', 409)
          const [bound] = await db
            .select({ id: accounts.id })
            .from(accounts)
            .where(eq(accounts.email, email))
            .limit(1)
          if (bound) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
        } else if (account.email !== email) {
          throw new ApiError('GAME_ACCOUNT_NOT_FOUND', 404)
        }
      }
      const wait = await codes.resendIn(email, purpose, now)
      if (wait > 0) throw new ApiError('TOO_MANY_REQUESTS', 429, { resendIn: wait })
      await countMailSend(db, config.mailDailyLimits, { to: email, client: clientKey(request.ip) }, now)
      const issued = await codes.issue(email, purpose, now, owner?.id ?? null)
      await mailer.send({ to: email, subject: issued.subject, text: issued.text })
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
      await codes.check(email, purpose, code, now, account?.id ?? null)
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
      await db.transaction(async (tx) => {
        await codes.consume(tx as never, codeId, now)
        await tx.update(accounts).set({ emailVerifiedAt: now }).where(eq(accounts.id, account.id))
      })
      return { emailVerified: true as const }
    },
    { tags, config: limit(config, 'code') },
  )

  route(
    app,
    endpoints.changeEmail,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      const { newEmail, code, password, pow } = request.input
      await checkPassword(account, password, pow, now)
      if (newEmail === account.email) throw new ApiError('EMAIL_ALREADY_BOUND', 409)
      const [bound] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, newEmail))
        .limit(1)
      if (bound) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
      const codeId = await codes.check(newEmail, 'changeEmail', code, now, account.id)
      const token = request.cookies[SESSION_COOKIE] ?? ''
      try {
        const updated = await db.transaction(async (tx) => {
          await codes.consume(tx as never, codeId, now)
          const [row] = await tx
            .update(accounts)
            .set({ email: newEmail, emailVerifiedAt: now })
            .where(eq(accounts.id, account.id))
            .returning()
          await endOtherSessions(tx as never, account.id, token)
          return row as Account
        })
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
      await checkPassword(account, password, pow, now)
      const codeId = await codes.check(account.email, 'changePassword', code, now, account.id)
      const passwordHash = await hashPassword(newPassword)
      const token = request.cookies[SESSION_COOKIE] ?? ''
      await db.transaction(async (tx) => {
        await codes.consume(tx as never, codeId, now)
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id))
        // Every other session of the account ends with the old password.
        await endOtherSessions(tx as never, account.id, token)
      })
      return null
    },
    { tags, config: limit(config, 'password') },
  )

  route(
    app,
    endpoints.getGameInfo,
    async (request) => {
      const account = request.account
      const { deposited, earned, staked } = await getBalances(db, account.address)
      return {
        ...accountView(account),
        deposited: deposited.toString(),
        earned: earned.toString(),
        staked: staked.toString(),
      }
    },
    { tags },
  )

  route(
    app,
    endpoints.contractRecord,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      // Whole UTC days, the end day included; default the last 30 days.
      const { from, to } = dayRange(request.input.start, request.input.end, now)
      const where = and(
        eq(chainTransfers.address, account.address),
        gte(chainTransfers.at, from),
        lte(chainTransfers.at, to),
      )
      const { page, pageSize } = request.input
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(chainTransfers)
          .where(where)
          .orderBy(desc(chainTransfers.at), desc(chainTransfers.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(chainTransfers).where(where),
      ])
      return {
        items: rows.map((row) => ({
          kind: row.kind as 'deposit' | 'payout',
          amount: row.amount,
          txHash: row.txHash,
          chainId: row.chainId,
          time: row.at.toISOString(),
        })),
        total: total?.n ?? 0,
      }
    },
    { tags },
  )

  route(
    app,
    endpoints.getTeam,
    async (request) => {
      const account = request.account
      const [team] = await db.select().from(teams).where(eq(teams.accountId, account.id)).limit(1)
      return { heroIds: team?.heroIds ?? [], updatedAt: team?.updatedAt.toISOString() ?? null }
    },
    { tags },
  )

  route(
    app,
    endpoints.setTeam,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      const { heroIds } = request.input
      const problem = validateTeam(heroIds)
      if (problem) throw new ApiError(problem, 400)
      await db
        .insert(teams)
        .values({ accountId: account.id, heroIds, updatedAt: now })
        .onConflictDoUpdate({ target: teams.accountId, set: { heroIds, updatedAt: now } })
      return { heroIds, updatedAt: now.toISOString() }
    },
    { tags },
  )

  // Android download: counts, then redirects to the APK.
  app.get(
    '/account/androidDownload',
    { schema: { summary: 'Counts an Android download and redirects to the APK', tags } },
    async (_request, reply) => {
      await db
        .insert(counters)
        .values({ name: 'android_download', value: 1 })
        .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
      return reply.redirect(config.androidApkUrl, 302)
    },
  )

  route(
    app,
    endpoints.downloadCount,
    async () => {
      const [row] = await db.select().from(counters).where(eq(counters.name, 'android_download')).limit(1)
      return { count: row?.value ?? 0 }
    },
    { tags },
  )

  // Image captcha guarding e-mail code requests; the id travels in an httpOnly cookie.
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

  if (config.mode === 'local') {
    app.get(
      '/dev/outbox',
      { schema: { summary: 'Local mode only: the mails the server sent, newest first', tags: ['local'] } },
      async () => {
        const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(100)
        return {
          ret: 0,
          msg: 'ok',
          data: { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) },
        }
      },
    )
  }
}
