import { randomInt } from 'node:crypto'
import { EMAIL_CODE_LENGTH, EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_VALIDITY_MINUTES } from '@finaverse/domain'
import type { MailPurpose } from '@finaverse/sdk/rest'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { mailCodes } from '../db/schema.js'
import { ApiError } from '../errors.js'
import { hmac, safeEqual } from './secrets.js'

/** Wrong guesses a code survives; the next guess is refused and the code is spent. */
export const MAX_CODE_ATTEMPTS = 5

const subjects: Record<MailPurpose, string> = {
  register: 'Your Finaverse verification code',
  changeEmail: 'Confirm your new Finaverse e-mail',
  changePassword: 'Your Finaverse password change code',
  verify: 'Verify your Finaverse e-mail',
}

/** E-mail codes: six digits, stored as HMACs, valid 10 minutes, single use, limited attempts, resend countdown. */
export class MailCodes {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  private hash(email: string, purpose: MailPurpose, code: string) {
    return hmac(this.secret, `${purpose}:${email}:${code}`)
  }

  /** Seconds until another code may be sent for this address and purpose (0: now). */
  async resendIn(email: string, purpose: MailPurpose, now: Date): Promise<number> {
    const [last] = await this.db
      .select({ createdAt: mailCodes.createdAt })
      .from(mailCodes)
      .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, purpose)))
      .orderBy(desc(mailCodes.createdAt))
      .limit(1)
    if (!last) return 0
    const elapsed = (now.getTime() - last.createdAt.getTime()) / 1000
    return Math.max(0, Math.ceil(EMAIL_CODE_RESEND_SECONDS - elapsed))
  }

  /** Issues a new code (spending earlier ones) and returns it with its mail subject. */
  async issue(email: string, purpose: MailPurpose, now: Date) {
    const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0')
    await this.db.transaction(async (tx) => {
      await tx
        .update(mailCodes)
        .set({ usedAt: now })
        .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, purpose), isNull(mailCodes.usedAt)))
      await tx.insert(mailCodes).values({
        email,
        purpose,
        codeHash: this.hash(email, purpose, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CODE_VALIDITY_MINUTES * 60_000),
      })
    })
    return {
      code,
      subject: subjects[purpose],
      text: `Your verification code is ${code}. It expires in ${EMAIL_CODE_VALIDITY_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
      expiresIn: EMAIL_CODE_VALIDITY_MINUTES * 60,
      resendIn: EMAIL_CODE_RESEND_SECONDS,
    }
  }

  /**
   * Checks a code: CODE_EXPIRED when there is no live code (expired, used, or none sent), TOO_MANY_REQUESTS after
   * too many wrong guesses, CODE_INCORRECT for a wrong one (counted). Returns the code's id when right.
   */
  async check(email: string, purpose: MailPurpose, code: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select()
      .from(mailCodes)
      .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, purpose)))
      .orderBy(desc(mailCodes.createdAt), desc(mailCodes.id))
      .limit(1)
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime())
      throw new ApiError('CODE_EXPIRED', 400)
    if (row.attempts >= MAX_CODE_ATTEMPTS) throw new ApiError('TOO_MANY_REQUESTS', 429)
    if (!safeEqual(row.codeHash, this.hash(email, purpose, code))) {
      await this.db
        .update(mailCodes)
        .set({ attempts: sql`${mailCodes.attempts} + 1` })
        .where(eq(mailCodes.id, row.id))
      throw new ApiError('CODE_INCORRECT', 400)
    }
    return row.id
  }

  /** Checks and spends a code in the given transaction; a code spent concurrently counts as expired. */
  async consume(db: Db, id: number, now: Date): Promise<void> {
    const spent = await db
      .update(mailCodes)
      .set({ usedAt: now })
      .where(and(eq(mailCodes.id, id), isNull(mailCodes.usedAt)))
      .returning({ id: mailCodes.id })
    if (spent.length === 0) throw new ApiError('CODE_EXPIRED', 400)
  }
}
