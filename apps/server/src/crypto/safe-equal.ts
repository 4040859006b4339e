// A constant-time string comparison, shared by the API (tokens, code hashes) and the keeper (the metrics token): it
// sits below both, so the keeper's engine imports nothing from the modules above it.
import { timingSafeEqual } from 'node:crypto'

/** Compares two strings in constant time for equal lengths. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
