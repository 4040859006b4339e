import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type BridgeProgressParameters = {
  nonce: bigint
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type BridgeProgressReturnType = {
  percent: bigint
  confirmations: bigint
  required: bigint
  secondsLeft: bigint
}
/** E.g. `UnknownRequest(nonce)`. */
export type BridgeProgressErrorType = FinaverseError

/**
 * Reads `progress(nonce)`: what the history table shows: percent (50 x confirmations while pending, 75
 * processing or failed, 100 done), confirmations of required, seconds left.
 *
 * @example
 * const { percent, secondsLeft } = await bridgeProgress(clients.bsc, { nonce: 1n })
 */
export async function bridgeProgress(
  client: AnyClient,
  parameters: BridgeProgressParameters,
): Promise<BridgeProgressReturnType> {
  const result = await read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'progress',
    args: [parameters.nonce],
  })
  return { percent: result[0], confirmations: result[1], required: result[2], secondsLeft: result[3] }
}
