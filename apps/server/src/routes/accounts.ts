import { validateTeam } from '@finaverse/domain'
import { endpoints } from '@finaverse/sdk/rest'
import { and, count, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  type Account,
  currentAccount,
  endSession,
  requireAccount,
  SESSION_COOKIE,
  startSession,
} from '../auth.js'
import type { AppContext } from '../context.js'
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
import { hashPassword, verifyPassword } from '../services/passwords.js'
import { hmac, randomToken, sha256 } from '../services/secrets.js'
import { generateSiweNonce, SIWE_MAX_AGE_MS, verifySiwe } from '../services/siwe.js'

/** Failed logins of an account within an hour after which every login is refused until the hour passes. */
export const MAX_FAILED_LOGINS_PER_HOUR = 100
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

/** `a***@example.com`: enough for the owner to recognise, too little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  return `${local.slice(0, 1)}***${email.slice(at)}`
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

  /** Checks a password, counting failures: the 101st failure within an hour (and anything after) is refused. */
  async function checkPassword(account: Account, password: string, now: Date) {
    const hourAgo = new Date(now.getTime() - 3_600_000)
    const [failures] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.accountId, account.id), gte(loginFailures.at, hourAgo)))
    if ((failures?.n ?? 0) >= MAX_FAILED_LOGINS_PER_HOUR) throw new ApiError('TOO_MANY_REQUESTS', 429)
    if (!(await verifyPassword(account.passwordHash, password))) {
      await db.insert(loginFailures).values({ accountId: account.id, at: now })
      throw new ApiError('PASSWORD_INCORRECT', 401)
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
      const { email, password, code, inviteCode, message, signature } = request.input
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
      await checkPassword(account, request.input.password, now)
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

  route(
    app,
    endpoints.session,
    async (request) => accountView(await requireAccount(db, request, ctx.now())),
    {
      tags,
    },
  )

  route(
    app,
    endpoints.getUserEmail,
    async (request) => {
      const [account] = await db
        .select({ email: accounts.email, id: accounts.id })
        .from(accounts)
        .where(eq(accounts.address, request.input.address))
        .limit(1)
      if (!account) throw new ApiError('WALLET_ACCOUNT_NOT_FOUND', 404)
      const me = await currentAccount(db, request, ctx.now())
      return { email: me?.id === account.id ? account.email : maskEmail(account.email) }
    },
    { tags },
  )

  route(
    app,
    endpoints.sendMailCaptcha,
    async (request, reply) => {
      const now = ctx.now()
      const { email, purpose, captcha } = request.input
      // The image captcha first: single use, whatever the answer.
      const captchaId = request.cookies[CAPTCHA_COOKIE]
      if (!captchaId || captchaId.length > 100) throw new ApiError('CODE_EXPIRED', 400)
      const [spent] = await db
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt)))
        .returning()
      reply.clearCookie(CAPTCHA_COOKIE, { path: '/' })
      if (!spent || spent.expiresAt.getTime() <= now.getTime()) throw new ApiError('CODE_EXPIRED', 400)
      if (spent.answerHash !== hmac(config.sessionSecret, captcha.trim().toLowerCase()))
        throw new ApiError('CODE_INCORRECT', 400)
      // Who may receive a code for what.
      if (purpose === 'register') {
        const [bound] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.email, email))
          .limit(1)
        if (bound) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
      } else {
        const account = await requireAccount(db, request, now)
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
      const issued = await codes.issue(email, purpose, now)
      await mailer.send({ to: email, subject: issued.subject, text: issued.text })
      return { resendIn: issued.resendIn, expiresIn: issued.expiresIn }
    },
    { tags, config: limit(config, 'mail') },
  )

  route(
    app,
    endpoints.checkMailCaptcha,
    async (request) => {
      const { email, purpose, code } = request.input
      await codes.check(email, purpose, code, ctx.now())
      return { valid: true as const }
    },
    { tags, config: limit(config, 'code') },
  )

  route(
    app,
    endpoints.verify,
    async (request) => {
      const now = ctx.now()
      const account = await requireAccount(db, request, now)
      const codeId = await codes.check(account.email, 'verify', request.input.code, now)
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
      const account = await requireAccount(db, request, now)
      const { newEmail, code, password } = request.input
      await checkPassword(account, password, now)
      if (newEmail === account.email) throw new ApiError('EMAIL_ALREADY_BOUND', 409)
      const [bound] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, newEmail))
        .limit(1)
      if (bound) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
      const codeId = await codes.check(newEmail, 'changeEmail', code, now)
      try {
        const updated = await db.transaction(async (tx) => {
          await codes.consume(tx as never, codeId, now)
          const [row] = await tx
            .update(accounts)
            .set({ email: newEmail, emailVerifiedAt: now })
            .where(eq(accounts.id, account.id))
            .returning()
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
      const account = await requireAccount(db, request, now)
      const { password, newPassword, code } = request.input
      await checkPassword(account, password, now)
      const codeId = await codes.check(account.email, 'changePassword', code, now)
      const passwordHash = await hashPassword(newPassword)
      const token = request.cookies[SESSION_COOKIE] ?? ''
      await db.transaction(async (tx) => {
        await codes.consume(tx as never, codeId, now)
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id))
        // Every other session of the account ends with the old password.
        await tx
          .delete(sessions)
          .where(and(eq(sessions.accountId, account.id), ne(sessions.tokenHash, sha256(token))))
      })
      return null
    },
    { tags, config: limit(config, 'password') },
  )

  route(
    app,
    endpoints.getGameInfo,
    async (request) => {
      const account = await requireAccount(db, request, ctx.now())
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
      const account = await requireAccount(db, request, now)
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
      const account = await requireAccount(db, request, ctx.now())
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
      const account = await requireAccount(db, request, now)
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
