// The server under the withdrawal benchmark (bench/withdrawals.ts): PGlite in memory, or PostgreSQL when
// BENCH_DATABASE_URL is set; ACCOUNTS accounts with a session each and a large Deposited balance. Prints one JSON
// line on stdout: { url, tokens }.
import { parseEther } from 'viem'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { openDatabase } from '../src/db/client.js'
import { seedAccount } from './players.js'

const count = Number(process.env['ACCOUNTS'] ?? 200)
const config = { ...loadConfig({ FINAVERSE_MODE: 'local', LOG_LEVEL: 'silent' }), rateLimitFactor: 1_000_000 }
const url = process.env['BENCH_DATABASE_URL']
const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: 'memory://' })
const now = new Date()
const tokens: string[] = []
for (let i = 0; i < count; i++) {
  const address = `0x${(0xbe000 + i).toString(16).padStart(40, '0')}`
  const token = await seedAccount(database, {
    address,
    email: `bench${i}@example.com`,
    deposited: parseEther('1000000000'),
    ref: 'bench',
    now,
  })
  if (!token) throw new Error('no session made')
  tokens.push(token)
}
const app = await buildApp({ database, config, logger: false })
const listening = await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ url: listening, tokens }))
process.once('SIGTERM', () => void app.close().then(() => database.close().then(() => process.exit(0))))
