// The fields the areas of the REST contract share (./account.ts, ./content.ts, ...).
import { normalizeEmail, validateEmail, validatePassword, validateVerificationCode } from '@finaverse/domain'
import { z } from 'zod'
import { codes } from '../codes.js'

// Request schemas accept form-encoded bodies (every value is a string) as well as JSON, so numbers are coerced.
// A schema's error message is a `MESSAGES` code of `@finaverse/domain`; the server answers the code's English text.

/** No NUL character: PostgreSQL text cannot hold one (an insert would fail), so every free-text field refuses it. */
export const noNul = (value: string) => !value.includes('\u0000')
/** A free-text field: a string without NUL characters (refused with `code`). */
export const text = (code: string = codes.invalidRequest) =>
  z.string({ error: code }).refine(noNul, { error: code })
export const required = (code: string) => text(code).trim().min(1, { error: code })
/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_INT4 = 2 ** 31 - 1
/** A date from year 1 to year 9999 (what PostgreSQL timestamps and ISO strings both hold). */
export const dateField = () =>
  z.coerce
    .date({ error: codes.invalidDate })
    .refine((value) => value.getUTCFullYear() >= 1 && value.getUTCFullYear() <= 9999, {
      error: codes.invalidDate,
    })

/** A wallet address, checksummed or not; answered lower-case. */
/**
 * 0x and 40 hex digits, any case: what viem's `isAddress(value, { strict: false })` accepts, without loading viem (the
 * REST client is the first thing a page loads, and viem's address helpers would bring its shared chunks along).
 */
export const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export const addressSchema = z
  .string({ error: codes.invalidWalletAddress })
  .trim()
  .refine((value) => ADDRESS.test(value), { error: codes.invalidWalletAddress })
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** An e-mail field: the domain's `validateEmail` (required, syntax), answered normalised (`normalizeEmail`). */
export const emailField = (requiredCode: 'EMAIL_REQUIRED' | 'NEW_EMAIL_REQUIRED') =>
  z
    .string({ error: requiredCode })
    .max(1000, { error: codes.invalidEmail })
    .superRefine((value, ctx) => {
      const error = validateEmail(value)
      if (error) ctx.addIssue({ code: 'custom', message: error === 'EMAIL_REQUIRED' ? requiredCode : error })
    })
    .transform(normalizeEmail)
/** A password as typed; the rules are checked where a password is chosen (`validatePassword`). */
export const passwordField = text(codes.passwordRequired)
  .min(1, { error: codes.passwordRequired })
  .max(256, { error: codes.passwordLength })
/** A six-digit e-mail code: the domain's `validateVerificationCode`. */
export const mailCode = z
  .string({ error: codes.codeRequired })
  .max(64, { error: codes.invalidCode })
  .superRefine((value, ctx) => {
    const error = validateVerificationCode(value)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })
  .transform((value) => value.trim())
/** Adds the domain's password rules (first failed rule) to a schema with a new password and its confirmation. */
export function checkNewPassword(password: string, confirmation: string, ctx: z.RefinementCtx, path: string) {
  const [first] = validatePassword(password, confirmation)
  if (first)
    ctx.addIssue({ code: 'custom', message: first, path: [first === 'MISMATCH' ? 'confirmPassword' : path] })
}
export const page = z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(10_000).default(1)
export const pageSize = z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(100).default(20)
export const season = z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(1_000_000)
export const isoTime = z.string().describe('ISO 8601 time')
export const uintString = z
  .string()
  .regex(/^\d+$/)
  .describe('An unsigned integer in base units, as a decimal string')
export const decimalString = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .describe('A decimal number as a string')

/** A list of hero ids sent as a comma-separated form field ('' is the empty list), between `min` and `max` long. */
export const idList = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : value),
    z
      .array(
        z.coerce
          .number({ error: codes.invalidRequest })
          .int()
          .min(0)
          .max(2 ** 31 - 1),
      )
      .min(min)
      .max(max),
  )

export const emptySchema = z.object({})
export const nullSchema = z.null()

/** A 32-byte hex value (Merkle roots and proof nodes). */
export const bytes32Schema = z.string().regex(/^0x[0-9a-f]{64}$/i) as unknown as z.ZodType<`0x${string}`>
