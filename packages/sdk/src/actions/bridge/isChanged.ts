import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type IsChangedParameters = {
  tokenId: bigint
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type IsChangedReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type IsChangedErrorType = FinaverseError

/**
 * Reads `isChanged(tokenId)`: whether the card is in the bridge's escrow (bridged or on its way).
 *
 * @example
 * const bridged = await isChanged(clients.bsc, { tokenId: 1n })
 */
export async function isChanged(
  client: AnyClient,
  parameters: IsChangedParameters,
): Promise<IsChangedReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'isChanged',
    args: [parameters.tokenId],
  })
}
