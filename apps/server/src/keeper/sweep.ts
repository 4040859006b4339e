import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm'
import { Gauge, type Registry } from 'prom-client'
import {
  captchas,
  idempotencyKeys,
  loginFailures,
  mailCodes,
  mailQuota,
  outbox,
  powSpent,
  rateLimits,
  sessions,
  signInLinks,
  siweNonces,
} from '../db/schema.js'
import { GLOBAL_KEY, REFUSED_KEY } from '../mail/quota.js'
import type { KeeperModule } from './module.js'
import type { KeeperContext, KeeperJob } from './types.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** How long each kind of row is kept past its use; the sweep deletes what is older. */
export const SWEEP_RETENTION = {
  /** Nonces, captchas, codes, proofs of work and sessions: a day past their expiry (or use, for nonces). */
  expired: DAY,
  /** Failed sign-ins count for an hour; kept a day for the record. */
  loginFailures: DAY,
  /** Idempotency keys: a retry of a request within a week still gets the first answer. */
  idempotencyKeys: 7 * DAY,
  /** The local-mode outbox. */
  outbox: 7 * DAY,
  /** Daily mail counters. */
  mailQuota: 2 * DAY,
} as const

const gauges = new WeakMap<Registry, Gauge<'kind'>>()
/** `api_mail_codes_today{kind="sent"|"refused"}`, registered once per metrics registry. */
function mailGauge(registry: Registry): Gauge<'kind'> {
  let gauge = gauges.get(registry)
  if (!gauge) {
    gauge = new Gauge({
      name: 'api_mail_codes_today',
      help: 'E-mail codes counted against the daily caps today (UTC): sent, and refused over a cap',
      labelNames: ['kind'],
      registers: [registry],
    })
    gauges.set(registry, gauge)
  }
  return gauge
}

/** Deletes what has expired (one statement per table) and reports today's mail counters; returns rows deleted. */
export async function sweepExpired({
  db,
  now,
}: Pick<KeeperContext, 'db' | 'now'>): Promise<Record<string, number>> {
  const at = now()
  const before = (ms: number) => new Date(at.getTime() - ms)
  const expired = before(SWEEP_RETENTION.expired)
  const deleted = async (query: Promise<unknown[]>) => (await query).length
  return {
    siweNonces: await deleted(
      db
        .delete(siweNonces)
        .where(
          or(
            lt(siweNonces.expiresAt, expired),
            and(isNotNull(siweNonces.usedAt), lt(siweNonces.usedAt, expired)),
          ),
        )
        .returning({ k: siweNonces.nonce }),
    ),
    captchas: await deleted(
      db.delete(captchas).where(lt(captchas.expiresAt, expired)).returning({ k: captchas.id }),
    ),
    mailCodes: await deleted(
      db.delete(mailCodes).where(lt(mailCodes.expiresAt, expired)).returning({ k: mailCodes.id }),
    ),
    powSpent: await deleted(
      db.delete(powSpent).where(lt(powSpent.expiresAt, expired)).returning({ k: powSpent.nonce }),
    ),
    // Used or expired links: a used one is refused by its used_at until it expires, then by its absence.
    signInLinks: await deleted(
      db.delete(signInLinks).where(lt(signInLinks.expiresAt, expired)).returning({ k: signInLinks.id }),
    ),
    sessions: await deleted(
      db.delete(sessions).where(lt(sessions.expiresAt, expired)).returning({ k: sessions.tokenHash }),
    ),
    loginFailures: await deleted(
      db
        .delete(loginFailures)
        .where(lt(loginFailures.at, before(SWEEP_RETENTION.loginFailures)))
        .returning({ k: loginFailures.id }),
    ),
    // Only answered keys: a key without a response belongs to a request still in flight.
    idempotencyKeys: await deleted(
      db
        .delete(idempotencyKeys)
        .where(
          and(
            lt(idempotencyKeys.createdAt, before(SWEEP_RETENTION.idempotencyKeys)),
            isNotNull(idempotencyKeys.response),
          ),
        )
        .returning({ k: idempotencyKeys.key }),
    ),
    outbox: await deleted(
      db
        .delete(outbox)
        .where(lt(outbox.createdAt, before(SWEEP_RETENTION.outbox)))
        .returning({ k: outbox.id }),
    ),
    rateLimits: await deleted(
      db.delete(rateLimits).where(lt(rateLimits.expiresAt, at)).returning({ k: rateLimits.key }),
    ),
    mailQuota: await deleted(
      db
        .delete(mailQuota)
        .where(lt(mailQuota.day, before(SWEEP_RETENTION.mailQuota).toISOString().slice(0, 10)))
        .returning({ k: mailQuota.key }),
    ),
  }
}

/** Today's mail counters (UTC day) from the daily caps' table. */
export async function mailToday(
  db: KeeperContext['db'],
  at: Date,
): Promise<{ sent: number; refused: number }> {
  const day = at.toISOString().slice(0, 10)
  const rows = await db
    .select({ key: mailQuota.key, count: mailQuota.count })
    .from(mailQuota)
    .where(and(eq(mailQuota.day, day), sql`${mailQuota.key} in (${GLOBAL_KEY}, ${REFUSED_KEY})`))
  const of = (key: string) => rows.find((row) => row.key === key)?.count ?? 0
  return { sent: of(GLOBAL_KEY) - of(REFUSED_KEY), refused: of(REFUSED_KEY) }
}

/** The keeper's sweep: expired api rows deleted every `intervalMs` (default 10 minutes), mail counters as a metric. */
export function createSweepJob(intervalMs = 10 * 60_000): KeeperJob {
  return {
    name: 'sweep',
    intervalMs,
    async run(ctx) {
      const deleted = await sweepExpired(ctx)
      const total = Object.values(deleted).reduce((sum, n) => sum + n, 0)
      if (total > 0) ctx.log.info({ deleted }, 'sweep: expired rows deleted')
      const mail = await mailToday(ctx.db, ctx.now())
      const gauge = mailGauge(ctx.metrics)
      gauge.set({ kind: 'sent' }, mail.sent)
      gauge.set({ kind: 'refused' }, mail.refused)
    },
  }
}

/** The sweep in the keeper: one job, no consumers. */
export const sweepModule: KeeperModule = { name: 'sweep', jobs: () => [createSweepJob()] }
