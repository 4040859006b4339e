import { cardBridgeAbi } from '@finaverse/contracts'
import type { Account, Address, Hash, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type MarkBridgeCompletedParameters = {
  /** An operator of the bridge (OPERATOR_ROLE: the keeper, the relayer). */
  account: Account | Address
  /** The request's nonce (its `ExchangeRequested` event, `bridgeCards`' result). */
  nonce: bigint
  /** The Polygon transaction that minted the request (the settlement's `destTxHash`). */
  destTxHash: Hash
  /** The signers' EIP-712 `BridgeSettlement` signatures over this bridge's domain, ascending by signer address. */
  signatures: readonly Hex[]
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type MarkBridgeCompletedReturnType = PreparedWrite<typeof cardBridgeAbi, 'markCompleted'>
/** E.g. `InvalidStatus(nonce, status)`, a signature error (`InvalidSigner(recovered)`, `BelowThreshold(signatures, threshold)`), `AccessControlUnauthorizedAccount`. */
export type MarkBridgeCompletedErrorType = FinaverseError

/**
 * Simulates the relayer's `markCompleted(nonce, destTxHash, signatures)` on BSC: the request was minted on Polygon
 * (`BridgeSettlement { nonce, minted: true, destTxHash }` attested by the bridge's signers) and moves to `completed`.
 *
 * @example
 * const prepared = await markBridgeCompleted(clients.bsc, { account: relayer, nonce, destTxHash, signatures })
 */
export async function markBridgeCompleted(
  client: AnyClient,
  parameters: MarkBridgeCompletedParameters,
): Promise<MarkBridgeCompletedReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'markCompleted',
    args: [parameters.nonce, parameters.destTxHash, parameters.signatures],
    account: parameters.account,
  })
}
