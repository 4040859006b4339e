// The live-conditions rehearsal: the keeper and the API against two Hardhat nodes carrying the test chains' ids (97
// and 80002), deployed through the live path (`@finaverse/contracts/devnet`: Chainlink's VRFCoordinatorV2_5Mock stands
// in for the live coordinator, no demo seed), each reached through a list of three RPC URLs that are fault-injecting
// proxies (test/keeper/rpc-proxy.ts): 429 with Retry-After, 502/503, hangs past the timeout and closed connections at random
// and on schedule, `eth_getLogs` range errors, and a third node lagging behind (stale head, nonce and state). The
// nodes mine every 200 ms (not at once, as a live chain); a base fee spike lands right after the keeper's first payout
// is sent, and the keeper's next BSC transaction after it (the payout's fee replacement, or another job's) is dropped
// by the node: on live chains the keeper sends nothing on Polygon (the bridge rides Chainlink CCIP). The keeper runs in testnet mode (no devnet
// VRF node): Chainlink's network is played by this file, which fulfils the adapter's requests on the mock with its own
// account, straight on the node, as Chainlink's nodes would. Meanwhile players deposit, withdraw through the API, open
// boxes and bridge a card. Pass: every deposit credited once, every due withdrawal paid once, every reveal and bridge
// completed within the times stated in the README, and /metrics shows the faults.
import {
  blindBoxAbi,
  cardBridgeAbi,
  cardBridgeMinterAbi,
  devnetCcipRouterAbi,
  finaTokenAbi,
  gameVaultAbi,
  heroCardAbi,
  randomnessAdapterAbi,
} from '@finaverse/contracts'
import { type Devnet, rpc as nodeRpc, runHardhat, startDevnet } from '@finaverse/contracts/devnet'
import {
  type CcipDelivery,
  executeCcipMessage,
  getCcipMessages,
  getRandomnessCounts,
  getRandomnessRequest,
} from '@finaverse/sdk/actions'
import { eq } from 'drizzle-orm'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hash,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  type PublicClient,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseTransaction,
  toBytes,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boxRecords, withdrawals } from '../../src/db/schema.js'
import { DEVNET_KEEPER_KEY, Secret } from '../../src/keeper/config.js'
import { type Keeper, keeperChain, startKeeper } from '../../src/keeper/runtime.js'
import type { ChainRole, KeeperChain } from '../../src/keeper/types.js'
import { keeperModules } from '../../src/modules.js'
import {
  batchWindowStart,
  bigints,
  call,
  createTestApp,
  type Jar,
  register,
  type TestApp,
  until,
} from '../helpers.js'
import { type RpcProxy, startRpcProxy } from './rpc-proxy.js'

/**
 * The times the README states for a live network's keeper, from the player's transaction mined (the figures of a
 * quiet run are in docs/benchmarks/server-keeper.md). `pnpm test:live` (KEEPER_LIVE=1, this file alone) holds the
 * keeper to them. Inside `pnpm test` the file runs after the rest of the server suite, but beside the contracts'
 * coverage and the browser suite on 2 cores (a bridge there can take several times as long as alone), so there
 * it checks that nothing is lost, stuck or done twice within three times these marks.
 */
const STATED = { depositCreditedMs: 60_000, withdrawalPaidMs: 90_000, revealMs: 90_000, bridgeMs: 120_000 }
const LOAD_FACTOR = process.env['KEEPER_LIVE'] === '1' ? 1 : 3
const MARKS = Object.fromEntries(
  Object.entries(STATED).map(([name, ms]) => [name, ms * LOAD_FACTOR]),
) as typeof STATED

// Hardhat's default accounts (public test keys): #0 deploys and is the keeper (operator, relayer, bridge signer),
// #1 and #2 deposit and withdraw, #4 opens boxes and bridges (one journey per account: a wallet sends one
// transaction at a time), #3 is Chainlink's node.
const keys: Hex[] = [
  DEVNET_KEEPER_KEY,
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
]
const [deployer, alice, bob, chainlink, carol] = keys.map((k) => privateKeyToAccount(k)) as [
  LocalAccount,
  LocalAccount,
  LocalAccount,
  LocalAccount,
  LocalAccount,
]
const NETWORK: Record<number, string> = { 97: 'bscTestnet', 80002: 'polygonAmoy' }
const ID: Record<ChainRole, 97 | 80002> = { bsc: 97, polygon: 80002 }
const vrfMockAbi = parseAbi([
  'function fulfillRandomWordsWithOverride(uint256 _requestId, address _consumer, uint256[] _words)',
])

