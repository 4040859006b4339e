// The farm pools of a network mode: which chain role holds each pool of the domain's list and under which pool id
// (from the contracts' deployment of that chain). A mode without a deployment has no pools.
import { getDeployment } from '@finaverse/contracts'
import { type ChainMode, chainsFor, DEFAULT_FARM_POOL, FARM_POOLS, type FarmPool } from '@finaverse/domain'
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
