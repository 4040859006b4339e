import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type ConfirmationsRequiredParameters = {
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
/** Blocks a request must be buried under before the relayer takes it (0 on the devnet). */
export type ConfirmationsRequiredReturnType = bigint
/** The node's error (`NETWORK_ERROR`). */
export type ConfirmationsRequiredErrorType = FinaverseError

/**
 * Reads the bridge's `confirmationsRequired()`: the relayer marks a request `processing` once its block is this many
 * blocks below the head.
 *
 * @example
 * const blocks = await confirmationsRequired(clients.bsc, {})
 */
export async function confirmationsRequired(
  client: AnyClient,
  parameters: ConfirmationsRequiredParameters = {},
): Promise<ConfirmationsRequiredReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'confirmationsRequired',
    args: [],
  })
}
