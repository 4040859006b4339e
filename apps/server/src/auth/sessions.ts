import Bowser from 'bowser'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { safeEqual } from '../crypto/safe-equal.js'
import { randomToken, sha256 } from '../crypto/secrets.js'
import type { Db } from '../db/client.js'
import { accounts, sessions } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { markKnownBrowser } from './known-browser.js'

export const SESSION_COOKIE = 'fv_session'

export type Account = typeof accounts.$inferSelect

/**
 * The names a session label may use: the browsers and systems Bowser recognises by their own rules. Bowser's
 * fallback takes any `Name/1.0` of an unknown User-Agent as the browser's name: text the client chose, never shown.
 */
const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP).filter((name) => name !== 'Generic'))
const KNOWN_SYSTEMS = new Set(Object.values(Bowser.OS_MAP))

/**
 * Browser and system of a User-Agent, as a session list names them (`Chrome on Android`): only names from Bowser's
 * lists of known browsers and systems; '' when neither is known.
 */
export function clientHint(userAgent: string | undefined): string {
  if (!userAgent) return ''
  try {
    const parsed = Bowser.parse(userAgent.slice(0, 512))
    const browser = KNOWN_BROWSERS.has(parsed.browser.name ?? '') ? (parsed.browser.name as string) : ''
    const os = KNOWN_SYSTEMS.has(parsed.os.name ?? '') ? (parsed.os.name as string) : ''
    return (browser && os ? `${browser} on ${os}` : browser || os).slice(0, 80)
  } catch {
    return ''
  }
}

/**
 * Creates a session for an account and sets its httpOnly cookie, only while the account still has the credentials the
 * sign-in checked (`granted`: the e-mail and password hash read before the password was verified). The session row is
 * written by one statement that reads the account row `for share`: a credential change that committed first leaves no
 * row to read (refused with 401 PASSWORD_INCORRECT, as the old password now is), one in flight waits for it and then
 * reads the new credentials, and one that starts after it waits for the session to commit and ends it with every
 * other session. No session granted on old credentials outlives the change.
 */
export async function startSession(
  db: Db,
  config: Config,
  reply: FastifyReply,
  granted: Pick<Account, 'id' | 'email' | 'passwordHash'>,
  now: Date,
  client = '',
) {
  const token = randomToken()
  const expiresAt = new Date(now.getTime() + config.sessionTtlMs)
  const inserted = await db.execute(sql`
    insert into ${sessions} (token_hash, account_id, expires_at, created_at, last_seen_at, client)
    select ${sha256(token)}, ${accounts.id}, ${expiresAt.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${client}
    from ${accounts}
    where ${accounts.id} = ${granted.id} and ${accounts.email} = ${granted.email}
      and ${accounts.passwordHash} = ${granted.passwordHash}
    for share
    returning token_hash`)
  if (inserted.rows.length === 0) throw new ApiError('PASSWORD_INCORRECT', 401)
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  })
  markKnownBrowser(reply, config, granted.id)
}

/** The session lookup of a database as a prepared statement (parsed and planned once per connection). */
function prepareSessionLookup(db: Db) {
  return db
    .select({ account: accounts, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('session_account')
}
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>()

/** The account of the request's session cookie, or null. */
export async function currentAccount(db: Db, request: FastifyRequest, now: Date): Promise<Account | null> {
  const token = request.cookies[SESSION_COOKIE]
  if (!token || token.length > 100) return null
  let lookup = sessionLookups.get(db)
  if (!lookup) {
    lookup = prepareSessionLookup(db)
    sessionLookups.set(db, lookup)
  }
  const [row] = await lookup.execute({ hash: sha256(token), now })
  if (!row) return null
  // Last seen, to the minute: one write a minute per session at most.
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS)
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_STEP_MS + 1)),
        ),
      )
  return row.account
}

/** How stale `sessions.last_seen_at` may get before a request writes it. */
const LAST_SEEN_STEP_MS = 60_000

/** The session's account; refuses with 401 UNAUTHORIZED without one. */
export async function requireAccount(db: Db, request: FastifyRequest, now: Date): Promise<Account> {
  const account = await currentAccount(db, request, now)
  if (!account) throw new ApiError('UNAUTHORIZED', 401)
  return account
}

/** Ends the request's session (if any) and clears the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE]
  if (token && token.length <= 100) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)))
  reply.clearCookie(SESSION_COOKIE, { path: '/' })
}

/** Checks `Authorization: Bearer <token>` against the expected token in constant time. */
export function requireBearer(request: FastifyRequest, expected: string) {
  const header = request.headers.authorization
  if (!header) throw new ApiError('UNAUTHORIZED', 401)
  const match = /^Bearer (.+)$/.exec(header)
  if (!match?.[1] || !safeEqual(match[1], expected)) throw new ApiError('FORBIDDEN', 403)
}
