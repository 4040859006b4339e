import { finaFarmAbi, finaPairAbi } from '@finaverse/contracts'
import { MESSAGES } from '@finaverse/domain'
import {
  type Address,
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  http,
  type PublicClient,
  parseEther,
  type Transport,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ChainSource, createPriceService } from '../../src/market-data/prices.js'
import { call, createTestApp, type TestApp, testConfig } from '../helpers.js'

const FINA = '0x00000000000000000000000000000000000000f1' as Address
const BUSD = '0x00000000000000000000000000000000000000b0' as Address
const WBNB = '0x00000000000000000000000000000000000000b1' as Address
const WMATIC = '0x00000000000000000000000000000000000000a1' as Address
const busdPair = '0x0000000000000000000000000000000000000101' as Address
const bnbPair = '0x0000000000000000000000000000000000000102' as Address
const maticPair = '0x0000000000000000000000000000000000000103' as Address
const farm = '0x0000000000000000000000000000000000000200' as Address

type PairState = { token0: Address; reserves: [bigint, bigint]; totalSupply: bigint }

/** A chain at the RPC edge: answers eth_call for the pairs and the farm from plain state. */
function fakeChain(pairs: Record<string, PairState>, farmState?: { staked: Record<string, bigint> }) {
  let calls = 0
  const abi = [...finaPairAbi, ...finaFarmAbi]
  const transport = custom({
    async request({ method, params }) {
      if (method === 'eth_chainId') return '0x7a69'
      if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
      calls++
      const { to, data } = (params as [{ to: Address; data: `0x${string}` }])[0]
      const decoded = decodeFunctionData({ abi, data })
      const pair = pairs[to.toLowerCase()]
      const result = (() => {
        if (pair && decoded.functionName === 'getReserves') return [...pair.reserves, 0]
        if (pair && decoded.functionName === 'token0') return pair.token0
        // The other side (the service reads only token0; the SDK's getReserves reads both).
        if (pair && decoded.functionName === 'token1') return pair.token0 === FINA ? BUSD : FINA
        if (pair && decoded.functionName === 'totalSupply') return pair.totalSupply
        if (to.toLowerCase() === farm && farmState) {
          switch (decoded.functionName) {
            case 'rewardPerBlock':
              return parseEther('1')
            case 'totalAllocPoint':
              return 100n
            case 'poolIdOf': {
              const token = String(decoded.args?.[0]).toLowerCase()
              const index = Object.keys(farmState.staked).indexOf(token)
              if (index < 0) throw new Error('execution reverted')
              return BigInt(index)
            }
            case 'poolInfo': {
              const token = Object.keys(farmState.staked)[Number(decoded.args?.[0])] as Address
              return {
                lpToken: token,
                allocPoint: 50,
                lastRewardBlock: 1n,
                accRewardPerShare: 0n,
                totalStaked: farmState.staked[token] as bigint,
              }
            }
            case 'getTiers':
              return [
                { minSeconds: 0, rewardBps: 5000 },
                { minSeconds: 1_296_000, rewardBps: 10000 },
              ]
          }
        }
        throw new Error('execution reverted')
      })()
      return encodeFunctionResult({ abi, functionName: decoded.functionName, result } as never)
    },
  })
  return { client: createPublicClient({ transport }) as PublicClient<Transport>, calls: () => calls }
}

const bsc = fakeChain(
  {
    [busdPair]: {
      token0: FINA,
      reserves: [parseEther('1000000'), parseEther('50000')],
      totalSupply: parseEther('100000'),
    },
    [bnbPair]: {
      token0: WBNB,
      reserves: [parseEther('100'), parseEther('600000')],
      totalSupply: parseEther('5000'),
    },
  },
  { staked: { [busdPair]: parseEther('50000') } },
)
const polygon = fakeChain({
  [maticPair]: {
    token0: FINA,
    reserves: [parseEther('200000'), parseEther('10000')],
    totalSupply: parseEther('1000'),
  },
})
const sources: ChainSource[] = [
  {
    chainId: 31337,
    client: bsc.client,
    fina: FINA,
    pairs: { 'FINA-BUSD': busdPair, 'FINA-BNB': bnbPair },
    farm,
    blocksPerYear: 10_512_000,
  },
  {
    chainId: 31338,
    client: polygon.client,
    fina: FINA,
    pairs: { 'FINA-MATIC': maticPair },
    farm: undefined,
    blocksPerYear: 15_768_000,
  },
]
void BUSD
void WMATIC

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ prices: createPriceService(() => sources, 60_000) })
})
afterAll(() => t.close())

