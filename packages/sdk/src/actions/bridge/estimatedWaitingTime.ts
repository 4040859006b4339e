import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type EstimatedWaitingTimeParameters = {
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type EstimatedWaitingTimeReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type EstimatedWaitingTimeErrorType = FinaverseError

/**
 * Reads `estimatedWaitingTime()`: seconds a new request takes (the lane's finality and CCIP's delivery); the
 * site shows `ceil(seconds / 60)` minutes.
 *
 * @example
 * const seconds = await estimatedWaitingTime(clients.bsc, {})
 */
export async function estimatedWaitingTime(
  client: AnyClient,
  parameters: EstimatedWaitingTimeParameters,
): Promise<EstimatedWaitingTimeReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'estimatedWaitingTime',
    args: [],
  })
}
