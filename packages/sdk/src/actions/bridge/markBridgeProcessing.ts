import { cardBridgeAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type MarkBridgeProcessingParameters = {
  /** An operator of the bridge (OPERATOR_ROLE: the keeper, the relayer). */
  account: Account | Address
  /** The request's nonce (its `ExchangeRequested` event, `bridgeCards`' result). */
  nonce: bigint
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type MarkBridgeProcessingReturnType = PreparedWrite<typeof cardBridgeAbi, 'markProcessing'>
/** E.g. `InvalidStatus(nonce, status)` for a request that is not pending, `AccessControlUnauthorizedAccount`. */
export type MarkBridgeProcessingErrorType = FinaverseError

/**
 * Simulates the relayer's `markProcessing(nonce)` on BSC: a pending request, past the bridge's
 * `confirmationsRequired` blocks, moves to `processing` (the relayer is minting it on Polygon).
 *
 * @example
 * const prepared = await markBridgeProcessing(clients.bsc, { account: relayer, nonce })
 */
export async function markBridgeProcessing(
  client: AnyClient,
  parameters: MarkBridgeProcessingParameters,
): Promise<MarkBridgeProcessingReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'markProcessing',
    args: [parameters.nonce],
    account: parameters.account,
  })
}
