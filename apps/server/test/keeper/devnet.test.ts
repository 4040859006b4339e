// The keeper on the two-chain devnet (Hardhat nodes on free ports, contracts deployed by the contracts package's
// own deploy script through @finaverse/contracts/devnet): the devnet VRF node, the bridge relayer with faults
// injected at every step, the indexer through a reorg and a node restart, and the runtime's /metrics.
import {
  blindBoxAbi,
  cardBridgeAbi,
  cardBridgeMinterAbi,
  heroCardAbi,
  randomnessAdapterAbi,
  worldCupRaffleAbi,
} from '@finaverse/contracts'
import { type Devnet, rpc, startDevnet } from '@finaverse/contracts/devnet'
import { eq, inArray } from 'drizzle-orm'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  parseEventLogs,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../src/db/client.js'
import { keeperCheckpoints, keeperRandomnessRequests, mergeRecords } from '../../src/db/keeper-schema.js'
import { boxRecords, bridgeRequests, worldCupUsers } from '../../src/db/schema.js'
import { DEVNET_KEEPER_KEY, Secret } from '../../src/keeper/config.js'
import { ChainIndexer } from '../../src/keeper/indexer.js'
import { KeeperMetrics } from '../../src/keeper/metrics.js'
import { keeperChain, startKeeper } from '../../src/keeper/runtime.js'
import { transactionsOf } from '../../src/keeper/transactions.js'
import type { ChainRole, KeeperChain, KeeperContext, KeeperLogger } from '../../src/keeper/types.js'
import { keeperModules } from '../../src/modules.js'
import { DevnetCcipNetwork, devnetCcipJob } from '../../src/operator/bridge.js'
import { raffleJob } from '../../src/operator/raffle.js'
import { DevnetVrfNode, randomnessJob } from '../../src/operator/randomness.js'
import { readModelConsumers } from '../../src/readmodels/consumers.js'
import { bigints, createFreshPgDatabase, openTestDatabase } from '../helpers.js'

// Hardhat accounts #1 and #2 (demo accounts of the devnet seed: cards, boxes).
const USER_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const user = privateKeyToAccount(USER_KEY)

// One devnet for the file; the chain work is the same on either database, so it runs in the PGlite project only
// (reason: two devnets at once would double the file's time on the 2-core machine; keeper/lock.test.ts covers
// PostgreSQL's advisory lock).
const onPglite = process.env['TEST_DB'] !== 'postgres'

