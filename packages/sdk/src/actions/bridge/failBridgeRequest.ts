import { cardBridgeAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type FailBridgeRequestParameters = {
  /** An operator of the bridge (OPERATOR_ROLE: the keeper, the relayer). */
  account: Account | Address
  /** The request's nonce (its `ExchangeRequested` event, `bridgeCards`' result). */
  nonce: bigint
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type FailBridgeRequestReturnType = PreparedWrite<typeof cardBridgeAbi, 'fail'>
/** E.g. `InvalidStatus(nonce, status)` for a settled request, `AccessControlUnauthorizedAccount`. */
export type FailBridgeRequestErrorType = FinaverseError

/**
 * Simulates the relayer's `fail(nonce)` on BSC (CardBridge's `fail`): the destination refuses the request, which
 * moves to `failed`; the relayer then cancels it on Polygon (`cancelBridgeRequest`) and refunds it
 * (`refundBridgeRequest`). A failed request may still complete (`markBridgeCompleted`) if it was minted after all.
 *
 * @example
 * const prepared = await failBridgeRequest(clients.bsc, { account: relayer, nonce })
 */
export async function failBridgeRequest(
  client: AnyClient,
  parameters: FailBridgeRequestParameters,
): Promise<FailBridgeRequestReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'fail',
    args: [parameters.nonce],
    account: parameters.account,
  })
}
