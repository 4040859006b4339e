// The keeper's indexer over a GameVault on a Hardhat node this file starts (test/ledger/vault-chain.ts): the read
// models' and the ledger's lanes, each rolled back alone when it fails and written at the same time on PostgreSQL;
// reorgs while deposits are indexed; a short part's blocks read in the JSON-RPC batch of its logs.
import { gameVaultAbi } from '@finaverse/contracts'
import { rpc as nodeRpc } from '@finaverse/contracts/devnet'
import { createPublicClient, http, type LocalAccount, type PublicClient, parseEther } from 'viem'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.js'
import { keeperCheckpoints } from '../../src/db/keeper-schema.js'
import { chainTransfers, ledgerDeposits } from '../../src/db/schema.js'
import { ChainIndexer } from '../../src/keeper/indexer.js'
import { KeeperMetrics } from '../../src/keeper/metrics.js'
import type { KeeperChain, LogConsumer } from '../../src/keeper/types.js'
import { ledgerConsumers } from '../../src/ledger/module.js'
import { readModelConsumers } from '../../src/readmodels/consumers.js'
import { openTestDatabase } from '../helpers.js'
import { alice, bob, startVaultChain, type VaultChain } from '../ledger/vault-chain.js'

/** What the indexer logged: message and fields. */
const logged: { msg: string | undefined; fields: Record<string, unknown> }[] = []
const capture = (fields: object, msg?: string) =>
  logged.push({ msg, fields: fields as Record<string, unknown> })
const log = { info: capture, warn: capture, error: capture }

let v: VaultChain
let publicClient: PublicClient
let rpc = ''
let vault: VaultChain['vault']
let chain: KeeperChain
const depositFina = (player: LocalAccount, amount: string) => v.depositFina(player, amount)

beforeAll(async () => {
  v = await startVaultChain()
  ;({ rpc, publicClient, vault, chain } = v)
}, 120_000)
afterAll(async () => {
  await v?.stop()
})

