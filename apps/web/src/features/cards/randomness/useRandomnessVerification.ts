import type { FinaverseBareClient } from '@finaverse/sdk'
import type { VerifyRandomnessParameters } from '@finaverse/sdk/actions'
import { createQueryOptionsFactory } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

type ReceiptResult = typeof import('./ReceiptResult')

let loaded: ReceiptResult | undefined

/** The lazy chunk of the check and of the receipt's verdict and details (./ReceiptResult), loaded once. */
async function loadReceiptResult(): Promise<ReceiptResult> {
  loaded ??= await import('./ReceiptResult')
  return loaded
}

/**
 * The verdict and details components once their chunk is loaded: at once after a check ran (the check loads the
 * chunk), else loaded when `needed` turns true. Undefined until then.
 */
export function useReceiptResult(needed: boolean): ReceiptResult | undefined {
  const [module, setModule] = useState(loaded)
  useEffect(() => {
    if (needed && !module) void loadReceiptResult().then(setModule)
  }, [needed, module])
  return module ?? loaded
}

export type RandomnessVerificationParameters = {
  /** The coordinator's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  readonly requestId: bigint | undefined
  /** The outcome the page shows (a consumer event's value); default: the coordinator event's own value. */
  readonly randomness?: bigint | undefined
  /** Verify only once the request is resolved (a reveal arrived); default true. */
  readonly enabled?: boolean
}

/**
 * The SDK's `verifyRandomnessQueryOptions` (same query key, so every receipt of a request shares one check), with the
 * check itself loaded when a receipt first runs it: it comes in one lazy chunk with the receipt's verdict and details.
 */
const verifyRandomnessQueryOptions = createQueryOptionsFactory(
  'verifyRandomness',
  async (client, parameters: VerifyRandomnessParameters) =>
    (await loadReceiptResult()).verify(client, parameters),
)

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
