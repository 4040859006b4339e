// Game accounts for the load benchmarks (withdrawal-server.ts, scale.ts): an account with a session and a deposited
// balance, and the autocannon request that withdraws from such accounts in turn.
import type autocannon from 'autocannon'
import { randomToken, sha256 } from '../src/crypto/secrets.js'
import type { Database } from '../src/db/client.js'
import { accounts, sessions } from '../src/db/schema.js'
import { applyChanges, lockBalances } from '../src/ledger/ledger.js'

/** Inserts an account at `address`; with `deposited` (wei, or undefined for none) also a day's session and that deposited balance, and
 * returns the session's token. */
export async function seedAccount(
  database: Database,
  account: { address: string; email: string; deposited: bigint | undefined; ref: string; now: Date },
): Promise<string | undefined> {
  const { address, email, deposited, ref, now } = account
  const [row] = await database.db
    .insert(accounts)
    .values({ address, email, passwordHash: 'unused' })
    .returning({ id: accounts.id })
  if (!row) throw new Error('account not inserted')
  if (deposited === undefined) return undefined
  const token = randomToken()
  await database.db.insert(sessions).values({
    tokenHash: sha256(token),
    accountId: row.id,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  await database.db.transaction(async (tx) => {
    const balances = await lockBalances(tx, address)
    await applyChanges(tx, address, balances, [{ bucket: 'deposited', delta: deposited }], {
      kind: 'deposit',
      ref,
      at: now,
    })
  })
  return token
}

/** Withdrawals of 2 FINA with the 15-day wait (no cooldown), each with a new idempotency key (`keyPrefix` and a
 * sequence number), spread over the sessions `tokens`. */
export function withdrawalRequest(tokens: readonly string[], keyPrefix: string): autocannon.Request {
  let sequence = 0
  return {
    setupRequest: (request) => {
      const n = sequence++
      return {
        ...request,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `fv_session=${tokens[n % tokens.length]}`,
        },
        body: `amount=2&wait=15d&idempotencyKey=${keyPrefix}-${n.toString().padStart(10, '0')}`,
      }
    },
  }
}
