import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Account, Address, ContractFunctionArgs, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

/** A BSC request as the Polygon side mints it (`ICardBridgeMinter.BridgeRequest`, the attested EIP-712 message). */
export type BridgeRequestMessage = ContractFunctionArgs<
  typeof cardBridgeMinterAbi,
  'nonpayable' | 'payable',
  'complete'
>[0]

export type CompleteBridgeRequestParameters = {
  /** An operator of the bridge (OPERATOR_ROLE: the keeper, the relayer). */
  account: Account | Address
  /** The request from its `ExchangeRequested` event: source chain and bridge, nonce, user, receiver, cards. */
  request: BridgeRequestMessage
  /** The signers' EIP-712 `BridgeRequest` signatures over the minter's domain, ascending by signer address. */
  signatures: readonly Hex[]
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
export type CompleteBridgeRequestReturnType = PreparedWrite<typeof cardBridgeMinterAbi, 'complete'>
/**
 * E.g. `AlreadyProcessed(sourceChainId, nonce)` for a nonce minted or cancelled already, `InvalidSigner(recovered)`, `DailyCapExceeded(day, minted, cap)`, or a card error
 * of the HeroCard (`InvalidCard`), decoded against every contract's errors.
 */
export type CompleteBridgeRequestErrorType = FinaverseError

/**
 * Simulates the relayer's `complete(request, signatures)` on Polygon (CardBridgeMinter's `complete`): mints the
 * request's cards to its receiver, attested by the bridge's signers (`BridgeCompleted`; read it back with
 * `getBridgeCompletion`).
 *
 * @example
 * const prepared = await completeBridgeRequest(clients.polygon, { account: relayer, request, signatures })
 */
export async function completeBridgeRequest(
  client: AnyClient,
  parameters: CompleteBridgeRequestParameters,
): Promise<CompleteBridgeRequestReturnType> {
  return prepareWrite(client, {
    abi: cardBridgeMinterAbi,
    address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
    functionName: 'complete',
    args: [parameters.request, parameters.signatures],
    account: parameters.account,
  })
}
