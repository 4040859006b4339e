import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type CancelBridgeRequestParameters = {
  /** An operator of the bridge (OPERATOR_ROLE: the keeper, the relayer). */
  account: Account | Address
  /** The BSC chain id of the request (31337 on the devnet, 56 on mainnet). */
  sourceChainId: bigint
  /** The request's nonce (its `ExchangeRequested` event, `bridgeCards`' result). */
  nonce: bigint
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
export type CancelBridgeRequestReturnType = PreparedWrite<typeof cardBridgeMinterAbi, 'cancel'>
/** E.g. `AlreadyProcessed(sourceChainId, nonce)` for a nonce minted or cancelled already, `AccessControlUnauthorizedAccount`. */
export type CancelBridgeRequestErrorType = FinaverseError

/**
 * Simulates the relayer's `cancel(sourceChainId, nonce)` on Polygon (CardBridgeMinter's `cancel`): a failed
 * request can never be minted afterwards (`nonceState` becomes `cancelled`), so BSC may refund it.
 *
 * @example
 * const prepared = await cancelBridgeRequest(clients.polygon, { account: relayer, sourceChainId: 31337n, nonce })
 */
export async function cancelBridgeRequest(
  client: AnyClient,
  parameters: CancelBridgeRequestParameters,
): Promise<CancelBridgeRequestReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeMinterAbi,
    address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
    functionName: 'cancel',
    args: [parameters.sourceChainId, parameters.nonce],
    account: parameters.account,
  })
}
