// `pnpm --filter @finaverse/server exec tsx bench/indexer.ts`: the keeper's indexer catch-up rate. Starts a BSC-role
// devnet (@finaverse/contracts/devnet), makes BENCH_EVENTS (default 10,000) GameVault deposits in blocks of 200, then
// times one indexer catching up from the deployment block, with the read-model consumers and with every BSC consumer
// (read models and ledger), on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (a role that may create
// databases: a fresh one is created and dropped for each run). Goal: at least 15,000 events/s with the
// ledger on PostgreSQL.
//
// Each run prints where its time went (`IndexerTimings`: the node's `eth_getLogs`, the block reads, decoding, the
// database transaction), and the bench first times `eth_getLogs` alone over the whole range (raw JSON-RPC and through
// viem): the rate the Hardhat node can serve the logs at caps any indexer reading from it.
//
// Each run also prints the whole machine's CPU use over it (below 100%: the run waited on something else than CPU), and
// the bench ends with each run's median rate over the rounds (the first round of the process runs cold: code not yet
// optimised by V8; a real catch-up of a long backlog runs warm after its first thousands of logs).
//
// Options: BENCH_ROUNDS (default 3) repeats every run on the same chain; BENCH_ONLY keeps the runs whose
// "database, consumers" label contains it; BENCH_BEFORE=<folder of another checkout of apps/server> runs that
// checkout's indexer and consumers too, alternating with this one's (before, after, after, before, ...), on the same
// chain and databases: a before/after comparison in one sitting on a shared machine.
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
import { ChainIndexer, type IndexerTimings } from '../src/keeper/indexer.js'
import { KeeperMetrics } from '../src/keeper/metrics.js'
import { chainConsumers, keeperChain } from '../src/keeper/runtime.js'
import type { KeeperChain, LogConsumer } from '../src/keeper/types.js'
import { keeperModules } from '../src/modules.js'
import { readModelConsumers } from '../src/readmodels/consumers.js'
import { openTestDatabase } from '../test/helpers.js'
import { median } from './median.js'

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
  const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?'
  // The whole machine's busy and total CPU time (Linux /proc/stat, clock ticks): whether a run had idle cores left.
  const machineCpu = () => {
    const ticks = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
    const total = ticks.reduce((sum, t) => sum + t, 0)
    return { busy: total - idle, total }
  }

  // `eth_getLogs` alone over the whole range, twice each way: what the node itself costs.
  const fromBlock = chain.startBlock ?? 0n
  const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 })
  const addresses = [...new Set(chainConsumers(keeperModules, chain).map((c) => c.address))]
  for (let i = 0; i < 2; i++) {
    let started = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getLogs',
        params: [
          { address: addresses, fromBlock: `0x${fromBlock.toString(16)}`, toBlock: `0x${head.toString(16)}` },
        ],
      }),
    })
    const text = await response.text()
    const raw = performance.now() - started
    const logs = (JSON.parse(text) as { result: { blockNumber: Hex }[] }).result
    const count = logs.length
    started = performance.now()
    await chain.publicClient.getLogs({ address: addresses, fromBlock, toBlock: head })
    const viaViem = performance.now() - started
    console.log(
      `eth_getLogs alone, blocks ${fromBlock}-${head}: ${count} logs, ${(text.length / 1e6).toFixed(1)} MB of JSON, ` +
        `raw ${raw.toFixed(0)} ms (${Math.round((count * 1000) / raw)} logs/s), through viem ${viaViem.toFixed(0)} ms`,
    )
  }

  // The blocks holding logs read once (the indexer reads each for its timestamp and hash): the node is much slower
  // on a block's first read than on later ones, so that every timed run below finds them read already.
  const holding = [
    ...new Set(
      (await chain.publicClient.getLogs({ address: addresses, fromBlock, toBlock: head })).map(
        (l) => l.blockNumber,
      ),
    ),
  ]
  for (const read of ['first', 'second']) {
    const started = performance.now()
    await Promise.all(
      holding.map((blockNumber) => chain.publicClient.getBlock({ blockNumber, includeTransactions: false })),
    )
    console.log(
      `the ${holding.length} blocks holding logs, ${read} read: ${(performance.now() - started).toFixed(0)} ms`,
    )
  }

  // This checkout's indexer and consumers, and another checkout's when BENCH_BEFORE names one.
  type Variant = {
    name: string
    Indexer: typeof ChainIndexer
    readModels: (chain: KeeperChain) => LogConsumer[]
    all: (chain: KeeperChain) => LogConsumer[]
  }
  const variants: Variant[] = [
    {
      name: 'after',
      Indexer: ChainIndexer,
      readModels: readModelConsumers,
      all: (on) => chainConsumers(keeperModules, on),
    },
  ]
  const before = process.env['BENCH_BEFORE']
  if (before) {
    const load = (file: string) => import(path.resolve(before, file))
    variants.unshift({
      name: 'before',
      Indexer: (await load('src/keeper/indexer.ts')).ChainIndexer,
      // A checkout with the keeper's modules (src/modules.ts), or an older one (read models in src/keeper).
      ...(await load('src/modules.ts').then(
        async ({ keeperModules: modules }) => {
          const { chainConsumers: all } = await load('src/keeper/runtime.ts')
          return {
            readModels: (await load('src/readmodels/consumers.ts')).readModelConsumers,
            all: (on: KeeperChain) => all(modules, on),
          }
        },
        async () => ({
          readModels: (await load('src/keeper/consumers.ts')).readModelConsumers,
          all: (await load('src/keeper/runtime.ts')).chainConsumers,
        }),
      )),
    })
  }
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
  const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3)
  const only = process.env['BENCH_ONLY'] ?? ''
  // The read models alone, then with the registered consumers too (the ledger's), each from an empty database.
  // Each run's rate by "variant: database, consumers", for the medians printed at the end.
  const rates = new Map<string, number[]>()
  for (const [name, open] of databases)
    for (const label of ['read models', 'read models + ledger']) {
      if (!`${name}, ${label}`.includes(only)) continue
      for (let round = 0; round < rounds; round++) {
        // before, after, then after, before: neither always runs first.
        const order = round % 2 === 0 ? variants : [...variants].reverse()
        for (const variant of order) {
          const consumers = label === 'read models' ? variant.readModels(chain) : variant.all(chain)
          const database = await open()
          try {
            const timings: IndexerTimings = {
              getLogs: 0,
              blocks: 0,
              decode: 0,
              waiting: 0,
              write: 0,
              handle: {},
            }
            const indexer = new variant.Indexer({
              db: database.db,
              chain,
              consumers,
              log: { info() {}, warn() {}, error() {} },
              metrics: new KeeperMetrics(),
              maxRange: 5000,
              timings,
            })
            const started = performance.now()
            const cpu = process.cpuUsage()
            const machine = machineCpu()
            const handled = await indexer.catchUp()
            const seconds = (performance.now() - started) / 1000
            // This process's CPU time (the indexer's own work: JSON, decoding, building the statements), less
            // sensitive to the shared machine's load than the wall-clock rate.
            const used = process.cpuUsage(cpu)
            const cpuMs = Math.round((used.user + used.system) / 1000)
            const machineAfter = machineCpu()
            const busy = Math.round(
              (100 * (machineAfter.busy - machine.busy)) / Math.max(1, machineAfter.total - machine.total),
            )
            const { handle, ...parts } = timings
            const handlers = Object.entries(handle ?? {})
              .sort((a, b) => b[1] - a[1])
              .slice(0, 3)
              .map(([consumer, ms]) => `${consumer} ${Math.round(ms)}`)
            const split = `${Object.entries(parts)
              .map(([part, ms]) => `${part} ${Math.round(ms)}`)
              .join(', ')} (slowest handlers: ${handlers.join(', ')})`
            const key = `${variants.length > 1 ? `${variant.name}: ` : ''}${name}, ${label}`
            const rate = Math.round(events / seconds)
            console.log(
              `${key}: ${events} vault deposits ` +
                `(${handled} logs handed to ${consumers.length} consumers) in ${seconds.toFixed(2)} s: ` +
                `${rate} vault events/s (goal 15000); ms: ${split}; indexer CPU ${cpuMs} ms; machine CPU busy ${busy}%; ` +
                `load average ${loadAverage()}`,
            )
            rates.set(key, [...(rates.get(key) ?? []), rate])
          } finally {
            await database.close()
          }
        }
      }
    }
  // The first round of a process runs cold (code not yet optimised by V8): the median of the rounds is the figure.
  for (const [key, runs] of rates)
    console.log(
      `${key}: median of ${runs.length} rounds ${Math.round(median(runs))} vault events/s (goal 15000); rounds ${runs.join(', ')}`,
    )
} finally {
  await devnet.stop()
}
