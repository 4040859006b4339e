import { getDeployment } from '@finaverse/contracts'
import {
  BLOCKS_PER_YEAR,
  chainIdsFor,
  farmApr,
  finaUsdPrice,
  fromBaseUnits,
  lpUsdPrice,
  mul,
  quoteUsdPrice,
  tierApy,
} from '@finaverse/domain'
import {
  farmEmission,
  getReserves,
  getTiers,
  totalSupply as lpSupply,
  poolIdOf,
  poolInfo,
} from '@finaverse/sdk/actions'
import { type Address, createPublicClient, type PublicClient, type Transport } from 'viem'
import type { Config } from '../config.js'
import { ApiError } from '../errors.js'
import { rpcTransport } from '../rpc.js'

export type PoolName = 'FINA-BUSD' | 'FINA-BNB' | 'FINA-MATIC'

/** Where the price service reads one chain: its client, FINA, the pairs on it and the farm. */
export type ChainSource = {
  chainId: number
  client: PublicClient<Transport>
  fina: Address
  pairs: Partial<Record<PoolName, Address>>
  farm: Address | undefined
  blocksPerYear: number
}

export type PriceSnapshot = {
  price: { FINA: number; BNB: number; MATIC: number; updatedAt: string }
  lps: {
    pools: {
      pool: PoolName
      chainId: number
      address: string
      reserveFina: string
      reserveQuote: string
      totalSupply: string
      lpPrice: number
    }[]
    updatedAt: string
  }
  apy: { pools: Record<string, { tier: number; apy: number }[]>; updatedAt: string }
  tvls: { pools: Record<string, number>; total: number; updatedAt: string }
}

export type PriceService = {
  snapshot(): Promise<PriceSnapshot>
  /** The cached snapshot while it is fresh (no promise), else undefined: then `snapshot()` reads the chains. */
  current?(): PriceSnapshot | undefined
}

/** Contract names the deploy script writes to `deployments/<chainId>.json`. */
const names = {
  fina: 'FinaToken',
  farm: 'FinaFarm',
  'FINA-BUSD': 'FinaBusdPair',
  'FINA-BNB': 'FinaBnbPair',
  'FINA-MATIC': 'FinaMaticPair',
} as const

/** Chain sources from the configured RPC URLs and the contracts package's deployments. */
export function chainSourcesFromConfig(config: Config): ChainSource[] {
  const sources: ChainSource[] = []
  const ids = chainIdsFor(config.mode)
  for (const [role, chainId, pools, blocksPerYear] of [
    ['bsc', ids.bsc, ['FINA-BUSD', 'FINA-BNB'], BLOCKS_PER_YEAR.bsc],
    ['polygon', ids.polygon, ['FINA-MATIC'], BLOCKS_PER_YEAR.polygon],
  ] as const) {
    const rpc = config.rpc[role]
    // Every URL of the chain (rpc.ts: the next one when one fails, a lagging one last), when `rpc` heads the list.
    const list = config.rpcLists?.[role] ?? []
    const urls = rpc ? (list[0] === rpc ? list : [rpc]) : []
    const deployment = getDeployment(chainId)
    if (urls.length === 0 || !deployment) continue
    const fina = deployment.contracts[names.fina]
    if (!fina) continue
    const pairs: Partial<Record<PoolName, Address>> = {}
    for (const pool of pools) {
      const address = deployment.contracts[names[pool]]
      if (address) pairs[pool] = address
    }
    sources.push({
      chainId,
      client: createPublicClient({
        transport: rpcTransport(urls, { timeoutMs: 3_000, retryCount: 0, batch: true }),
      }) as PublicClient<Transport>,
      fina,
      pairs,
      farm: deployment.contracts[names.farm],
      blocksPerYear,
    })
  }
  return sources
}

const toNumber = (value: string) => Number(value)

/** A pair's reserves (the SDK's `getReserves`) and its LP supply (`totalSupply`), FINA's side first. */
async function readPair(source: ChainSource, pool: PoolName, address: Address) {
  const [{ token0, reserve0, reserve1 }, totalSupply] = await Promise.all([
    getReserves(source.client, { pair: address }),
    lpSupply(source.client, { token: address }),
  ])
  const reserves = [reserve0, reserve1] as const
  const finaIs0 = token0.toLowerCase() === source.fina.toLowerCase()
  // Every quote token of these pairs (BUSD, WBNB, WMATIC) has 18 decimals, like FINA.
  return {
    pool,
    chainId: source.chainId,
    address,
    reserveFina: fromBaseUnits(finaIs0 ? reserves[0] : reserves[1], 18),
    reserveQuote: fromBaseUnits(finaIs0 ? reserves[1] : reserves[0], 18),
    totalSupply: fromBaseUnits(totalSupply, 18),
  }
}

/** How old a snapshot may be when a new read fails and it is answered instead (its `updatedAt` fields say its age). */
export const PRICE_STALE_MS = 5 * 60_000

/**
 * How long a request waits for a new read when a snapshot within PRICE_STALE_MS is there to answer instead. A read is
 * several rounds of calls, each up to the 3-s timeout: on slow nodes it outlasted the socket's idle timeout
 * (`timeouts.connectionMs`, 10 s), and the request was cut off without an answer (a 502 behind a proxy).
 */
export const PRICE_WAIT_MS = 2_000

