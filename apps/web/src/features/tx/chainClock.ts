// The chain's clock: countdowns of card locks, tiers and World Cup kick-offs count in chain time, which tests may move forward.
import type { FinaverseBareClient } from '@finaverse/sdk'
import { queryOptions } from '@tanstack/react-query'
import { getBlock } from 'viem/actions'

/**
 * The chain's time: the latest block's timestamp and how far it is ahead of this browser's clock (seconds), so a
 * countdown can run on the wall clock and still end when the chain says so. Under `['finaverse', ...]`: a mined
 * write refreshes it with the SDK's reads.
 */
export const chainClockQueryOptions = (client: FinaverseBareClient) =>
  queryOptions({
    queryKey: ['finaverse', 'chainClock', client.chain.id],
    queryFn: async () => {
      const block = await getBlock(client, { blockTag: 'latest' })
      const timestamp = Number(block.timestamp)
      return { timestamp, offset: timestamp - Math.floor(Date.now() / 1000) }
    },
    refetchInterval: 15_000,
  })
