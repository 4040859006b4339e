import type { FinaverseBareClient } from '@finaverse/sdk'
import { verifyRandomnessQueryOptions } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'

export type RandomnessVerificationParameters = {
  /** The coordinator's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  readonly requestId: bigint | undefined
  /** The outcome the page shows (a consumer event's value); default: the coordinator event's own value. */
  readonly randomness?: bigint | undefined
  /** Verify only once the request is resolved (a reveal arrived); default true. */
  readonly enabled?: boolean
}

/**
 * The browser's own recomputation of a randomness outcome: the SDK's `verifyRandomness` run against the chain's
 * node (the VRF request id, the fulfilment transaction to Chainlink's coordinator, the word), as a TanStack query. The chain data
 * of a resolved request never changes, so the result is kept for the page's life; a failed read retries twice.
 * @example const { data } = useRandomnessVerification(client, { requestId }); data?.valid
 */
export function useRandomnessVerification(
  client: FinaverseBareClient,
  { requestId, randomness, enabled = true }: RandomnessVerificationParameters,
) {
  const parameters =
    randomness === undefined ? { requestId: requestId ?? 0n } : { requestId: requestId ?? 0n, randomness }
  return useQuery({
    ...verifyRandomnessQueryOptions(client, parameters),
    enabled: enabled && requestId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60 * 60_000,
    retry: 2,
  })
}
