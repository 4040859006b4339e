import { and, count, eq, gte, ne } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { AppContext } from '../context.js'
import { sha256 } from '../crypto/secrets.js'
import type { Db } from '../db/client.js'
import { accounts, loginFailures, sessions } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { verifyPassword } from './passwords.js'
import type { Account } from './sessions.js'

/** The account as the REST contract shows it (`accountSchema`). */
export function accountView(account: Account) {
  return {
    address: account.address,
    email: account.email,
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
  }
}

/** The account of an e-mail address, or undefined. */
export async function accountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1)
  return account
}

/** Refuses with 409 EMAIL_BOUND_TO_OTHER_ACCOUNT when an account already uses the e-mail address. */
export async function assertEmailFree(db: Db, email: string): Promise<void> {
  const [bound] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email))
    .limit(1)
  if (bound) throw new ApiError('EMAIL_BOUND_TO_OTHER_ACCOUNT', 409)
}

/**
 * Spends a checked e-mail code and runs `work` in the same transaction: the code counts as used exactly when the
 * change it allows is written (a code spent concurrently refuses with CODE_EXPIRED and writes nothing).
 */
export async function withCodeSpent<T>(
  ctx: Pick<AppContext, 'db' | 'codes'>,
  codeId: number,
  now: Date,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await ctx.codes.consume(tx as never, codeId, now)
    return work(tx as never)
  })
}

/** Ends every session of an account but the one of `token` (after a password or e-mail change). */
export async function endOtherSessions(db: Db, accountId: number, token: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, sha256(token))))
}

/** Whether an error (or one of its causes) is PostgreSQL's unique violation of a constraint naming `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown }
    if (e.code === '23505' && (e.constraint?.includes(constraint) || e.message?.includes(constraint)))
      return true
    current = e.cause
  }
  return false
}

/**
 * The proof of work a password check needs after `failures` failed sign-ins of the account within the hour
 * (docs/product.md#sign-in-throttle): 0 none, 1 the ordinary one, more: a challenge of that many times the ordinary
 * cost. Up to `loginHourlyLimit` failures the ordinary proof suffices; past it the cost starts at 8 times and doubles
 * every 25 more failures (at most 256 times), so the owner still gets in while guessing beyond the ASVS 2.2.1
 * limit of 100 an hour costs ever more work. A mailed sign-in link needs none of this.
 */
export function loginPowFactor(
  failures: number,
  config: Pick<Config, 'loginPowThreshold' | 'loginHourlyLimit'>,
): number {
  if (failures < config.loginPowThreshold) return 0
  if (failures < config.loginHourlyLimit) return 1
  return Math.min(256, 8 * 2 ** Math.floor((failures - config.loginHourlyLimit) / 25))
}

/** Failed (and in-flight) sign-ins of an account within the hour before `now`, whatever the client address. */
export async function recentLoginFailures(db: Db, accountId: number, now: Date): Promise<number> {
  const [recent] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.accountId, accountId), gte(loginFailures.at, new Date(now.getTime() - 3_600_000))),
    )
  return recent?.n ?? 0
}

/**
 * Checks a password. The attempt is recorded before the hash is checked (a committed row, then a count that
 * includes it: of N concurrent attempts the k-th committed sees at least k), and the attempts before it, counted
 * per account whatever the client address, set the proof of work it needs ({@link loginPowFactor}): past
 * `config.loginPowThreshold` the ordinary one (else 429 PROOF_OF_WORK_REQUIRED), past `config.loginHourlyLimit` a
 * harder one (else 429 SIGN_IN_GUARDED with `powFactor`, the multiple `account/powChallenge?email=` gives). A refused
 * attempt is not counted, so nobody can lock the owner out; a right password removes its own row, wrong ones stay
 * for the hour.
 */
export async function checkPassword(
  ctx: Pick<AppContext, 'db' | 'config' | 'pow'>,
  account: Account,
  password: string,
  pow: string | undefined,
  now: Date,
) {
  const { db } = ctx
  const [attempt] = await db
    .insert(loginFailures)
    .values({ accountId: account.id, at: now })
    .returning({ id: loginFailures.id })
  const forget = () => db.delete(loginFailures).where(eq(loginFailures.id, attempt!.id))
  const factor = loginPowFactor((await recentLoginFailures(db, account.id, now)) - 1, ctx.config)
  if (factor > 0) {
    try {
      await ctx.pow.spend(
        pow,
        now,
        429,
        factor,
        factor > 1 ? new ApiError('SIGN_IN_GUARDED', 429, { powFactor: factor }) : undefined,
      )
    } catch (error) {
      await forget()
      throw error
    }
  }
  if (!(await verifyPassword(account.passwordHash, password))) throw new ApiError('PASSWORD_INCORRECT', 401)
  await forget()
}
