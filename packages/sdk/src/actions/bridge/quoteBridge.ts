import { cardBridgeAbi } from '@finaverse/contracts'
import { type Address, zeroAddress } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type QuoteBridgeParameters = {
  /** 1 to 10 cards. */
  count: number
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type QuoteBridgeReturnType = {
  /** Chainlink CCIP's fee of the message, in `feeToken` (wei). */
  readonly ccipFee: bigint
  /** The bridge's own fee (`changeFee` x cards), in the native coin (wei). */
  readonly bridgeFee: bigint
  /** The token the CCIP fee is paid in: `null` for the native coin, else LINK's address. */
  readonly feeToken: Address | null
  /** The native coin to send with `exchange`: both fees, or the bridge fee alone when CCIP is paid in LINK. */
  readonly value: bigint
}
/** E.g. `ArrayIsNull()` (0 cards), `ArrayLengthError()` (above 10), `PeerNotSet()`, or the node's error. */
export type QuoteBridgeErrorType = FinaverseError

/**
 * The fees of bridging `count` cards, as the bridge charges them (`quote(count)`): Chainlink CCIP's fee for the
 * message (it depends on the number of cards, not on which) and the bridge fee. `exchange` charges exactly these
 * while the router's fee does not move; any excess sent is paid back.
 *
 * @example
 * const { ccipFee, bridgeFee, value } = await quoteBridge(clients.bsc, { count: 2 })
 */
export async function quoteBridge(
  client: AnyClient,
  parameters: QuoteBridgeParameters,
): Promise<QuoteBridgeReturnType> {
  const [ccipFee, bridgeFee, feeToken] = await read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'quote',
    args: [BigInt(parameters.count)],
  })
  const native = feeToken === zeroAddress
  return {
    ccipFee,
    bridgeFee,
    feeToken: native ? null : feeToken,
    value: native ? ccipFee + bridgeFee : bridgeFee,
  }
}