describe.runIf(onPglite)('keeper on the two-chain devnet', () => {
  let devnet: Devnet
  let chains: Record<ChainRole, KeeperChain>
  let database: Database
  const lines: string[] = []
  const log: KeeperLogger = {
    info: (o, m) => lines.push(JSON.stringify({ ...o, m }, bigints)),
    warn: (o, m) => lines.push(JSON.stringify({ ...o, m }, bigints)),
    error: (o, m) => lines.push(JSON.stringify({ ...o, m }, bigints)),
  }
  let clock = Date.now()
  const metrics = new KeeperMetrics()
  const ctx = (): KeeperContext => ({
    db: database.db,
    chains,
    log,
    now: () => new Date(clock),
    metrics: metrics.registry,
  })
  /** The devnet VRF node: plays Chainlink's network on the mock, with fresh random words. */
  const operator = new DevnetVrfNode({ local: true, metrics })
  /** The devnet's CCIP network, as the keeper plays it (a fresh one: its cursor starts at the start block). */
  const ccip = (confirmations = 0) => new DevnetCcipNetwork({ confirmations, metrics })
  const deliverAll = () => ccip().run(ctx(), new AbortController().signal)
  /** The chains with BSC read 3 blocks deep (the reorg tests: a reorg shallower than that is never seen). */
  const confirmedChains = (): Record<ChainRole, KeeperChain> => ({
    ...chains,
    bsc: keeperChain({
      role: 'bsc',
      chainId: 31337,
      rpcUrl: devnet.rpcUrls[31337] as string,
      key: DEVNET_KEEPER_KEY,
      confirmations: 3,
      contracts: chains.bsc.contracts,
      startBlock: 0n,
    }),
  })
  /** A counter's total over its labels. */
  const total = async (counter: { get(): Promise<{ values: { value: number }[] }> }) =>
    (await counter.get()).values.reduce((n, v) => n + v.value, 0)
  const index = async (which: Record<ChainRole, KeeperChain> = chains, db = database.db) => {
    for (const role of ['bsc', 'polygon'] as const) {
      const indexer = new ChainIndexer({
        db,
        chain: which[role],
        consumers: readModelConsumers(which[role]),
        log,
        metrics,
        maxRange: 500,
      })
      await indexer.catchUp()
    }
  }
  const userWallet = (role: ChainRole) =>
    createWalletClient({ account: user, transport: http(devnet.rpcUrls[role === 'bsc' ? 31337 : 31338]) })
  const send = async (role: ChainRole, call: Parameters<KeeperChain['walletClient']['writeContract']>[0]) => {
    const hash = await userWallet(role).writeContract({ ...call, chain: null, account: user } as never)
    const receipt = await chains[role].publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    return receipt
  }
  const bscContract = (name: string) => chains.bsc.contracts[name] as Address
  const polygonContract = (name: string) => chains.polygon.contracts[name] as Address

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [31337, 31338] })
    const make = (role: ChainRole, chainId: 31337 | 31338, confirmations = 0) =>
      keeperChain({
        role,
        chainId,
        rpcUrl: devnet.rpcUrls[chainId] as string,
        key: DEVNET_KEEPER_KEY,
        confirmations,
        contracts: devnet.deployments[chainId]?.contracts ?? {},
        startBlock: 0n,
      })
    chains = { bsc: make('bsc', 31337), polygon: make('polygon', 31338) }
    database = await openTestDatabase()
    // The user may bridge its cards.
    await send('bsc', {
      address: bscContract('HeroCard'),
      abi: heroCardAbi,
      functionName: 'setApprovalForAll',
      args: [bscContract('CardBridge'), true],
    } as never)
    // Starting and deploying two chains can take minutes on a loaded 2-core machine (a hook, not a test).
  }, 480_000)

  afterAll(async () => {
    if (process.env['KEEPER_TEST_LOG']) console.log(lines.join('\n'))
    await database?.close()
    await devnet?.stop()
  })

  /** The user's HeroCard token ids on BSC with their rarity. */
  async function cards(): Promise<{ id: bigint; rarity: bigint }[]> {
    const ids = (await readBsc('HeroCard', heroCardAbi, 'tokensOfOwner', [user.address])) as readonly bigint[]
    return Promise.all(
      ids.map(async (id) => ({
        id,
        rarity: (await readBsc('HeroCard', heroCardAbi, 'rarityMap', [id])) as bigint,
      })),
    )
  }

  async function mine(blocks: number) {
    for (let i = 0; i < blocks; i++) await rpc(devnet.rpcUrls[31337] as string, 'evm_mine')
  }

  /** A view call on a BSC contract of the deployment. */
  function readBsc(
    name: string,
    abi: Abi,
    functionName: string,
    args: readonly unknown[] = [],
  ): Promise<unknown> {
    return chains.bsc.publicClient.readContract({ address: bscContract(name), abi, functionName, args })
  }

  /** Buys one V1 box (0.01) and returns its token id. */
  async function buyBox(): Promise<bigint> {
    const receipt = await send('bsc', {
      address: bscContract('BlindBoxV1'),
      abi: blindBoxAbi,
      functionName: 'mintMulti',
      args: [1n],
      value: 10n ** 16n,
    } as never)
    return parseEventLogs({ abi: blindBoxAbi, logs: receipt.logs, eventName: 'BoxesBought' })[0]?.args
      .firstTokenId as bigint
  }

  /** Opens a box (a new one unless given) and returns the open's randomness request id. */
  async function openBox(box?: bigint): Promise<bigint> {
    const receipt = await send('bsc', {
      address: bscContract('BlindBoxV1'),
      abi: blindBoxAbi,
      functionName: 'open',
      args: [box ?? (await buyBox())],
    } as never)
    return parseEventLogs({ abi: blindBoxAbi, logs: receipt.logs, eventName: 'BoxesOpened' })[0]?.args
      .requestId as bigint
  }

  async function requestStatus(requestId: bigint): Promise<number> {
    const request = (await readBsc('RandomnessAdapter', randomnessAdapterAbi, 'getRequest', [requestId])) as {
      status: number
    }
    return request.status
  }

  it('fulfils a merge and a box open on the VRF mock with fresh words a block later; the read models record them', async () => {
    const owned = await cards()
    const pair = owned.filter((c) => c.rarity === 3n).slice(0, 2)
    expect(pair).toHaveLength(2)
    const price = (await readBsc('HeroCard', heroCardAbi, 'rarityMergePriceMap', [3n])) as bigint
    const mergeReceipt = await send('bsc', {
      address: bscContract('HeroCard'),
      abi: heroCardAbi,
      functionName: 'addMerge',
      args: [pair[0]?.id, pair[1]?.id, price],
      value: price,
    } as never)
    const [merge] = parseEventLogs({ abi: heroCardAbi, logs: mergeReceipt.logs, eventName: 'MergeAdded' })
    const mergeRequest = merge?.args.requestId as bigint
    const box = await buyBox()
    const openRequest = await openBox(box)
    expect(await requestStatus(mergeRequest)).toBe(1)

    await operator.run(ctx(), chains.bsc, new AbortController().signal)
    expect(await requestStatus(mergeRequest)).toBe(3) // delivered
    expect(await requestStatus(openRequest)).toBe(3)
    // Fresh words, not the mock's predictable keccak256(requestId, 0).
    const words = await Promise.all(
      [mergeRequest, openRequest].map(
        async (id) =>
          (await readBsc('RandomnessAdapter', randomnessAdapterAbi, 'getRequest', [id])) as {
            randomness: bigint
            vrfRequestId: bigint
          },
      ),
    )
    for (const w of words) {
      expect(w.randomness).not.toBe(
        BigInt(
          keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [w.vrfRequestId, 0n])),
        ),
      )
    }
    expect(words[0]?.randomness).not.toBe(words[1]?.randomness)

    await index()
    const [mergeRow] = await database.db
      .select()
      .from(mergeRecords)
      .where(eq(mergeRecords.address, user.address.toLowerCase()))
    expect(mergeRow?.tokenIdA).toBe(String(pair[0]?.id))
    expect(['succeeded', 'failed']).toContain(mergeRow?.status)
    const [boxRow] = await database.db
      .select()
      .from(boxRecords)
      .where(eq(boxRecords.tokenId, String(box)))
    expect(boxRow).toMatchObject({ address: user.address.toLowerCase(), boxType: 'V1' })
    expect(boxRow?.heroId).toBeGreaterThan(0)
    expect(boxRow?.rarity).toMatch(/^(A|S|S\+|SS)$/)
  })

  it('does nothing outside local mode: Chainlink fulfils live requests', async () => {
    const requestId = await openBox()
    await mine(2)
    const live = randomnessJob({ local: false, metrics, intervalMs: 0 })
    clock += 3_600_000
    await live.run(ctx(), new AbortController().signal)
    expect(await requestStatus(requestId)).toBe(1)
    // The live job's deliverer read the pending request and looks again 15 s later; the devnet node below takes it.
    clock += 60_000
    // A fresh node after a restart learns the request from the chain and fulfils it.
    const restarted = new DevnetVrfNode({ local: true, metrics, words: () => 77n, delayBlocks: 1n })
    await restarted.run(ctx(), chains.bsc, new AbortController().signal)
    expect(await requestStatus(requestId)).toBe(1) // learnt in this block, fulfilled from the next one on
    await mine(1)
    await restarted.run(ctx(), chains.bsc, new AbortController().signal)
    expect(await requestStatus(requestId)).toBe(3)
    const request = (await readBsc('RandomnessAdapter', randomnessAdapterAbi, 'getRequest', [requestId])) as {
      randomness: bigint
    }
    expect(request.randomness).toBe(77n)
  })

  it('a 50-pair merge over the callback gas limit: the callback records the word, the keeper delivers it in any mode', async () => {
    const [hero] = (await cards()).filter((c) => c.rarity === 3n)
    const heroId = (await readBsc('HeroCard', heroCardAbi, 'heroIdMap', [hero?.id])) as bigint
    // The devnet's deployer (the keeper's account here) holds MINTER_ROLE: 100 S cards for the user.
    const admin = chains.bsc.walletClient
    const minted = await admin.writeContract({
      address: bscContract('HeroCard'),
      abi: heroCardAbi,
      functionName: 'mintCards',
      args: [user.address, heroId, 3n, 100n],
      chain: null,
      account: admin.account ?? null,
    } as never)
    const mintReceipt = await chains.bsc.publicClient.waitForTransactionReceipt({
      hash: minted,
      pollingInterval: 50,
    })
    const ids = parseEventLogs({ abi: heroCardAbi, logs: mintReceipt.logs, eventName: 'Transfer' }).map(
      (e) => e.args.tokenId as bigint,
    )
    expect(ids).toHaveLength(100)
    const price = (await readBsc('HeroCard', heroCardAbi, 'rarityMergePriceMap', [3n])) as bigint
    const supplyBefore = (await readBsc('HeroCard', heroCardAbi, 'totalSupply')) as bigint
    const receipt = await send('bsc', {
      address: bscContract('HeroCard'),
      abi: heroCardAbi,
      functionName: 'addMergeBatch',
      args: [ids.slice(0, 50), ids.slice(50), Array(50).fill(price)],
      value: price * 50n,
      // Hardhat's node estimates this batch above its 16.7M per-transaction cap and refuses the estimate.
      gas: 12_000_000n,
    } as never)
    const [added] = parseEventLogs({ abi: heroCardAbi, logs: receipt.logs, eventName: 'MergeAdded' })
    const requestId = added?.args.requestId as bigint

    // The devnet VRF node fulfils within the callback gas limit (2.5M, as a Chainlink node would): the word is
    // recorded, the consumer's work does not fit, nothing reverts.
    await new DevnetVrfNode({ local: true, metrics }).run(ctx(), chains.bsc, new AbortController().signal)
    expect(await requestStatus(requestId)).toBe(2) // fulfilled, not delivered
    expect(await readBsc('HeroCard', heroCardAbi, 'totalSupply')).toBe(supplyBefore)

    // The live job (testnets, mainnets: Chainlink fulfils) delivers it: the merges resolve with the recorded word.
    const before = lines.length
    await randomnessJob({ local: false, metrics, intervalMs: 0 }).run(ctx(), new AbortController().signal)
    expect(await requestStatus(requestId)).toBe(3)
    const resolved = (await readBsc('HeroCard', heroCardAbi, 'totalSupply')) as bigint
    // A success burns the pair and mints one card, a failure gives the pair back: one card less per success.
    expect(supplyBefore - resolved).toBeLessThanOrEqual(50n)
    const delivered = lines
      .slice(before)
      .map((l) => JSON.parse(l) as { m: string; requestId?: string; tx?: Hex })
      .find((l) => l.m === 'randomness: recorded word delivered' && l.requestId === String(requestId))
    expect(delivered?.tx).toMatch(/^0x/)
    const deliverReceipt = await chains.bsc.publicClient.getTransactionReceipt({ hash: delivered?.tx as Hex })
    console.log(`deliver() of a 50-pair merge: ${deliverReceipt.gasUsed} gas`)
    const outcomes = parseEventLogs({
      abi: heroCardAbi,
      logs: deliverReceipt.logs,
      eventName: 'MergeResolved',
    })
    expect(outcomes).toHaveLength(50)
    expect(BigInt(outcomes.filter((e) => e.args.success).length)).toBe(supplyBefore - resolved)
    // No bound on `gasUsed`: it is net of the refunds for the storage the merges clear, which vary with the word
    // (2.45M gas was seen once against a 2.5M callback limit). That the work does not fit in the callback is shown
    // above: fulfilled within the limit, not delivered.
    const [row] = await database.db
      .select()
      .from(keeperRandomnessRequests)
      .where(eq(keeperRandomnessRequests.requestId, requestId))
    expect(row?.status).toBe('delivered')
    // Nothing left to deliver: another pass sends nothing.
    const count = lines.length
    await randomnessJob({ local: false, metrics, intervalMs: 0 }).run(ctx(), new AbortController().signal)
    expect(lines.slice(count).filter((l) => l.includes('recorded word delivered'))).toHaveLength(0)
  })

  /** A bridge request of one of the user's cards; returns its nonce. */
  async function bridgeOne(): Promise<bigint> {
    const mine = await cards()
    // Not the S cards (the merge test locks two of them), not B (staked by the devnet seed).
    const card = mine.find((c) => c.rarity >= 2n && c.rarity !== 3n)
    const [ccipFee, fee] = (await readBsc('CardBridge', cardBridgeAbi, 'quote', [1n])) as [bigint, bigint]
    const receipt = await send('bsc', {
      address: bscContract('CardBridge'),
      abi: cardBridgeAbi,
      functionName: 'exchange',
      args: [[card?.id]],
      value: ccipFee + fee,
    } as never)
    return parseEventLogs({ abi: cardBridgeAbi, logs: receipt.logs, eventName: 'ExchangeRequested' })[0]?.args
      .nonce as bigint
  }

  /** The CCIP message id of a request. */
  async function messageOf(nonce: bigint): Promise<Hex> {
    const record = (await readBsc('CardBridge', cardBridgeAbi, 'getRequest', [nonce])) as { messageId: Hex }
    return record.messageId
  }

  /** The Polygon state of a request's message: 0 none, 1 minted, 2 failed, 3 refunded. */
  async function messageState(nonce: bigint): Promise<number> {
    return (await chains.polygon.publicClient.readContract({
      address: polygonContract('CardBridgeMinter'),
      abi: cardBridgeMinterAbi,
      functionName: 'messageState',
      args: [await messageOf(nonce)],
    })) as number
  }

  async function bridgeStatus(nonce: bigint): Promise<number> {
    const record = (await readBsc('CardBridge', cardBridgeAbi, 'getRequest', [nonce])) as { status: number }
    return record.status
  }

  async function destinationEvents(nonce: bigint) {
    const logs = await chains.polygon.publicClient.getContractEvents({
      address: polygonContract('CardBridgeMinter'),
      abi: cardBridgeMinterAbi,
      fromBlock: 0n,
    })
    return parseEventLogs({ abi: cardBridgeMinterAbi, logs }).filter(
      (l) => 'nonce' in l.args && l.args.nonce === nonce,
    )
  }

  async function sourceEvents(nonce: bigint) {
    const logs = await chains.bsc.publicClient.getContractEvents({
      address: bscContract('CardBridge'),
      abi: cardBridgeAbi,
      fromBlock: 0n,
    })
    return parseEventLogs({ abi: cardBridgeAbi, logs })
      .filter((l) => 'nonce' in l.args && l.args.nonce === nonce)
      .map((l) => l.eventName)
  }

  /** Pauses or unpauses the Polygon minter (its messages are then recorded as failed, for a retry). */
  async function pauseDestination(paused: boolean) {
    const admin = chains.polygon.walletClient
    const hash = await admin.writeContract({
      address: polygonContract('CardBridgeMinter'),
      abi: cardBridgeMinterAbi,
      functionName: paused ? 'pause' : 'unpause',
      args: [],
      chain: null,
      account: admin.account ?? null,
    } as never)
    await chains.polygon.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }

  it('delivers a bridge request through the devnet CCIP routers: minted on Polygon, history completed from the events', async () => {
    const nonce = await bridgeOne()
    await index()
    const [before] = await database.db
      .select()
      .from(bridgeRequests)
      .where(eq(bridgeRequests.requestId, String(nonce)))
    expect(before?.status).toBe('pending')
    await deliverAll()
    expect(await messageState(nonce)).toBe(1)
    expect(await bridgeStatus(nonce)).toBe(1)
    const minted = (await destinationEvents(nonce)).filter((e) => e.eventName === 'BridgeCompleted')
    expect(minted).toHaveLength(1)
    await index()
    const [after] = await database.db
      .select()
      .from(bridgeRequests)
      .where(eq(bridgeRequests.requestId, String(nonce)))
    expect(after?.status).toBe('completed')
    expect(after?.polygonTx).toBe(minted[0]?.transactionHash)
    // Nothing left: another pass (a restarted keeper reads from the start block again) delivers nothing twice.
    const count = lines.length
    await deliverAll()
    expect(lines.slice(count).filter((l) => l.includes('devnet CCIP message delivered'))).toHaveLength(0)
    expect((await destinationEvents(nonce)).filter((e) => e.eventName === 'BridgeCompleted')).toHaveLength(1)
  })

  it('waits for the configured confirmations before delivering', async () => {
    const nonce = await bridgeOne()
    const network = ccip(2)
    await network.run(ctx(), new AbortController().signal)
    expect(await messageState(nonce)).toBe(0)
    await rpc(devnet.rpcUrls[31337] as string, 'evm_mine')
    await network.run(ctx(), new AbortController().signal)
    expect(await messageState(nonce)).toBe(0)
    await rpc(devnet.rpcUrls[31337] as string, 'evm_mine')
    await network.run(ctx(), new AbortController().signal)
    expect(await messageState(nonce)).toBe(1)
  })

  it('a message Polygon cannot mint is recorded there (failed), retried after the pause; a refund comes back through the keeper', async () => {
    const retried = await bridgeOne()
    const refunded = await bridgeOne()
    const record = (await readBsc('CardBridge', cardBridgeAbi, 'getRequest', [refunded])) as {
      tokenIds: readonly bigint[]
    }
    await pauseDestination(true)
    try {
      await deliverAll()
    } finally {
      await pauseDestination(false)
    }
    expect(await messageState(retried)).toBe(2)
    expect(await messageState(refunded)).toBe(2)
    const failed = (await destinationEvents(retried)).length
    expect(failed).toBe(0) // MessageFailed carries the message id, not the nonce
    const failure = async (nonce: bigint) => {
      const logs = await chains.polygon.publicClient.getContractEvents({
        address: polygonContract('CardBridgeMinter'),
        abi: cardBridgeMinterAbi,
        eventName: 'MessageFailed',
        args: { messageId: await messageOf(nonce) },
        fromBlock: 0n,
      })
      return (logs[0] as unknown as { args: { data: Hex } }).args.data
    }
    // Anyone retries the first (the user here).
    await send('polygon', {
      address: polygonContract('CardBridgeMinter'),
      abi: cardBridgeMinterAbi,
      functionName: 'retryMessage',
      args: [await messageOf(retried), await failure(retried)],
    } as never)
    expect(await messageState(retried)).toBe(1)
    // The user gives the second up: the refund goes back through CCIP, which the keeper delivers on BSC.
    const refundFee = (await chains.polygon.publicClient.readContract({
      address: polygonContract('CardBridgeMinter'),
      abi: cardBridgeMinterAbi,
      functionName: 'quoteRefund',
    })) as bigint
    await send('polygon', {
      address: polygonContract('CardBridgeMinter'),
      abi: cardBridgeMinterAbi,
      functionName: 'refundMessage',
      args: [await messageOf(refunded), await failure(refunded)],
      value: refundFee,
    } as never)
    expect(await messageState(refunded)).toBe(3)
    await deliverAll()
    expect(await bridgeStatus(refunded)).toBe(2)
    expect(await sourceEvents(refunded)).toEqual(['ExchangeRequested', 'RequestRefunded'])
    const owner = await chains.bsc.publicClient.readContract({
      address: bscContract('HeroCard'),
      abi: heroCardAbi,
      functionName: 'ownerOf',
      args: [record.tokenIds[0] as bigint],
    })
    expect(owner).toBe(user.address)
  })

  it('a keeper stopped mid-pass and started again delivers every message once (the routers are the record)', async () => {
    const first = await bridgeOne()
    const second = await bridgeOne()
    const controller = new AbortController()
    // Stopped as soon as it has delivered one message.
    const stopping = new DevnetCcipNetwork({
      confirmations: 0,
      metrics: {
        ...metrics,
        bridgeOutcomes: { inc: () => controller.abort() },
      } as unknown as KeeperMetrics,
    })
    await stopping.run(ctx(), controller.signal)
    const states = [await messageState(first), await messageState(second)]
    expect(states.filter((s) => s === 1).length).toBeGreaterThanOrEqual(1)
    await deliverAll()
    expect(await messageState(first)).toBe(1)
    expect(await messageState(second)).toBe(1)
    for (const nonce of [first, second])
      expect((await destinationEvents(nonce)).filter((e) => e.eventName === 'BridgeCompleted')).toHaveLength(
        1,
      )
  })

  it('registers the devnet CCIP job in local mode only (no bridge job on testnets and mainnets)', async () => {
    const { operatorModule } = await import('../../src/operator/module.js')
    const jobs = (mode: 'local' | 'live') =>
      (
        operatorModule.jobs?.({
          config: {
            pollMs: 1000,
            mode,
            keeperKey: new Secret(DEVNET_KEEPER_KEY),
          } as never,
          metrics,
        }) ?? []
      ).map((j) => j.name)
    expect(jobs('local')).toContain('bridge')
    expect(jobs('live')).not.toContain('bridge')
    expect(devnetCcipJob({ confirmations: 0, metrics, intervalMs: 5 }).name).toBe('bridge')
  })

  it('hides a reorg of the last blocks behind the confirmations, and rewinds after a deeper one', async () => {
    const bscUrl = devnet.rpcUrls[31337] as string
    const confirmed = confirmedChains()
    await index(confirmed)
    // A request in a block that is then abandoned before it is 3 blocks deep: never seen.
    const snapshot = (await rpc(bscUrl, 'evm_snapshot')) as string
    const dropped = await bridgeOne()
    await rpc(bscUrl, 'evm_mine')
    await index(confirmed)
    const dropTx = await database.db
      .select()
      .from(bridgeRequests)
      .where(eq(bridgeRequests.requestId, String(dropped)))
    expect(dropTx).toHaveLength(0)
    await rpc(bscUrl, 'evm_revert', [snapshot])
    const kept = await bridgeOne() // the same nonce again, in another block
    expect(kept).toBe(dropped)
    for (let i = 0; i < 3; i++) await rpc(bscUrl, 'evm_mine')
    await index(confirmed)
    const [row] = await database.db
      .select()
      .from(bridgeRequests)
      .where(eq(bridgeRequests.requestId, String(kept)))
    const keptTx = (await sourceEvents(kept))[0]
    expect(keptTx).toBe('ExchangeRequested')
    expect(row?.status).toBe('pending')

    // Deeper than the confirmations (0 here): the checkpoint's block is replaced; the indexer rewinds.
    const reorgsBefore = await total(metrics.reorgs)
    await index()
    const snap2 = (await rpc(bscUrl, 'evm_snapshot')) as string
    await rpc(bscUrl, 'evm_mine')
    await index()
    await rpc(bscUrl, 'evm_revert', [snap2])
    await rpc(bscUrl, 'evm_mine', [Number((await chains.bsc.publicClient.getBlock()).timestamp) + 7])
    const replaced = await bridgeOne()
    await index()
    const reorgsAfter = await total(metrics.reorgs)
    expect(reorgsAfter).toBe(reorgsBefore + 1)
    const [replacedRow] = await database.db
      .select()
      .from(bridgeRequests)
      .where(eq(bridgeRequests.requestId, String(replaced)))
    expect(replacedRow?.status).toBe('pending')
    // Deliver what this test left in flight, so the later tests start clean.
    await deliverAll()
  })

  it('a VRF fulfilment reorganised away, shallower and deeper than the confirmations: the box is revealed once on chain and in the read models, its card minted once', async () => {
    const bscUrl = devnet.rpcUrls[31337] as string
    // The read models on this file's PGlite and, with TEST_DATABASE_URL, on a fresh PostgreSQL database too: the
    // same chain indexed into both (one devnet for the file; its reason above).
    const adminUrl = process.env['TEST_DATABASE_URL']
    const pgFresh = adminUrl ? await createFreshPgDatabase(adminUrl) : undefined
    const pgDatabase = pgFresh ? await openDatabase({ databaseUrl: pgFresh.url }) : undefined
    const readModels = [database.db, ...(pgDatabase ? [pgDatabase.db] : [])]
    try {
      const job = randomnessJob({ local: true, metrics, intervalMs: 0 })
      const pass = () => job.run(ctx(), new AbortController().signal)
      const confirmed = confirmedChains()
      const indexAll = async (which = chains) => {
        for (const db of readModels) await index(which, db)
      }
      /** The box's records in each read-model database. */
      const records = (box: bigint) =>
        Promise.all(
          readModels.map((db) =>
            db
              .select()
              .from(boxRecords)
              .where(eq(boxRecords.tokenId, String(box))),
          ),
        )
      /** The box's reveals on the chain as it is now: exactly one, its card id. */
      const revealedOnChain = async (box: bigint) => {
        const reveals = await chains.bsc.publicClient.getContractEvents({
          address: bscContract('BlindBoxV1'),
          abi: blindBoxAbi,
          eventName: 'BoxRevealed',
          args: { tokenId: box },
          fromBlock: 0n,
        })
        expect(reveals).toHaveLength(1)
        return Number(reveals[0]?.args.cardId)
      }
      const cardsHeld = async () => ({
        user: (await readBsc('HeroCard', heroCardAbi, 'balanceOf', [user.address])) as bigint,
        supply: (await readBsc('HeroCard', heroCardAbi, 'totalSupply')) as bigint,
      })
      const reorgedBefore = await total(metrics.randomnessReorged)
      const gapsBefore = transactionsOf(chains.bsc).counts.gapsFilled
      const indexerReorgsBefore = await total(metrics.reorgs)

      // Shallower than the confirmations (3): the fulfilment's block is abandoned before the indexer may see it.
      const shallowBox = await buyBox()
      const shallowRequest = await openBox(shallowBox)
      await indexAll(confirmed)
      const held = await cardsHeld()
      const snapshot = (await rpc(bscUrl, 'evm_snapshot')) as string
      await pass()
      expect(await requestStatus(shallowRequest)).toBe(3) // delivered on this branch
      await mine(1)
      await indexAll(confirmed)
      for (const rows of await records(shallowBox)) expect(rows).toHaveLength(0) // not 3 blocks deep yet
      await rpc(bscUrl, 'evm_revert', [snapshot])
      expect(await requestStatus(shallowRequest)).toBe(1) // pending again: the fulfilment is gone
      await buyBox() // the other branch: another transaction where the fulfilment was
      // The node finds the request pending again and fulfils it again. Its own fulfilment went with the block, so its
      // next nonce is one too high: an automining node refuses it ("nonce too high"), the manager reads the nonce again.
      await pass()
      expect(await requestStatus(shallowRequest)).toBe(3)
      expect(await total(metrics.randomnessReorged)).toBe(reorgedBefore + 1)
      expect(transactionsOf(chains.bsc).counts.gapsFilled).toBe(gapsBefore)
      await mine(3)
      await indexAll(confirmed)
      const shallowCard = await revealedOnChain(shallowBox)
      for (const rows of await records(shallowBox)) {
        expect(rows).toHaveLength(1)
        expect(rows[0]?.heroId).toBe(shallowCard)
      }
      expect(await total(metrics.reorgs)).toBe(indexerReorgsBefore) // hidden behind the confirmations

      // Deeper than the confirmations (0): the indexer records the reveal, then its block is replaced by a branch
      // where the box is revealed in another transaction, with another word.
      const deepBox = await buyBox()
      const deepRequest = await openBox(deepBox)
      await indexAll()
      const snap2 = (await rpc(bscUrl, 'evm_snapshot')) as string
      await pass()
      await indexAll()
      const abandoned = await records(deepBox)
      for (const rows of abandoned) expect(rows).toHaveLength(1)
      await rpc(bscUrl, 'evm_revert', [snap2])
      expect(await requestStatus(deepRequest)).toBe(1)
      // The other branch: a block with another timestamp (another hash where the checkpoint's was), another buy.
      await rpc(bscUrl, 'evm_mine', [Number((await chains.bsc.publicClient.getBlock()).timestamp) + 7])
      await buyBox()
      // Blocks every 200 ms meanwhile, as on a live chain: the node takes the fulfilment with the nonce one too high
      // into its queue, where it would wait for ever; the manager fills the gap below it with an empty transfer.
      await rpc(bscUrl, 'evm_setAutomine', [false])
      await rpc(bscUrl, 'evm_setIntervalMining', [200])
      try {
        await pass()
      } finally {
        await rpc(bscUrl, 'evm_setIntervalMining', [0])
        await rpc(bscUrl, 'evm_setAutomine', [true])
      }
      expect(await requestStatus(deepRequest)).toBe(3)
      expect(await total(metrics.randomnessReorged)).toBe(reorgedBefore + 2)
      expect(transactionsOf(chains.bsc).counts.gapsFilled).toBe(gapsBefore + 1)
      await indexAll()
      expect(await total(metrics.reorgs)).toBe(indexerReorgsBefore + readModels.length) // detected, rewound
      const deepCard = await revealedOnChain(deepBox)
      for (const rows of await records(deepBox)) {
        expect(rows).toHaveLength(1)
        expect(rows[0]?.heroId).toBe(deepCard)
        expect(rows[0]?.txHash).not.toBe(abandoned[0]?.[0]?.txHash) // the new branch's reveal
      }
      // One card per box, on the chain as it is: two boxes, two cards.
      expect(await cardsHeld()).toEqual({ user: held.user + 2n, supply: held.supply + 2n })

      // Nothing left to do: another pass sends nothing; the keeper's rows say delivered; one record per box.
      const fulfilled = await total(metrics.randomnessFulfilled)
      await pass()
      await indexAll()
      expect(await total(metrics.randomnessFulfilled)).toBe(fulfilled)
      const rows = await database.db
        .select()
        .from(keeperRandomnessRequests)
        .where(inArray(keeperRandomnessRequests.requestId, [shallowRequest, deepRequest]))
      expect(rows.map((r) => r.status)).toEqual(['delivered', 'delivered'])
      for (const db of readModels) {
        const boxes = await db
          .select()
          .from(boxRecords)
          .where(inArray(boxRecords.tokenId, [String(shallowBox), String(deepBox)]))
        expect(boxes).toHaveLength(2)
      }
    } finally {
      await pgDatabase?.close()
      await pgFresh?.drop()
    }
  })

  it('keeps going when a chain node restarts under it (fresh chain, same addresses): retries, then completes', async () => {
    await index()
    const nonce = await bridgeOne()
    await index()
    await devnet.stopNode(31338)
    const network = ccip()
    await expect(network.run(ctx(), new AbortController().signal)).rejects.toThrow()
    expect(await messageState(nonce).catch(() => 'unreachable')).toBe('unreachable')
    await expect(index()).rejects.toThrow()
    await devnet.restartNode(31338)
    // The restarted chain has the same contracts (its deploy ran again) and none of the old messages' effects.
    await network.run(ctx(), new AbortController().signal)
    expect(await messageState(nonce)).toBe(1)
    // The Polygon indexer sees a chain whose blocks are not the ones it checkpointed: it rewinds and goes on.
    await index()
    const [checkpoint] = await database.db
      .select()
      .from(keeperCheckpoints)
      .where(eq(keeperCheckpoints.consumer, 'polygon:HeroCard:merges'))
    const head = await chains.polygon.publicClient.getBlockNumber({ cacheTime: 0 })
    expect(checkpoint?.blockNumber).toBe(head)
  }, 120_000)

  it('fills the World Cup read model from the seeded cheers and tickets, and draws the weekly raffle', async () => {
    const raffle = bscContract('WorldCupRaffle')
    expect(raffle).toBeTruthy()
    await index()
    const users = await database.db.select().from(worldCupUsers)
    expect(users.length).toBeGreaterThan(0)
    const round = (await readBsc('WorldCupRaffle', worldCupRaffleAbi, 'raffleRound')) as number
    const onChain = (await readBsc('WorldCupRaffle', worldCupRaffleAbi, 'raffleRoundTickets', [
      BigInt(round),
    ])) as bigint
    expect(onChain).toBeGreaterThan(0n)
    expect(BigInt(users.reduce((n, u) => n + u.raffleTickets, 0))).toBe(onChain)
    expect(users.some((u) => u.stakeActivities > 0)).toBe(true)

    const draw = raffleJob({ metrics, intervalMs: 0 })
    await draw.run(ctx(), new AbortController().signal)
    expect(await readBsc('WorldCupRaffle', worldCupRaffleAbi, 'raffleRound')).toBe(round) // a week has not passed
    await rpc(devnet.rpcUrls[31337] as string, 'evm_increaseTime', [7 * 24 * 3600])
    await mine(1)
    await draw.run(ctx(), new AbortController().signal)
    expect(await readBsc('WorldCupRaffle', worldCupRaffleAbi, 'raffleRound')).toBe(round + 1)
    clock += 3_600_000
    await operator.run(ctx(), chains.bsc, new AbortController().signal)
    const winners = await chains.bsc.publicClient.getContractEvents({
      address: raffle,
      abi: worldCupRaffleAbi,
      eventName: 'RaffleWinner',
      fromBlock: 0n,
    })
    expect(winners.length).toBeGreaterThan(0)
    expect(winners.every((w) => w.args.round === BigInt(round))).toBe(true)
  })

  it('indexes under a provider range limit (adaptive range) and rolls a failed batch back with its checkpoint', async () => {
    const bscUrl = devnet.rpcUrls[31337] as string
    let refused = 0
    // The edge: a provider that refuses eth_getLogs over more than 16 blocks, in front of the real node
    // (src/keeper/indexer.ts cuts a range of the devnet's 270+ blocks into 16 wider parts: the range must shrink).
    const limited = custom({
      async request({ method, params }) {
        if (method === 'eth_getLogs') {
          const [filter] = params as [{ fromBlock: Hex; toBlock: Hex }]
          if (BigInt(filter.toBlock) - BigInt(filter.fromBlock) >= 16n) {
            refused++
            throw new Error('query exceeds max block range 16')
          }
        }
        return rpc(bscUrl, method, params as unknown[])
      },
    })
    const chain: KeeperChain = {
      ...chains.bsc,
      publicClient: createPublicClient({ transport: limited }) as never,
    }
    const fresh = await openTestDatabase()
    try {
      const [inner] = readModelConsumers(chain).filter((c) => c.name === 'bsc:CardBridge')
      if (!inner) throw new Error('no CardBridge consumer')
      let failOnce = true
      const consumer = {
        ...inner,
        async handle(tx: Parameters<typeof inner.handle>[0], logs: Parameters<typeof inner.handle>[1]) {
          await inner.handle(tx, logs)
          if (failOnce && logs.length > 0) {
            failOnce = false
            throw new Error('consumer crashed')
          }
        },
      }
      const indexer = new ChainIndexer({
        db: fresh.db,
        chain,
        consumers: [consumer],
        log,
        metrics,
        maxRange: 5000,
      })
      await expect(indexer.catchUp()).rejects.toThrow('consumer crashed')
      // Nothing of the failed batch stayed, and its checkpoint did not move past it.
      expect(await fresh.db.select().from(bridgeRequests)).toHaveLength(0)
      await indexer.catchUp()
      expect(refused).toBeGreaterThan(0)
      const requested = (
        await chains.bsc.publicClient.getContractEvents({
          address: bscContract('CardBridge'),
          abi: cardBridgeAbi,
          eventName: 'ExchangeRequested',
          fromBlock: 0n,
        })
      ).map((l) => String(l.args.nonce))
      const rows = await fresh.db.select({ id: bridgeRequests.requestId }).from(bridgeRequests)
      expect(rows.map((r) => r.id).sort()).toEqual([...new Set(requested)].sort())
      const [checkpoint] = await fresh.db
        .select()
        .from(keeperCheckpoints)
        .where(eq(keeperCheckpoints.consumer, 'bsc:CardBridge'))
      expect(checkpoint?.blockNumber).toBe(await chains.bsc.publicClient.getBlockNumber({ cacheTime: 0 }))
    } finally {
      await fresh.close()
    }
  }, 120_000) // walks the whole devnet history 16 blocks at a time: slow on a loaded 2-core machine

  it('runs as a whole: the runtime resolves a box open and serves /metrics', async () => {
    const fresh = await openTestDatabase()
    const keeper = await startKeeper({
      database: fresh,
      chains,
      log,
      modules: keeperModules,
      config: {
        pollMs: 100,
        host: '127.0.0.1',
        port: 0,
        lockRetryMs: 100,
        maxBlockRange: 1000,
        mode: 'local',
        keeperKey: new Secret(DEVNET_KEEPER_KEY),
      },
    })
    try {
      await keeper.active
      const box = await buyBox()
      await send('bsc', {
        address: bscContract('BlindBoxV1'),
        abi: blindBoxAbi,
        functionName: 'open',
        args: [box],
      } as never)
      await mine(2)
      const deadline = Date.now() + 30_000
      let rows: unknown[] = []
      while (Date.now() < deadline) {
        rows = await fresh.db
          .select()
          .from(boxRecords)
          .where(eq(boxRecords.tokenId, String(box)))
        if (rows.length > 0) break
        await new Promise((r) => setTimeout(r, 200))
      }
      expect(rows).toHaveLength(1)
      // The queue gauge is set at the end of each randomness pass; the pass that fulfilled the request may have
      // counted it before the indexer marked it done, so the gauge reads 0 from the next pass on.
      const queueEmpty = /^keeper_queue_depth\{queue="randomness"\} 0$/m
      let text = ''
      const metricsDeadline = Date.now() + 15_000
      while (Date.now() < metricsDeadline) {
        text = await (await fetch(`${keeper.metricsUrl}/metrics`)).text()
        if (queueEmpty.test(text)) break
        await new Promise((r) => setTimeout(r, 200))
      }
      expect(text).toMatch(/^keeper_active 1$/m)
      expect(text).toMatch(/^keeper_indexer_lag_blocks\{chain="bsc"\} \d+$/m)
      expect(text).toMatch(queueEmpty)
      expect(text).toMatch(/^keeper_randomness_fulfilled_total [1-9]\d*$/m)
      expect(text).toMatch(/^keeper_chain_head_block\{chain="polygon"\} \d+$/m)
      expect(text).toContain('keeper_failures_total')
      const health = (await (await fetch(`${keeper.metricsUrl}/healthz`)).json()) as { status: string }
      expect(health.status).toBe('active')
    } finally {
      await keeper.stop()
      await fresh.close()
    }
  }, 60_000)
})
