import type { ChainRole } from '@finaverse/sdk'
import {
  currentUserTierQueryOptions,
  getTiersQueryOptions,
  pendingLPRewardQueryOptions,
} from '@finaverse/sdk/query'
import { useQueries } from '@tanstack/react-query'
import { useNetworkMode } from '../../../wallet/network-mode'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import { stakingPools, tierPayout } from '../pools'

/** What "Claim all" settles: the FINA paid now and forfeited over every pool of a chain, undefined while it loads. */
export type ClaimAllPayout = {
  readonly paid: bigint
  readonly forfeited: bigint
  /** Pools with a pending reward, each with its own figures (the confirm step lists them). */
  readonly pools: readonly {
    readonly pool: string
    readonly paid: bigint
    readonly forfeited: bigint
    readonly share: number
  }[]
}

const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * "Claim all" pays the pending reward of every pool the account stakes in on one chain, each at that pool's current
 * tier, and forfeits the rest (docs/product.md#farm-tiers): the sum over the chain's pools, read like the selected pool's
 * (pending reward, tier, tiers), so the confirm step can show the amount and the forfeit before the signature.
 */
export function useClaimAllPayout(role: ChainRole): ClaimAllPayout | undefined {
  const mode = useNetworkMode()
  const { client, account } = useFinaverseClient(role)
  const pools = stakingPools(mode).filter((p) => p.role === role)
  const user = account ?? NOBODY
  const enabled = account !== undefined
  const pending = useQueries({
    queries: pools.map((p) => ({
      ...pendingLPRewardQueryOptions(client, { pid: p.pid, user }),
      enabled,
      refetchInterval: 10_000,
    })),
  })
  const tiers = useQueries({
    queries: pools.map((p) => ({ ...getTiersQueryOptions(client, { pid: p.pid }), staleTime: 5 * 60_000 })),
  })
  const tier = useQueries({
    queries: pools.map((p) => ({ ...currentUserTierQueryOptions(client, { pid: p.pid, user }), enabled })),
  })
  if (!enabled) return undefined
  let paid = 0n
  let forfeited = 0n
  const rows: { pool: string; paid: bigint; forfeited: bigint; share: number }[] = []
  for (const [i, p] of pools.entries()) {
    const reward = pending[i]?.data
    const poolTiers = tiers[i]?.data
    const index = tier[i]?.data
    if (reward === undefined || poolTiers === undefined || index === undefined) return undefined
    if (reward === 0n) continue
    const payout = tierPayout(
      reward,
      poolTiers.map((t) => ({ minSeconds: Number(t.minSeconds), rewardBps: t.rewardBps })),
      index,
    )
    paid += payout.paid
    forfeited += payout.forfeited
    rows.push({ pool: p.pool, paid: payout.paid, forfeited: payout.forfeited, share: payout.share })
  }
  return { paid, forfeited, pools: rows }
}
