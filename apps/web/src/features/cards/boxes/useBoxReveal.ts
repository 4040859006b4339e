import type { FinaverseClient } from '@finaverse/sdk'
import { waitForBoxReveal } from '@finaverse/sdk/actions'
import { getRandomnessRequestQueryOptions } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { type BoxOpening, markRevealed } from './openings'

/** Where an opening stands: the open is mined, its entropy block comes, the operator answers, or anyone may resolve it. */
export type RevealStage = 'requested' | 'waitingEntropy' | 'timedOut' | 'revealed'

/** How often the chain is polled while a reveal is under way (ms). */
const POLL = 2_000

/**
 * The live status of a box opening: the SDK's `waitForBoxReveal` (it reads `BoxRevealed` logs from the open's block,
 * so a reveal that happened while the page was closed is found at once), and while it waits the coordinator's request
 * and the chain's block, to say whether the entropy block exists yet and whether the request has timed out (then
 * anyone may resolve it with the public fallback). The reveal is recorded in the opening list once found.
 */
export function useBoxReveal(client: FinaverseClient, opening: BoxOpening) {
  const chainId = client.chain.id
  const revealedBefore = opening.revealed
  const reveal = useQuery({
    queryKey: ['box-reveal', chainId, String(opening.requestId)],
    queryFn: async ({ signal }) => {
      const result = await waitForBoxReveal(client, {
        box: opening.box as Address,
        tokenIds: opening.tokenIds,
        fromBlock: opening.fromBlock,
        pollingInterval: POLL,
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
  const block = useQuery({
    queryKey: ['block-number', chainId],
    queryFn: () => client.getBlockNumber({ cacheTime: 0 }),
    enabled: revealed === undefined,
    refetchInterval: POLL,
  })
  let stage: RevealStage = 'requested'
  if (revealed) stage = 'revealed'
  else if (request.data && block.data !== undefined) {
    if (request.data.status === 'pending' && block.data >= request.data.timeoutBlock) stage = 'timedOut'
    else if (block.data > request.data.entropyBlock) stage = 'waitingEntropy'
  }
  return {
    stage,
    revealed,
    request: request.data,
    block: block.data,
    error: reveal.error,
  }
}