/**
 * Prices, LP values, APY per tier and TVL from pool reserves and the farm, cached for PRICE_CACHE_MS; concurrent
 * requests share one read. When a chain or contract cannot be read (a node down, or too slow for the 3-s timeout),
 * or a read takes longer than `waitMs`, the last snapshot up to `staleMs` old is answered, with its `updatedAt` (a
 * slow read goes on and updates the cache); with none, the request waits for the read, and a failed read is
 * 503 CHAIN_UNAVAILABLE.
 */
export function createPriceService(
  sources: () => ChainSource[],
  cacheMs: number,
  now: () => Date = () => new Date(),
  staleMs: number = PRICE_STALE_MS,
  waitMs: number = PRICE_WAIT_MS,
): PriceService {
  let cached: { at: number; value: PriceSnapshot } | undefined
  let inFlight: Promise<PriceSnapshot> | undefined

  async function read(): Promise<PriceSnapshot> {
    const list = sources()
    const pairReads = list.flatMap((source) =>
      Object.entries(source.pairs).map(([pool, address]) =>
        readPair(source, pool as PoolName, address as Address),
      ),
    )
    const pairs = await Promise.all(pairReads)
    const byName = new Map(pairs.map((pair) => [pair.pool, pair]))
    const busd = byName.get('FINA-BUSD')
    const finaUsd = busd && finaUsdPrice(busd)
    if (!finaUsd) throw new Error('FINA-BUSD pool unavailable')
    const quoteUsd = (pool: PoolName) => {
      const pair = byName.get(pool)
      return pair ? quoteUsdPrice(finaUsd, pair) : '0'
    }
    const updatedAt = now().toISOString()
    const lpPrices = new Map<string, string>()
    const lpPools = pairs.map((pair) => {
      const lpPrice = lpUsdPrice(pair, finaUsd)
      lpPrices.set(pair.address.toLowerCase(), lpPrice)
      return { ...pair, lpPrice: toNumber(lpPrice) }
    })
    const apyPools: Record<string, { tier: number; apy: number }[]> = {}
    const tvlPools: Record<string, number> = {}
    for (const source of list) {
      if (!source.farm) continue
      const farm = source.farm
      const { rewardPerBlock, totalAllocPoint } = await farmEmission(source.client, { farm })
      const staked: [string, Address, string][] = [
        ...Object.entries(source.pairs).map(
          ([pool, address]) =>
            [pool, address as Address, lpPrices.get(String(address).toLowerCase()) ?? '0'] as [
              string,
              Address,
              string,
            ],
        ),
        ...(source.chainId === list[0]?.chainId
          ? [['FINA', source.fina, finaUsd] as [string, Address, string]]
          : []),
      ]
      for (const [pool, token, unitUsd] of staked) {
        let pid: bigint
        try {
          pid = await poolIdOf(source.client, { token, farm })
        } catch {
          continue // not farmed on this chain
        }
        const [info, tiers] = await Promise.all([
          poolInfo(source.client, { pid, farm }),
          getTiers(source.client, { pid, farm }),
        ])
        const tvl = mul(fromBaseUnits(info.totalStaked, 18), unitUsd)
        tvlPools[pool] = toNumber(tvl)
        const apr = farmApr({
          rewardPerBlock: fromBaseUnits(rewardPerBlock, 18),
          blocksPerYear: source.blocksPerYear,
          rewardTokenUsd: finaUsd,
          allocPoint: info.allocPoint,
          totalAllocPoint,
          tvlUsd: tvl,
        })
        apyPools[pool] = tiers.map((tier, index) => ({
          tier: index,
          apy: toNumber(tierApy(apr, tier.rewardBps)),
        }))
      }
    }
    return {
      price: {
        FINA: toNumber(finaUsd),
        BNB: toNumber(quoteUsd('FINA-BNB')),
        MATIC: toNumber(quoteUsd('FINA-MATIC')),
        updatedAt,
      },
      lps: { pools: lpPools, updatedAt },
      apy: { pools: apyPools, updatedAt },
      tvls: { pools: tvlPools, total: Object.values(tvlPools).reduce((a, b) => a + b, 0), updatedAt },
    }
  }

  return {
    current() {
      return cached && now().getTime() - cached.at < cacheMs ? cached.value : undefined
    },
    async snapshot() {
      const time = now().getTime()
      if (cached && time - cached.at < cacheMs) return cached.value
      inFlight ??= read()
        .then((value) => {
          cached = { at: now().getTime(), value }
          return value
        })
        .finally(() => {
          inFlight = undefined
        })
      const pending = inFlight
      const last = cached && time - cached.at <= staleMs ? cached.value : undefined
      if (last) {
        let timer: ReturnType<typeof setTimeout> | undefined
        const slow = new Promise<'slow'>((resolve) => {
          timer = setTimeout(() => resolve('slow'), waitMs)
        })
        const first = await Promise.race([
          pending.then(
            () => 'read' as const,
            () => 'failed' as const,
          ),
          slow,
        ])
        clearTimeout(timer)
        if (first !== 'read') return last
      }
      try {
        return await pending
      } catch {
        if (cached && now().getTime() - cached.at <= staleMs) return cached.value
        throw new ApiError('CHAIN_UNAVAILABLE', 503)
      }
    },
  }
}
