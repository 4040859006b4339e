import { estimateBridgeFee, validateBridgeSelection } from '@finaverse/domain'
import type { FinaverseBareClient } from '@finaverse/sdk'
import { bridgeCards } from '@finaverse/sdk/actions'
import { changeFeeQueryOptions, estimatedWaitingTimeQueryOptions } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { NATIVE_PRICE_FIELD, priceQueryOptions } from '../../tx/price'

export type BridgeEstimate = {
  /** The bridge fee per card (`changeFee`), wei. */
  readonly feePerCard: bigint | undefined
  /** The bridge fee of the selection (`changeFee x n`, the transaction's value), wei. */
  readonly bridgeFee: bigint | undefined
  /** The gas fee of `bridgeCards` for the selection (simulated gas x fee per gas), wei; undefined until it can be simulated. */
  readonly gasFee: bigint | undefined
  /** Both in USD at the BNB price (`estimateBridgeFee`), decimal strings; undefined without a price. */
  readonly usd: { gasFeeUsd: string; platformFeeUsd: string; totalUsd: string } | undefined
  /** The estimated waiting time of a new request, seconds. */
  readonly waitingSeconds: bigint | undefined
  /** Why the gas could not be simulated (e.g. the cards are not approved yet). */
  readonly gasError: unknown
}

/**
 * The estimate of SCREENS.md's bridge screen: the gas fee from a simulation of `bridgeCards` with the fee as value
 * (only once the selection is valid and the bridge may move the cards), the bridge fee `changeFee x n`, both in USD
 * through the domain's `estimateBridgeFee` with the API's BNB price, and the contract's waiting time.
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
  const bridgeFee = feePerCard === undefined ? undefined : feePerCard * BigInt(tokenIds.length)
  const gas = simulation.data
  const bnb = price.data?.[NATIVE_PRICE_FIELD.bsc]
  const usd =
    bridgeFee !== undefined && bnb !== undefined && Number.isFinite(bnb)
      ? estimateBridgeFee({
          gasLimit: gas?.gas ?? 0n,
          gasPriceWei: gas?.feePerGas ?? 0n,
          bridgeFeeWei: bridgeFee,
          bnbUsd: bnb,
        })
      : undefined
  return {
    feePerCard,
    bridgeFee,
    gasFee: gas ? gas.gas * gas.feePerGas : undefined,
    usd,
    waitingSeconds: waiting.data,
    gasError: simulation.error,
  }
}
