import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type NonceOfMessageParameters = {
  messageId: Hex
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
/** The request's nonce, 0 when no request carries that message. */
export type NonceOfMessageReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type NonceOfMessageErrorType = FinaverseError

/**
 * Reads the BSC side's `nonceOfMessage(messageId)`: the request a CCIP message carries (0: none).
 *
 * @example
 * const nonce = await nonceOfMessage(clients.bsc, { messageId })
 */
export async function nonceOfMessage(
  client: AnyClient,
  parameters: NonceOfMessageParameters,
): Promise<NonceOfMessageReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'nonceOfMessage',
    args: [parameters.messageId],
  })
}
