// A keeper process of the scale-out run (bench/scale.ts): the engine of src/keeper with the ledger's module (GameVault
// deposits credited, payouts sent) on one Hardhat chain, its clock 16 days ahead so that 15-day withdrawals fall due,
// and its payout job every second. Leadership is the production one (src/keeper/leadership.ts, default timing).
// Environment: DATABASE_URL, RPC_URL, VAULT, KEEPER_KEY, KEEPER_PORT. Exits 0 on SIGTERM.
import type { Address, Hex } from 'viem'
import { openDatabase } from '../src/db/client.js'
import { DEVNET_KEEPER_KEY, Secret } from '../src/keeper/config.js'
import { keeperLogger } from '../src/keeper/log.js'
import { keeperChain, startKeeper } from '../src/keeper/runtime.js'
import type { ChainRole, KeeperChain } from '../src/keeper/types.js'
import { createPayoutJob, watchPayoutBacklog } from '../src/ledger/jobs.js'
import { ledgerConsumers } from '../src/ledger/module.js'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is required`)
  return value
}
const databaseUrl = env('DATABASE_URL')
const key = (process.env['KEEPER_KEY'] ?? DEVNET_KEEPER_KEY) as Hex
const ahead = 16 * 86_400_000
const now = () => new Date(Date.now() + ahead)
const database = await openDatabase({ databaseUrl, poolMax: 5 })
const bsc = keeperChain({
  role: 'bsc',
  chainId: 31337,
  rpcUrl: env('RPC_URL'),
  key,
  confirmations: 0,
  contracts: { GameVault: env('VAULT') as Address },
  startBlock: 0n,
})
const keeper = await startKeeper({
  database,
  databaseUrl,
  chains: { bsc } as Record<ChainRole, KeeperChain>,
  log: keeperLogger(process.env['LOG_LEVEL'] ?? 'warn'),
  now,
  config: {
    pollMs: 500,
    host: '127.0.0.1',
    port: Number(env('KEEPER_PORT')),
    lockRetryMs: 1000,
    maxBlockRange: 5000,
    mode: 'local',
    keeperKey: new Secret(key),
  },
  modules: [
    {
      name: 'ledger',
      consumers: ledgerConsumers,
      jobs: (deps) => {
        watchPayoutBacklog(deps.metrics.registry, database.db, now)
        return [{ ...createPayoutJob(), intervalMs: 1000 }]
      },
    },
  ],
})
console.log(JSON.stringify({ metrics: keeper.metricsUrl }))
process.once('SIGTERM', () => {
  void keeper
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0))
})
