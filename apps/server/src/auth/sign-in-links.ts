import { EMAIL_CODE_RESEND_SECONDS } from '@finaverse/domain'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { randomToken, sha256 } from '../crypto/secrets.js'
import type { Db } from '../db/client.js'
import { accounts, signInLinks } from '../db/schema.js'
import { ApiError } from '../errors.js'
import type { Account } from './sessions.js'

/** How long a mailed sign-in link works (docs/product.md#sign-in-throttle). */
export const SIGN_IN_LINK_MINUTES = 15

/** The site page a link opens: the profile page reads the token after `#sign-in=` and signs in. */
export function signInLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/profile#sign-in=${token}`
}

/** Seconds until another link may be sent to the account (one a minute, like the e-mail codes). */
export async function linkResendIn(db: Db, accountId: number, now: Date): Promise<number> {
  const [last] = await db
    .select({ createdAt: signInLinks.createdAt })
    .from(signInLinks)
    .where(eq(signInLinks.accountId, accountId))
    .orderBy(desc(signInLinks.createdAt))
    .limit(1)
  if (!last) return 0
  return Math.max(0, Math.ceil(EMAIL_CODE_RESEND_SECONDS - (now.getTime() - last.createdAt.getTime()) / 1000))
}

/**
 * Issues a link for the account's current e-mail unless one was issued less than a minute ago (then answers the
 * seconds to wait): a random token, stored as its SHA-256 only. Earlier unused links of the account stop working
 * (only the newest mail signs in). The check and the insert hold the account's row lock, so of concurrent requests
 * on any number of processes one issues a link and the others wait out the minute.
 */
export async function issueSignInLink(
  db: Db,
  account: Account,
  now: Date,
): Promise<{ token: string; resendIn: 0 } | { token: null; resendIn: number }> {
  const token = randomToken(32)
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, account.id)).for('update')
    const wait = await linkResendIn(tx as never, account.id, now)
    if (wait > 0) return { token: null, resendIn: wait }
    await tx
      .update(signInLinks)
      .set({ usedAt: now })
      .where(and(eq(signInLinks.accountId, account.id), isNull(signInLinks.usedAt)))
    await tx.insert(signInLinks).values({
      tokenHash: sha256(token),
      accountId: account.id,
      email: account.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
    })
    return { token, resendIn: 0 as const }
  })
}

/** Withdraws an issued link that was not mailed (its mail refused by a cap): the minute starts again with the next. */
export async function withdrawSignInLink(db: Db, token: string): Promise<void> {
  await db.delete(signInLinks).where(eq(signInLinks.tokenHash, sha256(token)))
}

/**
 * Ends every unused link of the account (in the transaction that changes its password or e-mail): a link mailed
 * before a credential change never signs in after it.
 */
export async function revokeSignInLinks(tx: Db, accountId: number, now: Date): Promise<void> {
  await tx
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.accountId, accountId), isNull(signInLinks.usedAt)))
}

/**
 * Spends a link in one conditional UPDATE (of concurrent uses one wins) and returns its account: 400
 * SIGN_IN_LINK_INVALID when the token is unknown, used, expired, or was sent to an address the account no longer has.
 */
export async function spendSignInLink(db: Db, token: string, now: Date): Promise<Account> {
  const [spent] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, sha256(token)),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
        sql`${signInLinks.email} = (select ${accounts.email} from ${accounts} where ${accounts.id} = ${signInLinks.accountId})`,
      ),
    )
    .returning({ accountId: signInLinks.accountId })
  if (!spent) throw new ApiError('SIGN_IN_LINK_INVALID', 400)
  const [account] = await db.select().from(accounts).where(eq(accounts.id, spent.accountId)).limit(1)
  if (!account) throw new ApiError('SIGN_IN_LINK_INVALID', 400)
  return account
}
