// The keeper's scheduling under load: the whole runtime (startKeeper) on the two-chain devnet of
// @finaverse/contracts/devnet with both chains mining on an interval and not on each transaction (BSC every 3 s,
// Polygon every 2 s, like the live chains), first idle, then with 300 box opens (randomness requests) and bridge
// transfers waiting. A due payout batch and a deposit credit must not wait behind that backlog, the bridge must not
// wait behind the randomness, and the lag metrics must stay fresh. Prints the delays from a batch window to its
// payout and from a deposit to its credit, idle and with the backlog.
import {
  blindBoxAbi,
  cardBridgeAbi,
  cardBridgeMinterAbi,
  finaTokenAbi,
  gameVaultAbi,
  heroCardAbi,
} from '@finaverse/contracts'
import { type Devnet, rpc, startDevnet } from '@finaverse/contracts/devnet'
import { nextBatchTime } from '@finaverse/domain'
import { count, eq } from 'drizzle-orm'
import {
  type Abi,
  type Address,
  createWalletClient,
  type Hash,
  http,
  type LocalAccount,
  maxUint256,
  parseEther,
  parseEventLogs,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keeperRandomnessRequests } from '../../src/db/keeper-schema.js'
import { ledgerDeposits, payoutBatches, withdrawals } from '../../src/db/schema.js'
import { DEVNET_KEEPER_KEY, Secret } from '../../src/keeper/config.js'
import { type Keeper, keeperChain, startKeeper } from '../../src/keeper/runtime.js'
import type { ChainRole, KeeperChain, KeeperLogger } from '../../src/keeper/types.js'
import { keeperModules } from '../../src/modules.js'
import { call, createTestApp, type Jar, register, sleep, type TestApp, until } from '../helpers.js'

// Chain work only: one devnet, in the PGlite project (reason: as keeper/devnet.test.ts, a second devnet would double
// the file's time on the 2-core machine; the scheduling does not depend on the database).
const onPglite = process.env['TEST_DB'] !== 'postgres'

/** Block intervals of the devnet chains (ms), as `pnpm dev` and the live chains. */
const BLOCK_MS: Record<ChainRole, number> = { bsc: 3000, polygon: 2000 }
/** The keeper's poll interval (the production default): the indexers' and the fast jobs' interval. */
const POLL_MS = 2000
/**
 * Longest wait from a deposit's receipt to its ledger credit: the indexer's next pass starts within one interval
 * and the pass after it is the bound (2 intervals), plus the time a pass itself takes (reading the logs, writing
 * the credit) and this test's 100-ms read of the ledger, with a second of room for a loaded 2-core machine.
 */
const CREDIT_BOUND_MS = 2 * POLL_MS + 1000
/** Box buyers (Hardhat accounts #5..#19), 20 V1 boxes each (the sale's per-account quota), each opened alone. */
const BUYERS = 15
const BOXES_EACH = 20
const BRIDGE_TRANSFERS = 8
const CHAIN_IDS = { bsc: 31337, polygon: 31338 } as const

/** Hardhat's default accounts (the public test mnemonic). */
const hardhatAccount = (index: number): LocalAccount =>
  mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: index })
const admin = hardhatAccount(0)
const cardOwner = hardhatAccount(1)
const player = hardhatAccount(4)
const buyers = Array.from({ length: BUYERS }, (_, i) => hardhatAccount(5 + i))

type Delays = { creditMs: number; sentMs: number; paidMs: number }

