import { sql } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { mailQuota } from '../db/schema.js'
import { ApiError } from '../errors.js'

/** The quota key that counts refused sends (read by the keeper's sweep into a metric). */
export const REFUSED_KEY = 'refused'
export const GLOBAL_KEY = 'global'

/**
 * The most codes one client may have sent to one recipient in a day: a third of the recipient's cap, so that no single
 * client uses up a recipient's day (the recipient's own cap still bounds the sum).
 */
export function perClientRecipientCap(limits: Config['mailDailyLimits']): number {
  return Math.max(1, Math.floor(limits.recipient / 3))
}

/**
 * The part of a recipient's daily cap that requests not known to come from its owner may use (6 of 10): the rest is
 * kept for the owner's own requests (a signed-in session, or a browser the account signed in with), so that
 * strangers cannot leave the owner without a sign-in link or a password code until the next day.
 */
export function strangersRecipientCap(limits: Config['mailDailyLimits']): number {
  return Math.max(1, Math.floor((limits.recipient * 3) / 5))
}

/**
 * Counts one e-mail code about to be sent against the daily caps (UTC day): in all, per recipient domain, per
 * recipient, per client, per client and recipient ({@link perClientRecipientCap}), and, for a request to an account's
 * address not known to come from its owner (`stranger`), per recipient again against the strangers' share
 * ({@link strangersRecipientCap}).
 * The counters move in one
 * transaction: over any cap it rolls back, so a refused send counts against no cap (only the `refused` counter of the
 * metric), and refusals cannot use up a shared cap. One client's sends are bounded by its own caps (30 a day, 3 to one
 * recipient in production), far below the shared ones.
 */
export async function countMailSend(
  db: Db,
  limits: Config['mailDailyLimits'],
  mail: { to: string; client: string; stranger?: boolean },
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  const domain = mail.to.slice(mail.to.lastIndexOf('@') + 1)
  const caps: Record<string, number> = {
    [GLOBAL_KEY]: limits.global,
    [`domain:${domain}`]: limits.domain,
    [`to:${mail.to}`]: limits.recipient,
    [`client:${mail.client}`]: limits.client,
    [`client-to:${mail.client}:${mail.to}`]: perClientRecipientCap(limits),
    ...(mail.stranger ? { [`strangers-to:${mail.to}`]: strangersRecipientCap(limits) } : {}),
  }
  const bump = (tx: Db, keys: string[]) =>
    tx
      .insert(mailQuota)
      .values(keys.map((key) => ({ key, day, count: 1 })))
      .onConflictDoUpdate({
        target: [mailQuota.key, mailQuota.day],
        set: { count: sql`${mailQuota.count} + 1` },
      })
      .returning({ key: mailQuota.key, count: mailQuota.count })
  const over = new ApiError('TOO_MANY_REQUESTS', 429)
  try {
    await db.transaction(async (tx) => {
      const counted = await bump(tx as never, Object.keys(caps))
      if (counted.some((row) => row.count > (caps[row.key] ?? 0))) throw over
    })
  } catch (error) {
    if (error !== over) throw error
    await bump(db, [REFUSED_KEY])
    throw over
  }
}
