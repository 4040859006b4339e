// The server under the withdrawal benchmark (bench/withdrawals.ts): PGlite in memory, or PostgreSQL when
// BENCH_DATABASE_URL is set; ACCOUNTS accounts with a session each and a large Deposited balance. Prints one JSON
// line on stdout: { url, tokens }.
import { parseEther } from 'viem'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { randomToken, sha256 } from '../src/crypto/secrets.js'
import { openDatabase } from '../src/db/client.js'
import { accounts, sessions } from '../src/db/schema.js'
import { applyChanges, lockBalances } from '../src/ledger/ledger.js'

const count = Number(process.env['ACCOUNTS'] ?? 200)
const config = { ...loadConfig({ FINAVERSE_MODE: 'local', LOG_LEVEL: 'silent' }), rateLimitFactor: 1_000_000 }
const url = process.env['BENCH_DATABASE_URL']
const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: 'memory://' })
const now = new Date()
const tokens: string[] = []
for (let i = 0; i < count; i++) {
  const address = `0x${(0xbe000 + i).toString(16).padStart(40, '0')}`
  const [account] = await database.db
    .insert(accounts)
    .values({ address, email: `bench${i}@example.com`, passwordHash: 'unused' })
    .returning({ id: accounts.id })
  if (!account) throw new Error('account not inserted')
  const token = randomToken()
  await database.db.insert(sessions).values({
    tokenHash: sha256(token),
    accountId: account.id,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  await database.db.transaction(async (tx) => {
    const balances = await lockBalances(tx, address)
    await applyChanges(tx, address, balances, [{ bucket: 'deposited', delta: parseEther('1000000000') }], {
      kind: 'deposit',
      ref: 'bench',
      at: now,
    })
  })
  tokens.push(token)
}
const app = await buildApp({ database, config, logger: false })
const listening = await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ url: listening, tokens }))
process.once('SIGTERM', () => void app.close().then(() => database.close().then(() => process.exit(0))))