describe.runIf(onPglite)('keeper scheduling on chains that mine on an interval', () => {
  let devnet: Devnet
  let chains: Record<ChainRole, KeeperChain>
  let t: TestApp
  let keeper: Keeper
  let jar: Jar
  /** The api's and the keeper's clock: real time plus an offset the tests move to a batch window. */
  let offset = 0
  const now = () => new Date(Date.now() + offset)
  const lines: { msg: string | undefined; fields: Record<string, unknown> }[] = []
  const capture = (fields: object, msg?: string) =>
    lines.push({ msg, fields: fields as Record<string, unknown> })
  const log: KeeperLogger = { info: capture, warn: capture, error: capture }
  const figures: Record<string, Delays> = {}
  /** The V1 boxes each buyer bought. */
  const boxes = new Map<Address, bigint[]>()

  const wallet = (account: LocalAccount, role: ChainRole = 'bsc') =>
    createWalletClient({ account, transport: http(devnet.rpcUrls[CHAIN_IDS[role]]) })
  const contract = (role: ChainRole, name: string) => chains[role].contracts[name] as Address
  /** Sends from `account` and waits for the receipt; answers it. */
  async function send(
    account: LocalAccount,
    role: ChainRole,
    call: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint },
  ) {
    const hash = await wallet(account, role).writeContract({ ...call, chain: null } as never)
    const receipt = await chains[role].publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    return receipt
  }
  const pendingRandomness = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(keeperRandomnessRequests)
        .where(eq(keeperRandomnessRequests.status, 'pending'))
    )[0]?.n ?? 0
  const metricsText = async () => keeper.metrics.registry.metrics()
  /** The whole keeper on the test database and both chains, with the production poll interval; once active. */
  async function start() {
    const started = await startKeeper({
      database: t.database,
      chains,
      log,
      modules: keeperModules,
      now,
      serveMetrics: false,
      config: {
        pollMs: POLL_MS,
        host: '127.0.0.1',
        port: 0,
        lockRetryMs: 1000,
        maxBlockRange: 5000,
        mode: 'local',
        keeperKey: new Secret(DEVNET_KEEPER_KEY),
      },
    })
    await started.active
    return started
  }

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [CHAIN_IDS.bsc, CHAIN_IDS.polygon] })
    const make = (role: ChainRole) =>
      keeperChain({
        role,
        chainId: CHAIN_IDS[role],
        rpcUrl: devnet.rpcUrls[CHAIN_IDS[role]] as string,
        key: DEVNET_KEEPER_KEY,
        confirmations: 0,
        contracts: devnet.deployments[CHAIN_IDS[role]]?.contracts ?? {},
        startBlock: 0n,
      })
    chains = { bsc: make('bsc'), polygon: make('polygon') }
    t = await createTestApp({ now })

    // Before the keeper starts (the admin is the keeper's account): FINA for the player, boxes for the buyers.
    await send(admin, 'bsc', {
      address: contract('bsc', 'FinaToken'),
      abi: finaTokenAbi,
      functionName: 'transfer',
      args: [player.address, parseEther('1000')],
    })
    await send(player, 'bsc', {
      address: contract('bsc', 'FinaToken'),
      abi: finaTokenAbi,
      functionName: 'approve',
      args: [contract('bsc', 'GameVault'), maxUint256],
    })
    await send(cardOwner, 'bsc', {
      address: contract('bsc', 'HeroCard'),
      abi: heroCardAbi,
      functionName: 'setApprovalForAll',
      args: [contract('bsc', 'CardBridge'), true],
    })
    const price = (await chains.bsc.publicClient.readContract({
      address: contract('bsc', 'BlindBoxV1'),
      abi: blindBoxAbi,
      functionName: 'price',
    })) as bigint
    await Promise.all(
      buyers.map(async (buyer) => {
        const receipt = await send(buyer, 'bsc', {
          address: contract('bsc', 'BlindBoxV1'),
          abi: blindBoxAbi,
          functionName: 'mintMulti',
          args: [BigInt(BOXES_EACH)],
          value: price * BigInt(BOXES_EACH),
        })
        const [bought] = parseEventLogs({ abi: blindBoxAbi, logs: receipt.logs, eventName: 'BoxesBought' })
        const first = bought?.args.firstTokenId as bigint
        boxes.set(
          buyer.address,
          Array.from({ length: BOXES_EACH }, (_, i) => first + BigInt(i)),
        )
      }),
    )
    jar = (await register(t.app, 'schedule@example.com', player)).jar

    // From now on blocks come on the timer only.
    for (const role of ['bsc', 'polygon'] as const) {
      const url = devnet.rpcUrls[CHAIN_IDS[role]] as string
      await rpc(url, 'evm_setAutomine', [false])
      await rpc(url, 'evm_setIntervalMining', [BLOCK_MS[role]])
    }
    keeper = await start()
  }, 300_000)

  afterAll(async () => {
    if (Object.keys(figures).length > 0) {
      console.log('keeper scheduling (BSC 3 s blocks, Polygon 2 s, poll 2 s): delays in seconds')
      console.table(
        Object.fromEntries(
          Object.entries(figures).map(([name, d]) => [
            name,
            {
              'deposit mined -> credited': d.creditMs / 1000,
              'batch window -> multiSend sent': d.sentMs / 1000,
              'batch window -> batch paid': d.paidMs / 1000,
            },
          ]),
        ),
      )
    }
    await keeper?.stop()
    await t?.close()
    await devnet?.stop()
  })

  /** A deposit of the player's, mined: its hash and when the test saw its receipt. */
  async function deposit() {
    const hash = await wallet(player).writeContract({
      address: contract('bsc', 'GameVault'),
      abi: gameVaultAbi,
      functionName: 'deposit',
      args: [parseEther('20')],
      chain: null,
    })
    await chains.bsc.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    return { hash, minedAt: Date.now() }
  }

  /** Milliseconds from `since` until the deposit is credited in the ledger. */
  async function creditedAfter(hash: Hash, since: number) {
    await until(
      'deposit credited',
      60_000,
      async () =>
        (await t.database.db.select().from(ledgerDeposits).where(eq(ledgerDeposits.txHash, hash)))[0],
    )
    return Date.now() - since
  }

  /** An instant withdrawal whose batch window comes `inMs` after it is made (the clocks move there). */
  async function withdrawDue(name: string, inMs: number) {
    const window = nextBatchTime(new Date(now().getTime() + 3_600_000))
    const windowAt = Date.now() + inMs
    offset = window.getTime() - windowAt
    const response = await call(t.app, jar, 'POST', '/account/withdrawFina', {
      amount: '5',
      wait: 'instant',
      idempotencyKey: `schedule-${name}`,
    })
    expect(response.statusCode).toBe(200)
    const id = response.json().data.id as number
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id))
    expect(row?.processAt.getTime()).toBe(window.getTime())
    return { id, windowAt }
  }

  /**
   * Milliseconds from `since` until the withdrawal's batch has its multiSend recorded as sent, and until it is marked
   * paid; the batch logged and counted once, with the multiSend's hash.
   */
  async function paidAfter(id: number, since: number) {
    const batchOf = async () => {
      const [w] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id))
      if (!w?.batchId) return undefined
      return (await t.database.db.select().from(payoutBatches).where(eq(payoutBatches.id, w.batchId)))[0]
    }
    const sent = await until('sent', 120_000, async () =>
      (await batchOf())?.txHash ? Date.now() : undefined,
    )
    const batch = await until('paid', 120_000, async () =>
      (await batchOf())?.status === 'paid' ? batchOf() : undefined,
    )
    const paid = Date.now()
    expect(lines.filter((l) => l.msg === 'payout batch paid' && l.fields['batchId'] === batch?.id)).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ hash: batch?.txHash as Hash, count: 1 }) }),
    ])
    return { sentMs: sent - since, paidMs: paid - since }
  }

  /**
   * A deposit (from its receipt to its ledger credit) and an instant withdrawal whose batch window comes 3 s after
   * it is made (from the window to the batch's multiSend recorded as sent, and to the batch marked paid).
   */
  async function measure(name: string): Promise<Delays> {
    const { hash, minedAt } = await deposit()
    const creditMs = await creditedAfter(hash, minedAt)
    const { id, windowAt } = await withdrawDue(name, 3000)
    const delays = { creditMs, ...(await paidAfter(id, windowAt)) }
    figures[name] = delays
    return delays
  }

  it('idle: a deposit is credited within an indexing interval, a due batch is paid within a minute', async () => {
    const delays = await measure('idle')
    expect(delays.creditMs).toBeLessThan(CREDIT_BOUND_MS)
    expect(delays.sentMs).toBeLessThan(60_000)
  }, 120_000)

  it('with 300 randomness requests and bridge transfers waiting: payouts and credits are not starved, the bridge keeps moving, the lag metrics stay fresh', async () => {
    // The backlog: every box opened alone (one randomness request each), all handed to the BSC node at once.
    await Promise.all(
      buyers.map(async (buyer) => {
        const ids = boxes.get(buyer.address) ?? []
        expect(ids).toHaveLength(BOXES_EACH)
        let nonce = await chains.bsc.publicClient.getTransactionCount({
          address: buyer.address,
          blockTag: 'pending',
        })
        for (const id of ids)
          await wallet(buyer).writeContract({
            address: contract('bsc', 'BlindBoxV1'),
            abi: blindBoxAbi,
            functionName: 'open',
            args: [id],
            nonce: nonce++,
            gas: 400_000n,
            chain: null,
          })
      }),
    )
    // And bridge transfers, one card each (of rarity A and up: the seed stakes two of the owner's B cards).
    const owned = (await chains.bsc.publicClient.readContract({
      address: contract('bsc', 'HeroCard'),
      abi: heroCardAbi,
      functionName: 'tokensOfOwner',
      args: [cardOwner.address],
    })) as readonly bigint[]
    const rarities = await Promise.all(
      owned.map(
        (id) =>
          chains.bsc.publicClient.readContract({
            address: contract('bsc', 'HeroCard'),
            abi: heroCardAbi,
            functionName: 'rarityMap',
            args: [id],
          }) as Promise<bigint>,
      ),
    )
    const cards = owned.filter((_, i) => (rarities[i] ?? 0n) >= 2n)
    // The CCIP fee plus the bridge fee of one card (exchange pays any excess back).
    const [ccipFee, bridgeFee] = (await chains.bsc.publicClient.readContract({
      address: contract('bsc', 'CardBridge'),
      abi: cardBridgeAbi,
      functionName: 'quote',
      args: [1n],
    })) as readonly [bigint, bigint, Address]
    const fee = ccipFee + bridgeFee
    const bridged = cards.slice(0, BRIDGE_TRANSFERS)
    expect(bridged.length).toBeGreaterThan(2)
    let nonce = await chains.bsc.publicClient.getTransactionCount({
      address: cardOwner.address,
      blockTag: 'pending',
    })
    const exchanges: Hash[] = []
    for (const card of bridged)
      exchanges.push(
        await wallet(cardOwner).writeContract({
          address: contract('bsc', 'CardBridge'),
          abi: cardBridgeAbi,
          functionName: 'exchange',
          args: [[card]],
          value: fee,
          nonce: nonce++,
          gas: 600_000n,
          chain: null,
        }),
      )
    const receipts = await Promise.all(
      exchanges.map((hash) =>
        chains.bsc.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 200 }),
      ),
    )
    const messageIds = receipts.map(
      (r) =>
        parseEventLogs({ abi: cardBridgeAbi, logs: r.logs, eventName: 'ExchangeRequested' })[0]?.args
          .messageId,
    ) as Hash[]
    expect(messageIds).toHaveLength(bridged.length)

    // The keeper has learnt the requests: hundreds wait. Discovery reads each request from the node; the devnet VRF
    // node's pass, which discovers, fulfils a few requests at a time. A node that fulfilled them one at a time, each
    // waited a block for, would take far longer than the bound to learn the backlog; the delays measured below are
    // what the test is about.
    await until('randomness requests discovered', 90_000, async () =>
      (await pendingRandomness()) >= 250 ? true : undefined,
    )

    const delays = await measure('randomness + bridge backlog')
    expect(delays.creditMs).toBeLessThan(CREDIT_BOUND_MS)
    expect(delays.sentMs).toBeLessThan(60_000)
    // Still hundreds of randomness requests waiting when the batch was paid.
    expect(await pendingRandomness()).toBeGreaterThanOrEqual(100)

    // The lag metrics are fresh: the BSC indexer passed within the last few seconds and is at the head.
    const text = await metricsText()
    const lastPass = Number(/^keeper_loop_last_pass_seconds\{loop="index.bsc"\} (\S+)$/m.exec(text)?.[1])
    expect(Date.now() / 1000 - lastPass).toBeLessThan((POLL_MS + 10_000) / 1000)
    expect(Number(/^keeper_indexer_lag_blocks\{chain="bsc"\} (\S+)$/m.exec(text)?.[1])).toBeLessThanOrEqual(2)
    expect(text).toMatch(/^ledger_payout_lag_seconds 0$/m)

    // The bridge moves while the randomness backlog is still there: the keeper delivers the CCIP messages on Polygon.
    await until('bridge transfers completed', 120_000, async () => {
      const states = await Promise.all(
        messageIds.map((messageId) =>
          chains.polygon.publicClient.readContract({
            address: contract('polygon', 'CardBridgeMinter'),
            abi: cardBridgeMinterAbi,
            functionName: 'messageState',
            args: [messageId],
          }),
        ),
      )
      return states.filter((state) => state === 1).length >= 2 ? true : undefined
    })
    expect(await pendingRandomness()).toBeGreaterThanOrEqual(100)
    // One account sent for every job side by side: no send was refused (nonces) and no transaction reverted.
    expect(lines.filter((l) => /failed|reverted/.test(l.msg ?? ''))).toEqual([])
  }, 120_000)

  it('restarted during the backlog: the new keeper credits a deposit and pays a batch that fell due while it was down, in its first seconds', async () => {
    await keeper.stop()
    const { hash } = await deposit()
    const { id, windowAt } = await withdrawDue('restart', 1000)
    // The window passes while no keeper runs; hundreds of randomness requests still wait.
    await sleep(windowAt - Date.now() + 2000)
    expect(await pendingRandomness()).toBeGreaterThanOrEqual(100)
    const startedAt = Date.now()
    keeper = await start()
    const creditMs = await creditedAfter(hash, startedAt)
    const delays = { creditMs, ...(await paidAfter(id, startedAt)) }
    figures['restarted in the backlog (from the start)'] = delays
    expect(delays.creditMs).toBeLessThan(CREDIT_BOUND_MS)
    expect(delays.sentMs).toBeLessThan(60_000)
    expect(await pendingRandomness()).toBeGreaterThanOrEqual(100)
  }, 120_000)
})
