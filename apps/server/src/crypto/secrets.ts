import { createHash, createHmac, randomBytes } from 'node:crypto'

/** A random URL-safe token of `bytes` bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** SHA-256 of a token, hex (sessions are looked up by it). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** HMAC-SHA-256 with the server secret, hex (e-mail codes and captcha answers are stored as this). */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex')
}
