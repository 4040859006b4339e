import { estimateBridgeFee, validateBridgeSelection } from '@finaverse/domain'
import type { FinaverseBareClient } from '@finaverse/sdk'
import { bridgeCards } from '@finaverse/sdk/actions'
import {
  changeFeeQueryOptions,
  estimatedWaitingTimeQueryOptions,
  quoteBridgeQueryOptions,
} from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { NATIVE_PRICE_FIELD, priceQueryOptions } from '../../tx/price'

export type BridgeEstimate = {
  /** The bridge fee per card (`changeFee`), wei. */
  readonly feePerCard: bigint | undefined
  /** The bridge fee of the selection (`changeFee x n`), wei. */
  readonly bridgeFee: bigint | undefined
  /** Chainlink CCIP's fee of the selection's message (`quote(n)`), wei of the native coin. */
  readonly ccipFee: bigint | undefined
  /** The gas fee of `bridgeCards` for the selection (simulated gas x fee per gas), wei; undefined until it can be simulated. */
  readonly gasFee: bigint | undefined
  /** Each in USD at the BNB price (`estimateBridgeFee`), decimal strings; undefined without a price. */
  readonly usd:
    | { gasFeeUsd: string; ccipFeeUsd: string; platformFeeUsd: string; totalUsd: string }
    | undefined
  /** The estimated waiting time of a new request, seconds (the lane's finality and CCIP's delivery). */
  readonly waitingSeconds: bigint | undefined
  /** Why the gas could not be simulated (e.g. the cards are not approved yet). */
  readonly gasError: unknown
}

/**
 * The estimate of the bridge screen: the CCIP fee and the bridge fee of the selection as the contract quotes them
 * (`quoteBridge`: what `exchange` charges), the gas fee from a simulation of `bridgeCards` (once the selection is
 * valid and the bridge may move the cards), each in USD through the domain's `estimateBridgeFee` with the API's BNB
 * price, and the contract's waiting time.
 */
export function useBridgeEstimate(
  client: FinaverseBareClient,
  account: Address | undefined,
  tokenIds: readonly bigint[],
  approved: boolean,
): BridgeEstimate {
  const fee = useQuery(changeFeeQueryOptions(client, {}))
  const waiting = useQuery(estimatedWaitingTimeQueryOptions(client, {}))
  const price = useQuery(priceQueryOptions())
  const valid = validateBridgeSelection(tokenIds) === null
  const quote = useQuery({
    ...quoteBridgeQueryOptions(client, { count: Math.max(1, tokenIds.length) }),
    enabled: valid,
    staleTime: 15_000,
  })
  const simulation = useQuery({
    queryKey: ['finaverse', 'bridgeEstimate', client.chain.id, account, tokenIds.map(String)],
    queryFn: async () => {
      const prepared = await bridgeCards(client, { account: account as Address, tokenIds })
      return { gas: prepared.gas, feePerGas: prepared.feePerGas }
    },
    enabled: account !== undefined && valid && approved,
    retry: false,
    staleTime: 15_000,
  })
  const feePerCard = fee.data
  const bridgeFee = valid ? quote.data?.bridgeFee : undefined
  // CCIP's fee in the native coin (a LINK fee token is not shown in USD here: the admin sets native on the site's chains).
  const ccipFee = valid && quote.data && quote.data.feeToken === null ? quote.data.ccipFee : undefined
  const gas = simulation.data
  const bnb = price.data?.[NATIVE_PRICE_FIELD.bsc]
  const usd =
    bridgeFee !== undefined && ccipFee !== undefined && bnb !== undefined && Number.isFinite(bnb)
      ? estimateBridgeFee({
          gasLimit: gas?.gas ?? 0n,
          gasPriceWei: gas?.feePerGas ?? 0n,
          bridgeFeeWei: bridgeFee,
          ccipFeeWei: ccipFee,
          bnbUsd: bnb,
        })
      : undefined
  return {
    feePerCard,
    bridgeFee,
    ccipFee,
    gasFee: gas ? gas.gas * gas.feePerGas : undefined,
    usd,
    waitingSeconds: waiting.data,
    gasError: simulation.error,
  }
}