describe('price service', () => {
  it('prices FINA, BNB and MATIC in USD from pool reserves (field BNB for the bridge fee)', async () => {
    const response = await call(t.app, undefined, 'GET', '/price')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({ FINA: 0.05, BNB: 300, MATIC: 1 })
  })

  it('answers lps, tvls and apy per tier with the domain formula', async () => {
    const lps = (await call(t.app, undefined, 'GET', '/lps')).json().data.pools
    expect(lps.find((p: { pool: string }) => p.pool === 'FINA-BUSD')).toMatchObject({
      reserveFina: '1000000',
      reserveQuote: '50000',
      lpPrice: 1,
    })
    expect(lps.find((p: { pool: string }) => p.pool === 'FINA-BNB')).toMatchObject({
      reserveFina: '600000',
      reserveQuote: '100',
      lpPrice: 12,
    })
    const tvls = (await call(t.app, undefined, 'GET', '/tvls')).json().data
    expect(tvls).toMatchObject({ pools: { 'FINA-BUSD': 50000 }, total: 50000 })
    const apy = (await call(t.app, undefined, 'GET', '/apy')).json().data
    // 1 FINA/block x 10,512,000 blocks x $0.05 x 50/100 / $50,000 x 100 = 525.6 %, paid 50 % at tier 0.
    expect(apy.pools['FINA-BUSD']).toEqual([
      { tier: 0, apy: 262.8 },
      { tier: 1, apy: 525.6 },
    ])
  })

  it('caches the chain reads briefly', async () => {
    const before = bsc.calls()
    for (let i = 0; i < 5; i++) await call(t.app, undefined, 'GET', '/price')
    expect(bsc.calls()).toBe(before)
  })

  it('answers 503 CHAIN_UNAVAILABLE when no chain answers, never 500', async () => {
    const dead: ChainSource[] = [
      {
        ...(sources[0] as ChainSource),
        client: createPublicClient({
          transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 1000 }),
        }) as PublicClient<Transport>,
      },
    ]
    const down = await createTestApp({ database: t.database, prices: createPriceService(() => dead, 0) })
    for (const path of ['/price', '/lps', '/apy', '/tvls']) {
      const response = await call(down.app, undefined, 'GET', path)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        ret: 503,
        code: 'CHAIN_UNAVAILABLE',
        msg: MESSAGES.CHAIN_UNAVAILABLE,
      })
    }
    await down.app.close()
  })

  /**
   * The first chain source, each call of it after `before` has run (which may throw: the node is down, or wait: the
   * node is slow). Without viem's retries: a node that is down stays down within a call, and retries with back-off
   * would only add seconds of waiting to each failed read.
   */
  const sourcesBehind = (before: () => void | Promise<void>): ChainSource[] => [
    {
      ...(sources[0] as ChainSource),
      client: createPublicClient({
        transport: custom(
          {
            request: async (args) => {
              await before()
              return (sources[0] as ChainSource).client.request(args as never)
            },
          },
          { retryCount: 0 },
        ),
      }) as PublicClient<Transport>,
    },
  ]

  it('answers the last snapshot, with its age, while a read fails, up to PRICE_STALE_MS; then 503', async () => {
    let down = false
    let clock = Date.parse('2026-11-25T00:00:00Z')
    const flaky = sourcesBehind(() => {
      if (down) throw new Error('node down')
    })
    const service = createPriceService(
      () => flaky,
      1_000,
      () => new Date(clock),
      60_000,
    )
    const first = await service.snapshot()
    down = true
    clock += 30_000
    expect(await service.snapshot()).toBe(first)
    expect(first.price.updatedAt).toBeDefined()
    clock += 31_000
    await expect(service.snapshot()).rejects.toMatchObject({ code: 'CHAIN_UNAVAILABLE' })
    down = false
    const again = await service.snapshot()
    expect(again).not.toBe(first)
    expect(again.price.FINA).toBe(first.price.FINA)
  })

  it('answers the last snapshot when a new read is slow, and the read goes on to update the cache', async () => {
    let gate: Promise<void> | undefined
    let open = () => {}
    let clock = Date.parse('2026-11-25T00:00:00Z')
    const slow = sourcesBehind(async () => {
      if (gate) await gate
    })
    const service = createPriceService(
      () => slow,
      1_000,
      () => new Date(clock),
      60_000,
      100,
    )
    const first = await service.snapshot()
    gate = new Promise<void>((resolve) => {
      open = resolve
    })
    clock += 2_000
    const started = Date.now()
    // The read waits on the gate: the request is answered the last snapshot after about 100 ms, not cut off.
    expect(await service.snapshot()).toBe(first)
    expect(Date.now() - started).toBeLessThan(5_000)
    open()
    gate = undefined
    await vi.waitFor(() => expect(service.current?.()).toBeDefined(), { timeout: 20_000, interval: 50 })
    const fresh = await service.snapshot()
    expect(fresh).not.toBe(first)
    expect(fresh.price.FINA).toBe(first.price.FINA)
    // Without a snapshot to fall back on, a request waits for the read.
    const cold = createPriceService(
      () => slow,
      1_000,
      () => new Date(clock),
      60_000,
      100,
    )
    gate = new Promise<void>((resolve) => {
      open = resolve
    })
    let answered = false
    const waiting = cold.snapshot().then((value) => {
      answered = true
      return value
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBe(false)
    open()
    gate = undefined
    expect((await waiting).price.FINA).toBe(first.price.FINA)
  })

  it('reads a first snapshot when the server starts listening, not for an app that only answers inject', async () => {
    let reads = 0
    const service = createPriceService(() => sources, 1_000)
    const counting = {
      snapshot: () => {
        reads += 1
        return service.snapshot()
      },
    }
    const quiet = await createTestApp({ database: t.database, prices: counting })
    await quiet.app.inject({ method: 'GET', url: '/healthz' })
    expect(reads).toBe(0)
    await quiet.app.listen({ port: 0, host: '127.0.0.1' })
    await vi.waitFor(() => expect(reads).toBe(1))
    await quiet.app.close()
  })

  it('answers 503 with the default configuration when the pools are not deployed or the nodes are down', async () => {
    const config = testConfig({ rpc: { bsc: 'http://127.0.0.1:9', polygon: 'http://127.0.0.1:9' } })
    const app = await createTestApp({ database: t.database, config })
    const response = await call(app.app, undefined, 'GET', '/price')
    expect(response.json()).toMatchObject({ ret: 503, code: 'CHAIN_UNAVAILABLE' })
    await app.app.close()
  })
})
