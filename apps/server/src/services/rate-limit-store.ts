import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { rateLimits } from '../db/schema.js'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * A @fastify/rate-limit store in the database, so every api process sharing one PostgreSQL counts against the same
 * limit. A window starts at a key's first hit and lasts `timeWindow`; expired rows are swept now and then.
 */
export function createDbRateLimitStore(db: Db) {
  return class DbRateLimitStore {
    private readonly prefix: string
    constructor(options: { routeInfo?: { method?: string | string[]; url?: string } } = {}) {
      const route = options.routeInfo
      this.prefix = route ? `${String(route.method)} ${route.url}:` : ''
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = new Date()
      const expiry = new Date(now.getTime() + timeWindow)
      const expired = sql`${rateLimits.expiresAt} <= ${now}`
      db.insert(rateLimits)
        .values({ key: this.prefix + key, count: 1, expiresAt: expiry })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            expiresAt: sql`case when ${expired} then ${expiry} else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
        .then(([row]) => {
          if (Math.random() < 0.01)
            void db
              .delete(rateLimits)
              .where(lt(rateLimits.expiresAt, now))
              .catch(() => {})
          callback(null, {
            current: row?.count ?? 1,
            ttl: Math.max(0, (row?.expiresAt ?? expiry).getTime() - now.getTime()),
          })
        })
        .catch((error: Error) => callback(error))
    }

    read(key: string, callback: Callback) {
      const now = new Date()
      db.select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${this.prefix + key}`)
        .then(([row]) =>
          callback(
            null,
            row && row.expiresAt > now
              ? { current: row.count, ttl: row.expiresAt.getTime() - now.getTime() }
              : { current: 0, ttl: 0 },
          ),
        )
        .catch((error: Error) => callback(error))
    }

    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      return new DbRateLimitStore(options)
    }
  }
}