describe("the keeper's indexer: the read models' and the ledger's lanes", () => {
  const onPglite = process.env['TEST_DB'] !== 'postgres'
  let fresh: Database
  beforeAll(async () => {
    // A database of its own: the indexer starts from block 0 (the chain's first deposit, then more in each test).
    fresh = await openTestDatabase()
    await depositFina(alice, '30')
  })
  afterAll(async () => {
    await fresh?.close()
  })
  const indexer = (consumers: LogConsumer[], on: KeeperChain = chain) =>
    new ChainIndexer({
      db: fresh.db,
      chain: on,
      consumers,
      log,
      metrics: new KeeperMetrics(),
      maxRange: 5000,
    })
  const checkpoint = async (name: string) =>
    (await fresh.db.select().from(keeperCheckpoints)).find((c) => c.consumer === name)?.blockNumber
  /** How many of the vault's events of a name are in blocks up to `toBlock`. */
  const vaultEvents = async (eventName: 'Deposited' | 'PaidOut', toBlock?: bigint) =>
    (
      await publicClient.getContractEvents({
        address: vault,
        abi: gameVaultAbi,
        eventName,
        fromBlock: 0n,
        ...(toBlock === undefined ? {} : { toBlock }),
      })
    ).length
  const vaultDeposits = () => vaultEvents('Deposited')

  it('rolls a failed lane back alone: the other lane keeps its part, and the next pass catches the failed one up', async () => {
    const [readModels] = readModelConsumers(chain)
    const [ledger] = ledgerConsumers(chain)
    if (!readModels || !ledger) throw new Error('no GameVault consumers')
    expect([readModels.lane, ledger.lane]).toEqual([undefined, 'ledger'])
    let failOnce = true
    const failing: LogConsumer = {
      ...ledger,
      async handle(tx, logs) {
        await ledger.handle(tx, logs)
        if (failOnce && logs.length > 0) {
          failOnce = false
          throw new Error('ledger lane crashed')
        }
      },
    }
    await expect(indexer([readModels, failing]).catchUp()).rejects.toThrow('ledger lane crashed')
    // The read models' transaction of the failed part committed with its checkpoint (the read models record deposits
    // and payouts); the ledger's left nothing, its checkpoint unmoved.
    const reached = (await checkpoint(readModels.name)) ?? -1n
    expect(reached).toBeGreaterThanOrEqual(0n)
    const transfersTo = async (block?: bigint) =>
      (await vaultEvents('Deposited', block)) + (await vaultEvents('PaidOut', block))
    expect(await transfersTo(reached)).toBeGreaterThan(0)
    expect(await fresh.db.select().from(chainTransfers)).toHaveLength(await transfersTo(reached))
    expect(await fresh.db.select().from(ledgerDeposits)).toHaveLength(0)
    expect(await checkpoint(ledger.name)).toBe(-1n)

    // The next pass takes the ledger alone up to the read models' block, then both on.
    await indexer([readModels, failing]).catchUp()
    const head = await publicClient.getBlockNumber({ cacheTime: 0 })
    expect(await checkpoint(readModels.name)).toBe(head)
    expect(await checkpoint(ledger.name)).toBe(head)
    // Each deposit once in each lane's tables, whatever pass wrote it.
    expect(await fresh.db.select().from(ledgerDeposits)).toHaveLength(await vaultDeposits())
    expect(await fresh.db.select().from(chainTransfers)).toHaveLength(await transfersTo())
  })

  // PGlite is one connection: its transactions take turns, so the lanes cannot overlap there (reason for runIf).
  it.runIf(!onPglite)(
    'writes the two lanes at the same time on PostgreSQL (separate connections)',
    async () => {
      await depositFina(bob, '20')
      const [readModels] = readModelConsumers(chain)
      const [ledger] = ledgerConsumers(chain)
      if (!readModels || !ledger) throw new Error('no GameVault consumers')
      // The ledger's handle waits, inside its transaction, for the read models' handle to have started in theirs: the
      // lanes taking turns would make it time out.
      let started!: () => void
      const readModelsStarted = new Promise<void>((resolve) => {
        started = resolve
      })
      const waiting: LogConsumer = {
        ...ledger,
        async handle(tx, logs) {
          const timeout = new Promise((_, reject) =>
            setTimeout(() => reject(new Error('lanes took turns')), 5_000),
          )
          await Promise.race([readModelsStarted, timeout])
          await ledger.handle(tx, logs)
        },
      }
      const signalling: LogConsumer = {
        ...readModels,
        async handle(tx, logs) {
          started()
          await readModels.handle(tx, logs)
        },
      }
      // The ledger listed first: in one lane (one transaction, in order) it would wait for a handle that comes after it.
      await indexer([waiting, signalling]).catchUp()
      expect(await fresh.db.select().from(ledgerDeposits)).toHaveLength(await vaultDeposits())
    },
  )

  it('reorgs while deposits are indexed: one shallower than the confirmations changes nothing, a deeper one is rewound; each deposit credited once', async () => {
    // Three confirmations; the read models' and the ledger's consumers of the vault, as the keeper runs them.
    const deep: KeeperChain = { ...chain, confirmations: 3 }
    const metrics = new KeeperMetrics()
    const pass = () =>
      new ChainIndexer({
        db: fresh.db,
        chain: deep,
        consumers: [...readModelConsumers(deep), ...ledgerConsumers(deep)],
        log,
        metrics,
        maxRange: 5000,
      }).catchUp()
    const credits = async () =>
      (await fresh.db.select().from(ledgerDeposits)).map((d) => `${d.address.toLowerCase()}:${d.amount}`)
    const reorgs = async () => (await metrics.reorgs.get()).values.reduce((n, v) => n + v.value, 0)
    const mine = async (blocks: number) => {
      for (let i = 0; i < blocks; i++) await nodeRpc(rpc, 'evm_mine')
    }
    const credit = (who: LocalAccount, amount: string) => `${who.address.toLowerCase()}:${parseEther(amount)}`
    await pass()
    const before = await credits()

    // Shallow: alice's deposit is 2 blocks deep (under the 3 confirmations) when its branch is abandoned for one
    // where bob deposits instead.
    const shallow = (await nodeRpc(rpc, 'evm_snapshot')) as string
    await depositFina(alice, '11')
    await mine(1)
    await pass()
    expect(await credits()).toEqual(before)
    await nodeRpc(rpc, 'evm_revert', [shallow])
    await depositFina(bob, '13')
    await mine(3)
    await pass()
    expect(await credits()).toEqual([...before, credit(bob, '13')])
    expect(await reorgs()).toBe(0)

    // Deep: alice's deposit is confirmed and credited, then its branch is replaced by a longer one where bob
    // deposits: the indexer sees its checkpoint's block gone, rewinds and credits bob's deposit once. Alice's credit
    // stays (effects of vanished logs are not undone: counted and logged as an error for an operator).
    const deepSnapshot = (await nodeRpc(rpc, 'evm_snapshot')) as string
    await depositFina(alice, '17')
    await mine(3)
    await pass()
    expect(await credits()).toEqual([...before, credit(bob, '13'), credit(alice, '17')])
    await nodeRpc(rpc, 'evm_revert', [deepSnapshot])
    await depositFina(bob, '19')
    await mine(6)
    await pass()
    expect(await reorgs()).toBe(1)
    expect(logged.some((l) => /reorg deeper than the confirmations/.test(l.msg ?? ''))).toBe(true)
    const after = await credits()
    expect(after).toEqual([...before, credit(bob, '13'), credit(alice, '17'), credit(bob, '19')])
    // Passes again: nothing twice.
    await pass()
    expect(await credits()).toEqual(after)
  })

  it("reads a short part's blocks in the JSON-RPC batch of its logs (one round trip, not two)", async () => {
    await depositFina(alice, '10')
    const requests: string[][] = []
    const counted: KeeperChain = {
      ...chain,
      publicClient: createPublicClient({
        chain: hardhat,
        transport: http(rpc, {
          batch: { batchSize: 200, wait: 0 },
          async onFetchRequest(request) {
            const body = (await request.clone().json()) as { method: string } | { method: string }[]
            requests.push([body].flat().map((call) => call.method))
          },
        }),
      }) as PublicClient,
    }
    const before = await checkpoint(ledgerConsumers(chain)[0]?.name ?? '')
    await indexer(ledgerConsumers(counted), counted).catchUp()
    const withLogs = requests.filter((methods) => methods.includes('eth_getLogs'))
    expect(withLogs.length).toBeGreaterThan(0)
    for (const methods of withLogs) expect(methods).toContain('eth_getBlockByNumber')
    // One block read of its own: the pass's check of the checkpoint's hash (a reorg). Every other one went with the
    // logs of its part.
    expect(requests.filter((m) => m.includes('eth_getBlockByNumber') && !m.includes('eth_getLogs'))).toEqual([
      ['eth_getBlockByNumber'],
    ])
    expect(await checkpoint(ledgerConsumers(chain)[0]?.name ?? '')).toBeGreaterThan(before ?? -1n)
  })
})
