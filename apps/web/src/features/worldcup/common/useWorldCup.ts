import { allMatchesQueryOptions, getWorldCupStateQueryOptions } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { chainClockQueryOptions } from '../../tx/chainClock'
import { useFinaverseClient } from '../../tx/useFinaverseClient'

/** How often the event's public reads refresh (totals cheered, the live prize pool). */
export const LIVE_MS = 15_000

/**
 * The World Cup's public reads on the BSC-role chain of the current mode: the 64 matches, the event's state
 * (prize pool, totals, settings, dates, raffle round) and the chain's clock, which countdowns and statuses use.
 */
export function useWorldCup() {
  const chain = useFinaverseClient('bsc')
  const matches = useQuery({ ...allMatchesQueryOptions(chain.client, {}), refetchInterval: LIVE_MS })
  const state = useQuery({ ...getWorldCupStateQueryOptions(chain.client, {}), refetchInterval: LIVE_MS })
  const clock = useQuery(chainClockQueryOptions(chain.client))
  const offset = clock.data?.offset ?? 0
  /** The chain's time now (Unix seconds). */
  const now = () => Math.floor(Date.now() / 1000) + offset
  return { ...chain, matches, state, clock, offset, now }
}
