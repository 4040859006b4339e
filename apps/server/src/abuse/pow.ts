import { type PowChallenge, powSolutionSchema } from '@finaverse/sdk/rest'
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Config } from '../config.js'
import { hmac } from '../crypto/secrets.js'
import type { Db } from '../db/client.js'
import { powSpent } from '../db/schema.js'
import { ApiError } from '../errors.js'

/** The hash of the challenges: SHA-256 rounds, which the `altcha` widget solves in the browser without a worker build. */
export const POW_ALGORITHM = 'SHA-256'

/**
 * Self-hosted proof of work (ALTCHA v2 with `altcha-lib`): challenges signed with a key derived from
 * `SESSION_SECRET`, valid `pow.ttlMs`, each solution accepted once (its nonce is recorded until it expires).
 */
export class ProofOfWork {
  private readonly secret: string
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.secret = hmac(config.sessionSecret, 'altcha-challenge-signature')
  }

  /**
   * A new signed challenge; solving it takes about `counter` tries of `cost` SHA-256 rounds. `factor` multiplies the
   * rounds per try (a guarded sign-in's harder challenge, see `loginPowFactor`); the cost is signed with the rest.
   */
  async challenge(now: Date, factor = 1): Promise<PowChallenge> {
    const { cost, counterMin, counterMax, ttlMs } = this.config.pow
    const challenge = await createChallenge({
      algorithm: POW_ALGORITHM,
      cost: cost * Math.max(1, factor),
      counter: randomInt(counterMin, counterMax),
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: new Date(now.getTime() + ttlMs),
    })
    return challenge as PowChallenge
  }

  /**
   * Checks a `pow` field (base64 JSON of the challenge and its solution) and spends it: `refused` (by default
   * PROOF_OF_WORK_REQUIRED with `status`) when it is missing, malformed, forged, wrong, expired or used before, or
   * when its challenge was made at less than `factor` times the ordinary cost.
   */
  async spend(
    field: string | undefined,
    now: Date,
    status = 400,
    factor = 1,
    refused = new ApiError('PROOF_OF_WORK_REQUIRED', status),
  ): Promise<void> {
    if (!field) throw refused
    let decoded: unknown
    try {
      decoded = JSON.parse(Buffer.from(field, 'base64').toString('utf8'))
    } catch {
      throw refused
    }
    const parsed = powSolutionSchema.safeParse(decoded)
    if (!parsed.success) throw refused
    const { challenge, solution } = parsed.data
    if (challenge.parameters.algorithm !== POW_ALGORITHM) throw refused
    if (challenge.parameters.cost < this.config.pow.cost * Math.max(1, factor)) throw refused
    const expiresAt = challenge.parameters.expiresAt
    if (expiresAt === undefined || expiresAt * 1000 <= now.getTime()) throw refused
    let verified = false
    try {
      verified = (
        await verifySolution({
          challenge: challenge as Challenge,
          solution: solution as Solution,
          deriveKey,
          hmacSignatureSecret: this.secret,
        })
      ).verified
    } catch {
      verified = false
    }
    if (!verified) throw refused
    // Spent once: the nonce's row is the lock (a concurrent second use inserts nothing).
    const [spent] = await this.db
      .insert(powSpent)
      .values({ nonce: challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ nonce: powSpent.nonce })
    if (!spent) throw refused
  }
}
