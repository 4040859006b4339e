import { sql } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { mailQuota } from '../db/schema.js'
import { ApiError } from '../errors.js'

/** The quota key that counts refused sends (read by the keeper's sweep into a metric). */
export const REFUSED_KEY = 'refused'
export const GLOBAL_KEY = 'global'

/**
 * Counts one e-mail code about to be sent against the daily caps (UTC day): in all, per recipient domain, per
 * recipient and per client. The four counters move in one atomic upsert; over any cap the send is refused with
 * TOO_MANY_REQUESTS (the attempt still counts, and so does the refusal).
 */
export async function countMailSend(
  db: Db,
  limits: Config['mailDailyLimits'],
  mail: { to: string; client: string },
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  const domain = mail.to.slice(mail.to.lastIndexOf('@') + 1)
  const caps: Record<string, number> = {
    [GLOBAL_KEY]: limits.global,
    [`domain:${domain}`]: limits.domain,
    [`to:${mail.to}`]: limits.recipient,
    [`client:${mail.client}`]: limits.client,
  }
  const bump = (keys: string[]) =>
    db
      .insert(mailQuota)
      .values(keys.map((key) => ({ key, day, count: 1 })))
      .onConflictDoUpdate({
        target: [mailQuota.key, mailQuota.day],
        set: { count: sql`${mailQuota.count} + 1` },
      })
      .returning({ key: mailQuota.key, count: mailQuota.count })
  const counted = await bump(Object.keys(caps))
  if (counted.some((row) => row.count > (caps[row.key] ?? 0))) {
    await bump([REFUSED_KEY])
    throw new ApiError('TOO_MANY_REQUESTS', 429)
  }
}
