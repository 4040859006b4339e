import type { Tier } from '@finaverse/domain'
import {
  balanceOfQueryOptions,
  currentUserTierQueryOptions,
  farmEmissionQueryOptions,
  getTiersQueryOptions,
  pendingLPRewardQueryOptions,
  poolInfoQueryOptions,
  userLPInfoQueryOptions,
} from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { chainClockQueryOptions } from '../../tx/chainClock'
import { useFinaverseClient } from '../../tx/useFinaverseClient'
import type { StakingPool } from '../pools'

const NOBODY = '0x0000000000000000000000000000000000000000'

/**
 * Everything the farm tab reads for one pool: public (pool info, the farm's emission, tiers, chain clock) and, with a wallet, the
 * player's position (wallet balance of the staked token, deposit, tier, pending reward). Keyed on the account, so
 * an account change shows nothing of the previous one.
 */
export function useFarmPool(pool: StakingPool) {
  const { client, account, ready } = useFinaverseClient(pool.role)
  const pid = pool.pid
  const user = account ?? NOBODY
  const info = useQuery(poolInfoQueryOptions(client, { pid }))
  const tiersQuery = useQuery({ ...getTiersQueryOptions(client, { pid }), staleTime: 5 * 60_000 })
  const emission = useQuery(farmEmissionQueryOptions(client, {}))
  const clock = useQuery(chainClockQueryOptions(client))
  const mine = { enabled: account !== undefined }
  const position = useQuery({ ...userLPInfoQueryOptions(client, { pid, user }), ...mine })
  const pending = useQuery({
    ...pendingLPRewardQueryOptions(client, { pid, user }),
    ...mine,
    refetchInterval: 10_000,
  })
  const tier = useQuery({ ...currentUserTierQueryOptions(client, { pid, user }), ...mine })
  const lpToken = info.data?.lpToken
  const balance = useQuery({
    ...balanceOfQueryOptions(client, { account: user, ...(lpToken ? { token: lpToken } : {}) }),
    enabled: account !== undefined && lpToken !== undefined,
  })
  const tiers: Tier[] | undefined = tiersQuery.data?.map((t) => ({
    minSeconds: Number(t.minSeconds),
    rewardBps: t.rewardBps,
  }))
  return { client, account, ready, info, emission, tiers, clock, position, pending, tier, balance, lpToken }
}

export type FarmPoolState = ReturnType<typeof useFarmPool>
