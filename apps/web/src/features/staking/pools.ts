// The farm pools of a network mode: which chain role holds each pool of the domain's list and under which pool id
// (from the contracts' deployment of that chain). A mode without a deployment has no pools.
import { getDeployment } from '@finaverse/contracts'
import {
  type ChainMode,
  chainsFor,
  DEFAULT_FARM_POOL,
  FARM_POOLS,
  type FarmPool,
  rewardAtTier,
  type Tier,
} from '@finaverse/domain'
import type { ChainRole } from '@finaverse/sdk'

export type StakingPool = {
  readonly pool: FarmPool
  readonly role: ChainRole
  readonly chainId: number
  readonly pid: bigint
}

/** The pools of a mode in the domain's order (FINA-BUSD, FINA-BNB, FINA, FINA-MATIC), those deployed only. */
export function stakingPools(mode: ChainMode): StakingPool[] {
  const chains = chainsFor(mode)
  const found: StakingPool[] = []
  for (const role of ['bsc', 'polygon'] as const) {
    const chainId = chains[role].id
    const farmPools = getDeployment(chainId)?.farmPools ?? {}
    for (const [pool, pid] of Object.entries(farmPools)) {
      if ((FARM_POOLS as readonly string[]).includes(pool))
        found.push({ pool: pool as FarmPool, role, chainId, pid: BigInt(pid) })
    }
  }
  return found.sort((a, b) => FARM_POOLS.indexOf(a.pool) - FARM_POOLS.indexOf(b.pool))
}

/** The selected pool: the one named in the URL when it exists in this mode, else the default (FINA-MATIC). */
export function selectedPool(
  pools: readonly StakingPool[],
  wanted: FarmPool | undefined,
): StakingPool | undefined {
  return pools.find((p) => p.pool === wanted) ?? pools.find((p) => p.pool === DEFAULT_FARM_POOL) ?? pools[0]
}

/** What the pool stakes: FINA itself, or the pair's LP token. */
export function stakedSymbol(pool: FarmPool): string {
  return pool === 'FINA' ? 'FINA' : `${pool} LP`
}

/** What settling a pending reward pays now and what it forfeits, at the position's current tier. */
export type TierPayout = {
  readonly paid: bigint
  readonly forfeited: bigint
  /** The share paid, in percent (0 before the first tier). */
  readonly share: number
  /** Whether the current tier is the highest (nothing is forfeited there). */
  readonly top: boolean
}

/**
 * The farm pays a pending reward (on a deposit, a withdrawal or a claim) at the current tier's share and forfeits the
 * rest; before the first tier everything is forfeited. `tierIndex` is -1 before the first tier.
 */
export function tierPayout(pending: bigint, tiers: readonly Tier[], tierIndex: number): TierPayout {
  const paid = rewardAtTier(pending, tiers, tierIndex)
  const tier = tiers[tierIndex]
  const share = tier ? tier.rewardBps / 100 : 0
  return { paid, forfeited: pending - paid, share, top: tierIndex >= 0 && tierIndex === tiers.length - 1 }
}
