import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { rateLimits } from '../db/schema.js'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } }

/**
 * The counter prefix of a route: its method and path, a HEAD counted as its GET (Fastify answers HEAD with the GET
 * handler: a counter of its own would double every per-client GET limit).
 */
function routePrefix(options: RouteInfo): string {
  const route = options.routeInfo
  if (!route) return ''
  const method = String(route.method) === 'HEAD' ? 'GET' : String(route.method)
  return `${method} ${route.url}:`
}

/**
 * A @fastify/rate-limit store in this process's memory (PGlite: one process), one map for every route, keyed by
 * {@link routePrefix}: a route's HEAD and GET share their counter. A window starts at a key's first hit.
 */
export function createMemoryRateLimitStore(maxKeys = 50_000) {
  const windows = new Map<string, { count: number; expiresAt: number }>()
  const sweep = (now: number) => {
    for (const [key, w] of windows) if (w.expiresAt <= now) windows.delete(key)
    // Still too many live keys: the oldest go first (a map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys) break
      windows.delete(key)
    }
  }
  return class MemoryRateLimitStore {
    private readonly prefix: string
    constructor(options: RouteInfo = {}) {
      this.prefix = routePrefix(options)
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now()
      const full = this.prefix + key
      let w = windows.get(full)
      if (!w || w.expiresAt <= now) {
        w = { count: 0, expiresAt: now + timeWindow }
        windows.delete(full)
        windows.set(full, w)
        if (windows.size > maxKeys) sweep(now)
      }
      w.count++
      callback(null, { current: w.count, ttl: w.expiresAt - now })
    }

    read(key: string, callback: Callback) {
      const now = Date.now()
      const w = windows.get(this.prefix + key)
      callback(
        null,
        w && w.expiresAt > now ? { current: w.count, ttl: w.expiresAt - now } : { current: 0, ttl: 0 },
      )
    }

    child(options: RouteInfo) {
      return new MemoryRateLimitStore(options)
    }
  }
}

/**
 * A @fastify/rate-limit store in the database, so every api process sharing one PostgreSQL counts against the same
 * limit. A window starts at a key's first hit and lasts `timeWindow`; expired rows are swept now and then. Keyed by
 * {@link routePrefix}: a route's HEAD and GET share their counter.
 */
export function createDbRateLimitStore(db: Db) {
  return class DbRateLimitStore {
    private readonly prefix: string
    constructor(options: RouteInfo = {}) {
      this.prefix = routePrefix(options)
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

    child(options: RouteInfo) {
      return new DbRateLimitStore(options)
    }
  }
}
