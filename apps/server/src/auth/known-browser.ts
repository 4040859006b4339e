import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { safeEqual } from '../crypto/safe-equal.js'
import { hmac } from '../crypto/secrets.js'

/** The cookie that marks a browser the account has signed in with (a year): its owner's, for the mail caps. */
export const KNOWN_BROWSER_COOKIE = 'fv_known'
const KNOWN_BROWSER_DAYS = 365

const tagOf = (config: Pick<Config, 'sessionSecret'>, accountId: number) =>
  hmac(config.sessionSecret, `known-browser:${accountId}`)

/** Marks this browser as one the account signed in with (set with every new session). */
export function markKnownBrowser(reply: FastifyReply, config: Config, accountId: number): void {
  reply.setCookie(KNOWN_BROWSER_COOKIE, `${accountId}.${tagOf(config, accountId)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: KNOWN_BROWSER_DAYS * 86_400,
  })
}

/**
 * True when the request comes from a browser the account has signed in with before: the owner's own request (a
 * stranger cannot make the cookie, it is an HMAC with the server secret), which the mail caps keep a share for.
 */
export function isKnownBrowser(request: FastifyRequest, config: Config, accountId: number): boolean {
  const value = request.cookies[KNOWN_BROWSER_COOKIE]
  if (!value) return false
  return safeEqual(value, `${accountId}.${tagOf(config, accountId)}`)
}
