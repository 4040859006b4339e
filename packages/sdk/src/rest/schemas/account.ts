// The REST contract of the account: sign-in, sessions, e-mail codes, proof of work, team and game info.
import { z } from 'zod'
import { codes } from '../codes.js'
import {
  addressSchema,
  checkNewPassword,
  dateField,
  emailField,
  idList,
  isoTime,
  MAX_INT4,
  mailCode,
  page,
  pageSize,
  passwordField,
  required,
  text,
  uintString,
} from './common.js'

// ---------- accounts ----------

/** Purposes of an e-mail code; a code only works for the purpose it was sent for. */
export const mailPurposeSchema = z.enum(['register', 'changeEmail', 'changePassword', 'verify'], {
  error: codes.invalidRequest,
})
export type MailPurpose = z.infer<typeof mailPurposeSchema>

// ---------- proof of work (ALTCHA) ----------

/**
 * A proof-of-work challenge of the server (ALTCHA v2, self-hosted: `altcha-lib` signs it, the `altcha` widget or
 * `altcha-lib`'s `solveChallenge` solves it). Extra parameters of newer versions pass through.
 */
export const powChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
})
export type PowChallenge = z.infer<typeof powChallengeSchema>
/** What a solved challenge sends back, before encoding: the challenge as received and the solution found. */
export const powSolutionSchema = z.object({
  challenge: powChallengeSchema,
  solution: z.object({
    counter: z.number().int().min(0).max(MAX_INT4),
    derivedKey: z.string().max(1024),
    time: z.number().optional(),
  }),
})
export type PowSolution = z.infer<typeof powSolutionSchema>
/** The `pow` field of a request: base64 of the JSON of a {@link powSolutionSchema} (what the widget submits). */
const powField = required(codes.powRequired).max(8192, { error: codes.powRequired })

/** Encodes a solved challenge as the `pow` field (the `altcha` widget submits the same string). */
export function encodePow(solution: PowSolution): string {
  const bytes = new TextEncoder().encode(JSON.stringify(solution))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export const siweNonceResponseSchema = z.object({ nonce: z.string(), expiresAt: isoTime })

export const createAccountRequestSchema = z
  .object({
    email: emailField(codes.emailRequired),
    password: passwordField,
    confirmPassword: z.string({ error: codes.passwordRequired }),
    code: mailCode,
    inviteCode: text().trim().max(32, { error: codes.invalidRequest }).optional(),
    message: text(codes.signVerificationFailed).min(1, { error: codes.signVerificationFailed }).max(4096),
    signature: z
      .string({ error: codes.signVerificationFailed })
      .regex(/^0x[0-9a-fA-F]+$/, { error: codes.signVerificationFailed })
      .max(20_000),
    /** A solved proof-of-work challenge (`account/powChallenge`). */
    pow: powField,
  })
  .superRefine((value, ctx) => checkNewPassword(value.password, value.confirmPassword, ctx, 'password'))

export const accountSchema = z.object({
  address: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: isoTime,
})

export const loginRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  password: passwordField,
  /** Needed only once the account has seen too many failed sign-ins within the hour (`PROOF_OF_WORK_REQUIRED`). */
  pow: powField.optional(),
})

/** The `email` of a proof-of-work challenge for a guarded sign-in: its cost follows the account's recent failures. */
export const powChallengeQuerySchema = z.object({ email: emailField(codes.emailRequired).optional() })

/** Asks for a sign-in link by e-mail (works whatever the account's failed sign-ins; single use, 15 minutes). */
export const sendSignInLinkRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  /** A solved proof-of-work challenge at the ordinary cost (`account/powChallenge` without `email`). */
  pow: powField,
})
export const sendSignInLinkResponseSchema = z.object({
  /** Seconds before another link can be asked for this account. */
  resendIn: z.number().int(),
  /** Seconds the link stays valid. */
  expiresIn: z.number().int(),
})
/** The token of a mailed sign-in link (the part after `#` of the link). */
export const linkSignInRequestSchema = z.object({
  token: z
    .string({ error: codes.signInLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: codes.signInLinkInvalid }),
})

/** One session of the signed-in account. */
export const sessionItemSchema = z.object({
  id: z.number().int(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  /** Browser and system as the session's User-Agent named them (`Chrome on Android`), or '' when unknown. */
  client: z.string(),
  /** The session of this request (this device). */
  current: z.boolean(),
})
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionItemSchema) })
export const endSessionRequestSchema = z.object({
  id: z.coerce.number({ error: codes.invalidRequest }).int().min(1).max(MAX_INT4),
})
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int() })

export const getUserEmailQuerySchema = z.object({ address: addressSchema })
export const getUserEmailResponseSchema = z.object({
  /** The full address for the signed-in owner, a masked one (`a***@example.com`) for anyone else, or null. */
  email: z.string().nullable(),
})

export const changeEmailRequestSchema = z.object({
  newEmail: emailField(codes.newEmailRequired),
  code: mailCode,
  password: passwordField,
  pow: powField.optional(),
})

export const changePasswordRequestSchema = z
  .object({
    password: passwordField,
    newPassword: passwordField,
    confirmPassword: z.string({ error: codes.passwordRequired }),
    code: mailCode,
    pow: powField.optional(),
  })
  .superRefine((value, ctx) => checkNewPassword(value.newPassword, value.confirmPassword, ctx, 'newPassword'))

export const sendMailCaptchaRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  purpose: mailPurposeSchema.default('register'),
  /** A solved proof-of-work challenge (`account/powChallenge`); the image captcha no longer guards this. */
  pow: powField,
})
export const sendMailCaptchaResponseSchema = z.object({
  /** Seconds before another code can be requested for this address and purpose. */
  resendIn: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
})

export const checkMailCaptchaRequestSchema = z.object({
  email: emailField(codes.emailRequired),
  purpose: mailPurposeSchema.default('register'),
  code: mailCode,
})
export const checkMailCaptchaResponseSchema = z.object({ valid: z.literal(true) })

export const verifyRequestSchema = z.object({ code: mailCode })
export const verifyResponseSchema = z.object({ emailVerified: z.literal(true) })

export const gameInfoSchema = z.object({
  address: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** FINA in base units (18 decimals), from the game-account ledger. */
  deposited: uintString,
  earned: uintString,
  /** Locked by the game server; not withdrawable. */
  staked: uintString,
  createdAt: isoTime,
})

export const contractRecordQuerySchema = z.object({
  start: dateField().optional(),
  end: dateField().optional(),
  page,
  pageSize,
})
export const contractRecordItemSchema = z.object({
  kind: z.enum(['deposit', 'payout']),
  amount: uintString,
  txHash: z.string(),
  chainId: z.number().int(),
  time: isoTime,
})
export const contractRecordResponseSchema = z.object({
  items: z.array(contractRecordItemSchema),
  total: z.number().int(),
})

const heroIdList = idList(0, 100)
export const teamRequestSchema = z.object({ heroIds: heroIdList })
export const teamResponseSchema = z.object({
  heroIds: z.array(z.number().int()),
  updatedAt: isoTime.nullable(),
})

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: isoTime,
})
export const outboxResponseSchema = z.object({ items: z.array(outboxItemSchema) })
