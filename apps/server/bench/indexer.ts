// `pnpm --filter @finaverse/server bench:indexer`: the keeper's indexer catch-up rate. Starts a BSC-role devnet
// (@finaverse/contracts/devnet), makes BENCH_EVENTS (default 10,000) GameVault deposits in blocks of 200, then times
// one indexer catching up from the deployment block, with the read-model consumers and with every BSC consumer
// (read models and ledger), on PGlite, and
// on PostgreSQL when BENCH_DATABASE_URL is set (a role that may create databases: a
// fresh one is created and dropped). Goal (issue 28): at least 15,000 events/s with the ledger on PostgreSQL.

import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { finaTokenAbi, gameVaultAbi } from '@finaverse/contracts'
import { startDevnet } from '@finaverse/contracts/devnet'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  multicall3Abi,
  parseEther,
} from 'viem'
import { type Database, openDatabase } from '../src/db/client.js'
import { DEVNET_KEEPER_KEY } from '../src/keeper/config.js'
import { readModelConsumers } from '../src/keeper/consumers.js'
import { ChainIndexer } from '../src/keeper/indexer.js'
import { KeeperMetrics } from '../src/keeper/metrics.js'
import { chainConsumers, keeperChain } from '../src/keeper/runtime.js'
import type { LogConsumer } from '../src/keeper/types.js'
import { openTestDatabase } from '../test/helpers.js'

const events = Number(process.env['BENCH_EVENTS'] ?? 10_000)
const perBlock = 200
const devnet = await startDevnet({ chains: [31337] })
try {
  const url = devnet.rpcUrls[31337] as string
  const contracts = devnet.deployments[31337]?.contracts ?? {}
  const vault = contracts['GameVault'] as Address
  const fina = contracts['FinaToken'] as Address
  const chain = keeperChain({
    role: 'bsc',
    chainId: 31337,
    rpcUrl: url,
    key: DEVNET_KEEPER_KEY,
    confirmations: 0,
    contracts,
    startBlock: BigInt(devnet.deployments[31337]?.startBlock ?? 0),
  })
  // 200 deposits per transaction through Multicall3 (deployed here from viem's copy of its creation code): the
  // vault's depositor is the multicall contract, which holds the FINA and approves the vault.
  const from = chain.walletClient.account?.address as Address
  const wallet = createWalletClient({ account: from, transport: http(url, { timeout: 60_000 }) })
  const viemDir = path.dirname(createRequire(import.meta.url).resolve('viem'))
  const creation = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(
    fs.readFileSync(path.join(viemDir, 'constants/contracts.js'), 'utf8'),
  )?.[1] as Hex
  const wait = (hash: Hex) => chain.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const multicall = (await wait(await wallet.sendTransaction({ data: creation, chain: null })))
    .contractAddress as Address
  await wait(
    await wallet.writeContract({
      address: fina,
      abi: finaTokenAbi,
      functionName: 'transfer',
      args: [multicall, parseEther('2') * BigInt(events)],
      chain: null,
    }),
  )
  const call = (target: Address, callData: Hex) => ({ target, allowFailure: false, callData })
  const aggregate = async (calls: ReturnType<typeof call>[]) =>
    wait(
      await wallet.writeContract({
        address: multicall,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [calls],
        gas: 16_000_000n,
        chain: null,
      }),
    )
  await aggregate([
    call(fina, encodeFunctionData({ abi: finaTokenAbi, functionName: 'approve', args: [vault, maxUint256] })),
  ])
  const made = Date.now()
  const deposit = call(
    vault,
    encodeFunctionData({ abi: gameVaultAbi, functionName: 'deposit', args: [parseEther('2')] }),
  )
  for (let sent = 0; sent < events; sent += perBlock) {
    await aggregate(Array.from({ length: Math.min(perBlock, events - sent) }, () => deposit))
  }
  console.log(`made ${events} deposits in ${((Date.now() - made) / 1000).toFixed(1)} s`)

  // The read models alone, then with the registered consumers too (the ledger's), each from an empty database.
  const sets: [string, LogConsumer[]][] = [
    ['read models', readModelConsumers(chain)],
    ['read models + ledger', chainConsumers(chain)],
  ]
  const databases: [string, () => Promise<Database>][] = [
    ['PGlite', () => openDatabase({ dataDir: 'memory://' })],
  ]
  const pgUrl = process.env['BENCH_DATABASE_URL']
  if (pgUrl) {
    // A fresh database created from that URL and dropped afterwards (the test suite's helper).
    process.env['TEST_DB'] = 'postgres'
    process.env['TEST_DATABASE_URL'] = pgUrl
    databases.push(['PostgreSQL', openTestDatabase])
  }
  for (const [name, open] of databases)
    for (const [label, consumers] of sets) {
      const database = await open()
      try {
        const indexer = new ChainIndexer({
          db: database.db,
          chain,
          consumers,
          log: { info() {}, warn() {}, error() {} },
          metrics: new KeeperMetrics(),
          maxRange: 5000,
        })
        const started = performance.now()
        const handled = await indexer.catchUp()
        const seconds = (performance.now() - started) / 1000
        console.log(
          `${name}, ${label}: ${events} vault deposits (${handled} logs handed to ${consumers.length} consumers) ` +
            `in ${seconds.toFixed(2)} s: ${Math.round(events / seconds)} vault events/s (goal 15000)`,
        )
      } finally {
        await database.close()
      }
    }
} finally {
  await devnet.stop()
}