/** A seeded generator (mulberry32): the random faults of a run can be replayed from the seed it logs. */
function seeded(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('live-conditions rehearsal: chains 97 and 80002 behind faulty RPC lists', () => {
  let devnet: Devnet
  let t: TestApp
  let keeper: Keeper | undefined
  const proxies: Record<ChainRole, RpcProxy[]> = { bsc: [], polygon: [] }
  let chains: Record<ChainRole, KeeperChain>
  /** Direct clients on the nodes: the players' wallets and Chainlink's node are not behind the keeper's RPCs. */
  const direct = {} as Record<ChainRole, PublicClient>
  const seed = Number(process.env['REHEARSAL_SEED'] ?? Date.now() % 1_000_000)
  const random = seeded(seed)
  const cpuAtStart = process.cpuUsage()
  /** The API's clock: the real one until the journey sets it to a batch window. */
  let apiClock: Date | undefined
  let keeperClock = new Date()
  const warnings: string[] = []
  const log = {
    info: () => {},
    warn: (o: object, m?: string) => warnings.push(`${m} ${JSON.stringify(o, bigints)}`),
    error: (o: object, m?: string) => warnings.push(`${m} ${JSON.stringify(o, bigints)}`),
  }
  const scheduled = {
    spike: { armed: true, at: 0, raw: '' as Hex | '' },
    drop: { armed: true, at: 0, hash: '' as Hash | '' },
  }
  let chainlinkStop = false
  let chainlinkLoop: Promise<void> | undefined
  const fulfilled = new Set<bigint>()

  const contract = (role: ChainRole, name: string) => chains[role].contracts[name] as Address
  const wallet = (role: ChainRole, account: LocalAccount) =>
    createWalletClient({ account, transport: http(devnet.rpcUrls[ID[role]], { retryCount: 0 }) })
  async function send(
    role: ChainRole,
    from: LocalAccount,
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
    value?: bigint,
  ) {
    const hash = await wallet(role, from).writeContract({
      address,
      abi,
      functionName,
      args,
      chain: null,
      ...(value !== undefined ? { value } : {}),
    } as never)
    const receipt = await direct[role].waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`)
    return receipt
  }
  const fina = (who: Address) =>
    direct.bsc.readContract({
      address: contract('bsc', 'FinaToken'),
      abi: finaTokenAbi,
      functionName: 'balanceOf',
      args: [who],
    })

  /** Chainlink's network on the mock: every pending request of the adapter fulfilled with a fresh word. */
  async function playChainlink() {
    const client = direct.bsc
    const coordinator = contract('bsc', 'RandomnessAdapter')
    const vrf = (await client.readContract({
      address: coordinator,
      abi: randomnessAdapterAbi,
      functionName: 's_vrfCoordinator',
    })) as Address
    const [, , , callbackGasLimit] = await client.readContract({
      address: coordinator,
      abi: randomnessAdapterAbi,
      functionName: 'vrfConfig',
    })
    while (!chainlinkStop) {
      const { requestCount } = await getRandomnessCounts(client, { coordinator })
      for (let id = 1n; id <= requestCount; id++) {
        if (fulfilled.has(id)) continue
        const request = await getRandomnessRequest(client, { requestId: id, coordinator })
        if (request.status !== 'pending') continue
        const word = BigInt(Math.floor(random() * 2 ** 48)) * 2n ** 200n + id
        // The callback's gas limit plus the mock's own work, as a Chainlink node sends it.
        const hash = await wallet('bsc', chainlink).writeContract({
          address: vrf,
          abi: vrfMockAbi,
          functionName: 'fulfillRandomWordsWithOverride',
          args: [request.vrfRequestId, coordinator, [word]],
          gas: BigInt(callbackGasLimit) + 400_000n,
          chain: null,
        })
        await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        fulfilled.add(id)
      }
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  beforeAll(async () => {
    devnet = await startDevnet({
      chains: [97, 80002],
      env: { DEPLOYER_PRIVATE_KEY: DEVNET_KEEPER_KEY, FARM_FUND_AMOUNT: '100000' },
    })
    for (const role of ['bsc', 'polygon'] as const)
      direct[role] = createPublicClient({ transport: http(devnet.rpcUrls[ID[role]], { retryCount: 0 }) })
    // The two sides of the bridge link to each other's deployment: a second pass of the deploy on each (the live
    // runbook's order), with the mock coordinator as the live one, read from the first pass's adapter.
    const env: Record<string, string> = {
      DEPLOYMENTS_DIR: devnet.deploymentsDir,
      BSC_TESTNET_RPC_URL: devnet.rpcUrls[97] as string,
      POLYGON_AMOY_RPC_URL: devnet.rpcUrls[80002] as string,
      DEPLOYER_PRIVATE_KEY: DEVNET_KEEPER_KEY,
      FARM_FUND_AMOUNT: '100000',
      FINAVERSE_VRF_MOCK: '1',
    }
    for (const chainId of [97, 80002] as const) {
      const role: ChainRole = chainId === 97 ? 'bsc' : 'polygon'
      const adapter = devnet.deployments[chainId]?.contracts['RandomnessAdapter'] as Address
      const [vrf, config] = await Promise.all([
        direct[role].readContract({
          address: adapter,
          abi: randomnessAdapterAbi,
          functionName: 's_vrfCoordinator',
        }),
        direct[role].readContract({
          address: adapter,
          abi: randomnessAdapterAbi,
          functionName: 'vrfConfig',
        }),
      ])
      await runHardhat(
        ['run', 'scripts/deploy/deploy.ts', '--no-compile', '--network', NETWORK[chainId] as string],
        {
          ...env,
          FINAVERSE_VRF_COORDINATOR: vrf as string,
          FINAVERSE_VRF_SUBSCRIPTION_ID: String((config as readonly unknown[])[1]),
          // The stand-in CCIP router the first pass recorded (Chainlink's router has no code on a local node).
          FINAVERSE_CCIP_ROUTER: devnet.deployments[chainId]?.contracts['CCIPRouter'] as string,
        },
      )
    }
    // Chainlink's node (#3) also plays CCIP's network on the stand-in routers: the executor role on Polygon's.
    const polygonRouter = devnet.deployments[80002]?.contracts['CCIPRouter'] as Address
    const routerAdmin = createWalletClient({
      account: deployer,
      transport: http(devnet.rpcUrls[80002], { retryCount: 0 }),
    })
    await direct.polygon.waitForTransactionReceipt({
      hash: await routerAdmin.writeContract({
        address: polygonRouter,
        abi: devnetCcipRouterAbi,
        functionName: 'grantRole',
        args: [keccak256(toBytes('EXECUTOR_ROLE')), chainlink.address],
        chain: null,
      }),
    })
    // The box sale is the admin's step on a live chain (the deploy seeds it on devnets only): box V1 at 0.01.
    const box = devnet.deployments[97]?.contracts['BlindBoxV1'] as Address
    const admin = createWalletClient({
      account: deployer,
      transport: http(devnet.rpcUrls[97], { retryCount: 0 }),
    })
    const cardIds = [21n, 22n, 23n, 24n, 31n, 32n, 33n, 34n, 41n, 42n, 43n, 44n, 51n, 52n, 53n, 54n]
    for (const [functionName, args] of [
      ['setSaleConfig', ['0x0000000000000000000000000000000000000000', parseEther('0.01'), deployer.address]],
      ['setQuotas', [1000n, 20n, 5n]],
      ['setCardsQuota', [cardIds, cardIds.map(() => 40n)]],
      ['startSale', []],
    ] as const) {
      const hash = await admin.writeContract({
        address: box,
        abi: blindBoxAbi,
        functionName,
        args,
        chain: null,
      } as never)
      expect((await direct.bsc.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
        'success',
      )
    }
    // A live chain mines on its own clock, not on every transaction.
    for (const url of Object.values(devnet.rpcUrls)) {
      await nodeRpc(url, 'evm_setAutomine', [false])
      await nodeRpc(url, 'evm_setIntervalMining', [200])
    }
    // Three RPC URLs per chain: two current (random faults), one lagging behind a load balancer; every provider
    // refuses `eth_getLogs` over 64 blocks, and 5 % of them whatever their range (its first one always: a short run
    // could draw none, and the keeper's parts on chains this young are under 64 blocks).
    for (const role of ['bsc', 'polygon'] as const) {
      const url = devnet.rpcUrls[ID[role]] as string
      for (let i = 0; i < 3; i++) {
        const proxy = await startRpcProxy(url, random)
        proxy.maxLogRange = 64
        proxy.logErrorRate = 0.05
        proxy.logRefusals = 1
        if (i < 2) proxy.rates = { '429': 0.02, '502': 0.02, '503': 0.02, close: 0.02, hang: 0.003 }
        else proxy.lagBlocks = 6
        proxy.beforeCall = (c) => beforeNode(role, url, c.method, c.params ?? [])
        proxy.afterCall = (c, answer) => onNode(role, url, c.method, answer.result, c.params?.[0])
        proxies[role].push(proxy)
      }
    }
    const deploymentsDir = devnet.deploymentsDir
    const make = (role: ChainRole) =>
      keeperChain({
        role,
        chainId: ID[role],
        rpcUrl: proxies[role].map((p) => p.url),
        key: DEVNET_KEEPER_KEY,
        confirmations: 1,
        deploymentsDir,
        tx: { maxFeePerGas: 1_000n * 10n ** 9n, replaceAfterMs: 1_500, pollMs: 100 },
        rpc: { timeoutMs: 1_000, retryCount: 3, retryDelayMs: 50, probeMs: 500 },
      })
    chains = { bsc: make('bsc'), polygon: make('polygon') }
    t = await createTestApp({ now: () => apiClock ?? new Date() })
  }, 480_000)

  /**
   * The scheduled chain faults, seen as the keeper's calls pass a proxy: a base fee spike (20 times the fee the
   * payout offers) for the block after the keeper's first payout is sent, and the keeper's next BSC transaction
   * after it dropped by the node.
   */
  const dropDue = (role: ChainRole, raw: unknown) =>
    role === 'bsc' && scheduled.drop.armed && scheduled.spike.at > 0 && raw !== scheduled.spike.raw
  async function onNode(role: ChainRole, url: string, method: string, result: unknown, raw?: unknown) {
    if (method !== 'eth_sendRawTransaction' || !dropDue(role, raw)) return
    if (typeof result === 'string' && (await nodeRpc(url, 'hardhat_dropTransaction', [result]))) {
      scheduled.drop.armed = false
      scheduled.drop.at = Date.now()
      scheduled.drop.hash = result as Hash
    }
    // Mining resumes after the drop, or after a send that failed before it (paused by `beforeNode`, so the drop
    // cannot lose a race with a block).
    await nodeRpc(url, 'evm_setIntervalMining', [200])
  }

  /** Before a keeper transaction reaches the node: the spike is set, or mining paused for the drop. */
  async function beforeNode(role: ChainRole, url: string, method: string, params: unknown[]) {
    if (method !== 'eth_sendRawTransaction') return
    const tx = parseTransaction(params[0] as Hex)
    const vault = chains.bsc.contracts['GameVault']?.toLowerCase()
    if (role === 'bsc' && scheduled.spike.armed && tx.to?.toLowerCase() === vault) {
      scheduled.spike.armed = false
      scheduled.spike.raw = params[0] as Hex
      await nodeRpc(url, 'hardhat_setNextBlockBaseFeePerGas', [toHex((tx.maxFeePerGas ?? 10n ** 9n) * 20n)])
      scheduled.spike.at = Date.now()
      return
    }
    if (dropDue(role, params[0])) await nodeRpc(url, 'evm_setIntervalMining', [0])
  }

  afterAll(async () => {
    chainlinkStop = true
    await chainlinkLoop?.catch(() => {})
    await keeper?.stop()
    for (const p of [...proxies.bsc, ...proxies.polygon]) await p.close()
    await t?.close()
    await devnet?.stop()
    if (process.env['KEEPER_TEST_LOG']) console.log(warnings.join('\n'))
  })

  it(
    'players deposit, withdraw, open boxes and bridge through faults: nothing lost, stuck or done twice',
    async () => {
      const started = Date.now()
      const timings: Record<string, number> = {}
      const jars = new Map<LocalAccount, Jar>()
      for (const player of [alice, bob])
        jars.set(
          player,
          (await register(t.app, `live-${player.address.slice(2, 10).toLowerCase()}@example.com`, player))
            .jar,
        )
      // A minute into a 4-hour batch window: the keeper's clock is past the instant withdrawals' processing time.
      apiClock = batchWindowStart()
      keeperClock = new Date(apiClock.getTime() + 5 * 3_600_000)
      for (const player of [alice, bob])
        await send('bsc', deployer, contract('bsc', 'FinaToken'), finaTokenAbi, 'transfer', [
          player.address,
          parseEther('1000'),
        ])
      keeper = await startKeeper({
        database: t.database,
        chains,
        log,
        modules: keeperModules,
        now: () => keeperClock,
        config: {
          pollMs: 250,
          host: '127.0.0.1',
          port: 0,
          lockRetryMs: 100,
          maxBlockRange: 1000,
          mode: 'testnet',
          keeperKey: new Secret(DEVNET_KEEPER_KEY),
          txStuckMs: 30_000,
        },
      })
      await keeper.active
      chainlinkLoop = playChainlink()
      // Scheduled hangs and 429s on the first URL of each chain, besides the random faults.
      for (const role of ['bsc', 'polygon'] as const)
        proxies[role][0]?.next.push(
          { kind: 'hang' },
          { kind: '429', retryAfter: 1 },
          { kind: '503' },
          { kind: 'close' },
          { kind: 'hang' },
        )

      const balance = async (player: LocalAccount) =>
        BigInt((await call(t.app, jars.get(player), 'GET', '/account/balances')).json().data.deposited)

      /** Two deposits, then two instant withdrawals through the API, paid by the keeper's payout batches. */
      async function depositAndWithdraw(player: LocalAccount, tag: string) {
        const vault = contract('bsc', 'GameVault')
        for (const amount of ['40', '60']) {
          const before = await balance(player)
          await send('bsc', player, contract('bsc', 'FinaToken'), finaTokenAbi, 'approve', [
            vault,
            parseEther(amount),
          ])
          const at = Date.now()
          await send('bsc', player, vault, gameVaultAbi, 'deposit', [parseEther(amount)])
          await until(`${tag} deposit ${amount} credited`, MARKS.depositCreditedMs, async () =>
            (await balance(player)) === before + parseEther(amount) ? true : undefined,
          )
          timings[`deposit ${tag} ${amount}`] = Date.now() - at
        }
        const wallet = await fina(player.address)
        const ids: number[] = []
        for (const [i, amount] of ['20', '30'].entries()) {
          const response = await call(t.app, jars.get(player), 'POST', '/account/withdrawFina', {
            amount,
            wait: 'instant',
            idempotencyKey: `live-${tag}-${i}-${seed}`,
          })
          expect(response.statusCode).toBe(200)
          ids.push(response.json().data.id)
        }
        const at = Date.now()
        await until(`${tag} withdrawals paid`, MARKS.withdrawalPaidMs, async () => {
          const rows = await t.database.db.select().from(withdrawals)
          return ids.every((id) => rows.find((r) => r.id === id)?.status === 'processed') ? true : undefined
        })
        timings[`withdrawals ${tag}`] = Date.now() - at
        return (await fina(player.address)) - wallet
      }

      /** A box bought and opened; revealed once Chainlink's word arrives (the read model records it). */
      async function openBox(player: LocalAccount) {
        const box = contract('bsc', 'BlindBoxV1')
        const price = (await direct.bsc.readContract({
          address: box,
          abi: blindBoxAbi,
          functionName: 'price',
        })) as bigint
        const bought = await send('bsc', player, box, blindBoxAbi, 'mintMulti', [1n], price)
        const tokenId = parseEventLogs({ abi: blindBoxAbi, logs: bought.logs, eventName: 'BoxesBought' })[0]
          ?.args.firstTokenId as bigint
        const at = Date.now()
        await send('bsc', player, box, blindBoxAbi, 'open', [tokenId])
        const rows = await until(`box ${tokenId} revealed`, MARKS.revealMs, async () => {
          const found = await t.database.db
            .select()
            .from(boxRecords)
            .where(eq(boxRecords.tokenId, String(tokenId)))
          return found.length > 0 ? found : undefined
        })
        timings[`reveal ${tokenId}`] = Date.now() - at
        expect(rows).toHaveLength(1)
        return tokenId
      }

      /**
       * One of the player's cards bridged to Polygon. The keeper has no bridge job on live chains: Chainlink's network
       * delivers the message, played here by the test (Chainlink's node, #3) on the stand-in routers.
       */
      async function bridgeCard(player: LocalAccount) {
        const ids = (await direct.bsc.readContract({
          address: contract('bsc', 'HeroCard'),
          abi: heroCardAbi,
          functionName: 'tokensOfOwner',
          args: [player.address],
        })) as readonly bigint[]
        expect(ids.length).toBeGreaterThan(0)
        await send('bsc', player, contract('bsc', 'HeroCard'), heroCardAbi, 'setApprovalForAll', [
          contract('bsc', 'CardBridge'),
          true,
        ])
        const [ccipFee, bridgeFee] = (await direct.bsc.readContract({
          address: contract('bsc', 'CardBridge'),
          abi: cardBridgeAbi,
          functionName: 'quote',
          args: [1n],
        })) as readonly [bigint, bigint, Address]
        const fee = ccipFee + bridgeFee
        const at = Date.now()
        const receipt = await send(
          'bsc',
          player,
          contract('bsc', 'CardBridge'),
          cardBridgeAbi,
          'exchange',
          [[ids[0]]],
          fee,
        )
        const requested = parseEventLogs({
          abi: cardBridgeAbi,
          logs: receipt.logs,
          eventName: 'ExchangeRequested',
        })[0]?.args
        const nonce = requested?.nonce as bigint
        const [message] = await getCcipMessages(direct.bsc, {
          fromBlock: receipt.blockNumber,
          toBlock: receipt.blockNumber,
          router: contract('bsc', 'CCIPRouter'),
        })
        expect(message?.messageId).toBe(requested?.messageId)
        const prepared = await executeCcipMessage(direct.polygon, {
          account: chainlink.address,
          message: message as CcipDelivery,
          router: contract('polygon', 'CCIPRouter'),
        })
        await direct.polygon.waitForTransactionReceipt({
          hash: await wallet('polygon', chainlink).writeContract({
            ...prepared.request,
            chain: null,
          } as never),
        })
        await until(`bridge ${nonce} completed`, MARKS.bridgeMs, async () => {
          const state = await direct.polygon.readContract({
            address: contract('polygon', 'CardBridgeMinter'),
            abi: cardBridgeMinterAbi,
            functionName: 'messageState',
            args: [requested?.messageId as Hex],
          })
          return state === 1 ? true : undefined
        })
        timings[`bridge ${nonce}`] = Date.now() - at
        const minted = parseEventLogs({
          abi: cardBridgeMinterAbi,
          logs: await direct.polygon.getContractEvents({
            address: contract('polygon', 'CardBridgeMinter'),
            abi: cardBridgeMinterAbi,
            fromBlock: 0n,
          }),
        }).filter((l) => l.eventName === 'BridgeCompleted' && 'nonce' in l.args && l.args.nonce === nonce)
        expect(minted).toHaveLength(1)
      }

      const paidOutBefore = (await direct.bsc.readContract({
        address: contract('bsc', 'GameVault'),
        abi: gameVaultAbi,
        functionName: 'totalPaidOut',
      })) as bigint
      const [aliceGot, bobGot, boxes] = await Promise.all([
        depositAndWithdraw(alice, 'alice'),
        depositAndWithdraw(bob, 'bob'),
        (async () => {
          const opened = [await openBox(carol), await openBox(carol)]
          await bridgeCard(carol)
          return opened
        })(),
      ])
      // Every due withdrawal paid once (20 and 30 less the instant fee, as the API quoted them), nothing more.
      const quoted = async (player: LocalAccount) => {
        const items = (
          await call(t.app, jars.get(player), 'GET', '/account/transactions?type=withdrawal')
        ).json().data.items as { status: string }[]
        expect(items.map((i) => i.status)).toEqual(['processed', 'processed'])
      }
      await quoted(alice)
      await quoted(bob)
      const paidOut =
        ((await direct.bsc.readContract({
          address: contract('bsc', 'GameVault'),
          abi: gameVaultAbi,
          functionName: 'totalPaidOut',
        })) as bigint) - paidOutBefore
      expect(aliceGot).toBeGreaterThan(0n)
      expect(aliceGot + bobGot).toBe(paidOut)
      expect(aliceGot).toBe(bobGot)
      expect(aliceGot).toBeLessThanOrEqual(parseEther('50'))
      // Every deposit credited once: 100 each.
      expect(await balance(alice)).toBe(parseEther('100') - parseEther('50'))
      expect(await balance(bob)).toBe(parseEther('100') - parseEther('50'))
      expect(boxes).toHaveLength(2)

      // The scheduled chain faults landed, and the keeper recovered from them: a fee replacement and a re-send.
      expect(scheduled.spike.at).toBeGreaterThan(0)
      expect(scheduled.drop.at).toBeGreaterThan(0)
      const text = await until('the faults on /metrics', 10_000 * LOAD_FACTOR, async () => {
        const body = await (await fetch(`${keeper?.metricsUrl}/metrics`)).text()
        return /keeper_tx_replacements_total\{chain="bsc",reason="fee"\} [1-9]/.test(body) &&
          /keeper_tx_replacements_total\{chain="bsc",reason="dropped"\} [1-9]/.test(body)
          ? body
          : undefined
      })
      expect(text).toMatch(/^keeper_rpc_failed_attempts_total\{chain="bsc"\} [1-9]\d*$/m)
      expect(text).toMatch(/^keeper_rpc_failed_attempts_total\{chain="polygon"\} [1-9]\d*$/m)
      // The node 6 blocks behind (and, at that moment, any whose head could not be read) is asked last.
      expect(text).toMatch(/^keeper_rpc_lagging_nodes\{chain="bsc"\} [1-3]$/m)
      // Nothing stuck: whatever the keeper still has in flight (a job's next transaction) is mined soon.
      await until('no keeper transaction pending on /metrics', 30_000 * LOAD_FACTOR, async () => {
        const body = await (await fetch(`${keeper?.metricsUrl}/metrics`)).text()
        return (
          /^keeper_tx_pending\{chain="bsc",signer="0x[0-9a-fA-F]+"\} 0$/m.test(body) &&
          // On live chains the keeper may send nothing on Polygon (the bridge rides CCIP): no line, or 0.
          !/^keeper_tx_pending\{chain="polygon",signer="0x[0-9a-fA-F]+"\} [1-9]/m.test(body)
        )
      })
      const health = (await (await fetch(`${keeper?.metricsUrl}/healthz`)).json()) as { status: string }
      expect(health.status).toBe('active')
      // Every kind of RPC fault was served.
      const faults: Record<string, number> = {}
      for (const p of [...proxies.bsc, ...proxies.polygon])
        for (const [kind, n] of Object.entries(p.stats.faults)) faults[kind] = (faults[kind] ?? 0) + n
      const cpu = process.cpuUsage(cpuAtStart)
      console.log(
        `rehearsal (seed ${seed}): ${((Date.now() - started) / 1000).toFixed(1)} s, this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (with the devnet start); faults ${JSON.stringify(faults)}; times ${JSON.stringify(timings)}`,
      )
      expect(Object.keys(faults).filter((kind) => (faults[kind] ?? 0) > 0)).toEqual(
        expect.arrayContaining(['429', '502', '503', 'close', 'hang', 'logRange']),
      )
      expect((cpu.user + cpu.system) / 1e6).toBeLessThan(120)
    },
    480_000 * Math.min(LOAD_FACTOR, 2),
  )
})
