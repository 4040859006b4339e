import type { FinaverseBareClient } from '@finaverse/sdk'
import { waitForBoxReveal } from '@finaverse/sdk/actions'
import { getRandomnessRequestQueryOptions } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { getBlock } from 'viem/actions'
import { isTimedOut } from '../randomness/timeout'
import { type BoxOpening, markRevealed } from './openings'

/** Where an opening stands: the open is mined and waits for Chainlink VRF, VRF answers, or (never answered in time)
 * anyone may cancel it and take the boxes back. */
export type RevealStage = 'requested' | 'timedOut' | 'revealed'

/** How often the request's status and the block time are read while a reveal is under way (ms). */
const POLL = 2_000
/**
 * How often the reveal watcher asks for the block number (ms); it reads the logs only when a block has come. A reveal
 * shows within about this long of its fulfilment being mined (`pnpm bench:reveal`, docs/benchmarks/web.md): one
 * `eth_blockNumber` call each time while a reveal is awaited.
 */
const REVEAL_POLL = 500

/**
 * The live status of a box opening: the SDK's `waitForBoxReveal` (it reads `BoxRevealed` logs from the open's block,
 * so a reveal that happened while the page was closed is found at once), and while it waits the VRF adapter's request
 * and the latest block's time, to say whether the request has timed out (then anyone may cancel it and the boxes come
 * back). The reveal is recorded in the opening list once found.
 */
export function useBoxReveal(client: FinaverseBareClient, opening: BoxOpening) {
  const chainId = client.chain.id
  const revealedBefore = opening.revealed
  const reveal = useQuery({
    queryKey: ['box-reveal', chainId, String(opening.requestId)],
    queryFn: async ({ signal }) => {
      const result = await waitForBoxReveal(client, {
        box: opening.box as Address,
        tokenIds: opening.tokenIds,
        fromBlock: opening.fromBlock,
        pollingInterval: REVEAL_POLL,
        timeout: 60 * 60_000,
        signal,
      })
      const revealed = { cards: result.cards, transactionHash: result.transactionHash }
      markRevealed(chainId, opening.requestId, revealed)
      return revealed
    },
    enabled: revealedBefore === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 3,
  })
  const revealed = revealedBefore ?? reveal.data
  const request = useQuery({
    ...getRandomnessRequestQueryOptions(client, { requestId: opening.requestId }),
    enabled: revealed === undefined,
    refetchInterval: POLL,
  })
  const now = useQuery({
    queryKey: ['block-time', chainId],
    queryFn: async () => (await getBlock(client, { blockTag: 'latest' })).timestamp,
    enabled: revealed === undefined,
    refetchInterval: POLL,
  })
  let stage: RevealStage = 'requested'
  if (revealed) stage = 'revealed'
  else if (request.data && now.data !== undefined && isTimedOut(request.data, now.data)) stage = 'timedOut'
  return {
    stage,
    revealed,
    request: request.data,
    now: now.data,
    error: reveal.error,
  }
}
