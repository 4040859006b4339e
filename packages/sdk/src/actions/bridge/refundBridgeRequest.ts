import { cardBridgeAbi } from '@finaverse/contracts'
import type { Account, Address, Hash, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type RefundBridgeRequestParameters = {
  /** An operator of the bridge (OPERATOR_ROLE: the keeper, the relayer). */
  account: Account | Address
  /** The request's nonce (its `ExchangeRequested` event, `bridgeCards`' result). */
  nonce: bigint
  /** The Polygon transaction that cancelled the request (the settlement's `destTxHash`). */
  destTxHash: Hash
  /** The signers' EIP-712 `BridgeSettlement` signatures over this bridge's domain, ascending by signer address. */
  signatures: readonly Hex[]
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type RefundBridgeRequestReturnType = PreparedWrite<typeof cardBridgeAbi, 'refund'>
/** E.g. `InvalidStatus(nonce, status)` for a request that is not failed, `InvalidSigner(recovered)`, `AccessControlUnauthorizedAccount`. */
export type RefundBridgeRequestErrorType = FinaverseError

/**
 * Simulates the relayer's `refund(nonce, destTxHash, signatures)` on BSC (CardBridge's `refund`): a failed request
 * cancelled on Polygon (`BridgeSettlement { nonce, minted: false, destTxHash }` attested by the bridge's signers)
 * moves to `refunded`: the cards go back to the user and the fee is owed to them (`claimRefund`).
 *
 * @example
 * const prepared = await refundBridgeRequest(clients.bsc, { account: relayer, nonce, destTxHash, signatures })
 */
export async function refundBridgeRequest(
  client: AnyClient,
  parameters: RefundBridgeRequestParameters,
): Promise<RefundBridgeRequestReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'refund',
    args: [parameters.nonce, parameters.destTxHash, parameters.signatures],
    account: parameters.account,
  })
}
