import { randomInt } from 'node:crypto'
import { EMAIL_CODE_LENGTH, EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_VALIDITY_MINUTES } from '@finaverse/domain'
import type { MailPurpose } from '@finaverse/sdk/rest'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { safeEqual } from '../crypto/safe-equal.js'
import { hmac } from '../crypto/secrets.js'
import type { Db } from '../db/client.js'
import { mailCodes, mailQuota } from '../db/schema.js'
import { ApiError } from '../errors.js'

/** Guesses (right or wrong) a code takes; the next one is refused with TOO_MANY_REQUESTS. */
export const MAX_CODE_ATTEMPTS = 5

/**
 * The cookie that says "this browser asked for the pending sign-up code": an HMAC of the code's id, set when the code
 * is sent. Guesses with it take the code's attempts; guesses without it (a stranger, or the owner on another device)
 * take a separate budget of {@link MAX_CODE_ATTEMPTS}, so a third party cannot burn another's pending code.
 */
export const CODE_HOLDER_COOKIE = 'fv_code'

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

  private holderToken(id: number): string {
    return hmac(this.secret, `code-holder:${id}`)
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

  /**
   * Issues a new code (spending earlier ones) and returns it with its mail subject. `accountId`: the signed-in
   * account that asked (signed-in purposes); only its session may check the code.
   */
  async issue(email: string, purpose: MailPurpose, now: Date, accountId: number | null = null) {
    const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0')
    const id = await this.db.transaction(async (tx) => {
      await tx
        .update(mailCodes)
        .set({ usedAt: now })
        .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, purpose), isNull(mailCodes.usedAt)))
      const [row] = await tx
        .insert(mailCodes)
        .values({
          email,
          purpose,
          codeHash: this.hash(email, purpose, code),
          accountId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_CODE_VALIDITY_MINUTES * 60_000),
        })
        .returning({ id: mailCodes.id })
      return (row as { id: number }).id
    })
    return {
      code,
      /** The {@link CODE_HOLDER_COOKIE} value of the browser that asked (for a sign-up code). */
      holder: this.holderToken(id),
      subject: subjects[purpose],
      text: `Your verification code is ${code}. It expires in ${EMAIL_CODE_VALIDITY_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
      expiresIn: EMAIL_CODE_VALIDITY_MINUTES * 60,
      resendIn: EMAIL_CODE_RESEND_SECONDS,
    }
  }

  /**
   * Checks a code: CODE_EXPIRED when there is no live code (expired, used, none sent, or, for a signed-in purpose,
   * asked for by another account), TOO_MANY_REQUESTS once its attempts are used up, CODE_INCORRECT for a wrong one.
   * Returns the code's id when right.
   *
   * Every guess, right or wrong, takes one of the code's {@link MAX_CODE_ATTEMPTS} attempts in one conditional
   * UPDATE before it is compared, so at most that many guesses are ever evaluated per code, whatever the
   * concurrency (a concurrent UPDATE waits for the row and re-checks `attempts`).
   */
  async check(
    email: string,
    purpose: MailPurpose,
    code: string,
    now: Date,
    accountId: number | null = null,
    holder?: string,
  ): Promise<number> {
    const latest = this.db
      .select({ id: mailCodes.id })
      .from(mailCodes)
      .where(and(eq(mailCodes.email, email), eq(mailCodes.purpose, purpose)))
      .orderBy(desc(mailCodes.createdAt), desc(mailCodes.id))
      .limit(1)
    const owner = accountId === null ? isNull(mailCodes.accountId) : eq(mailCodes.accountId, accountId)
    // A sign-up code guessed by a browser that did not ask for it: its own budget, the code's attempts untouched.
    if (accountId === null) {
      const [pending] = await this.db
        .select()
        .from(mailCodes)
        .where(and(eq(mailCodes.id, sql`(${latest})`), owner))
      if (!pending || pending.usedAt !== null || pending.expiresAt.getTime() <= now.getTime())
        throw new ApiError('CODE_EXPIRED', 400)
      if (holder === undefined || !safeEqual(holder, this.holderToken(pending.id)))
        return this.checkAsStranger(pending, email, purpose, code, now)
    }
    const [taken] = await this.db
      .update(mailCodes)
      .set({ attempts: sql`${mailCodes.attempts} + 1` })
      .where(
        and(
          eq(mailCodes.id, sql`(${latest})`),
          owner,
          isNull(mailCodes.usedAt),
          gt(mailCodes.expiresAt, now),
          lt(mailCodes.attempts, MAX_CODE_ATTEMPTS),
        ),
      )
      .returning({ id: mailCodes.id, codeHash: mailCodes.codeHash })
    if (!taken) {
      const [row] = await this.db
        .select()
        .from(mailCodes)
        .where(and(eq(mailCodes.id, sql`(${latest})`), owner))
      if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime())
        throw new ApiError('CODE_EXPIRED', 400)
      throw new ApiError('TOO_MANY_REQUESTS', 429)
    }
    if (!safeEqual(taken.codeHash, this.hash(email, purpose, code))) throw new ApiError('CODE_INCORRECT', 400)
    return taken.id
  }

  /**
   * A guess from a browser that does not hold the code: counted per code in `mail_quota` (`guess:<id>`, at most
   * {@link MAX_CODE_ATTEMPTS}, then TOO_MANY_REQUESTS), compared without taking the code's own attempts.
   */
  private async checkAsStranger(
    pending: typeof mailCodes.$inferSelect,
    email: string,
    purpose: MailPurpose,
    code: string,
    now: Date,
  ): Promise<number> {
    const [counted] = await this.db
      .insert(mailQuota)
      .values({ key: `guess:${pending.id}`, day: now.toISOString().slice(0, 10), count: 1 })
      .onConflictDoUpdate({
        target: [mailQuota.key, mailQuota.day],
        set: { count: sql`${mailQuota.count} + 1` },
      })
      .returning({ count: mailQuota.count })
    if ((counted?.count ?? 0) > MAX_CODE_ATTEMPTS) throw new ApiError('TOO_MANY_REQUESTS', 429)
    if (!safeEqual(pending.codeHash, this.hash(email, purpose, code)))
      throw new ApiError('CODE_INCORRECT', 400)
    return pending.id
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
