import { cardBridgeAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type ChangeFeeParameters = {
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type ChangeFeeReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type ChangeFeeErrorType = FinaverseError

/**
 * Reads `changeFee()`: the bridge fee per card in wei (native coin); `exchange` pays `changeFee * cards`.
 *
 * @example
 * const perCard = await changeFee(clients.bsc, {})
 */
export async function changeFee(
  client: AnyClient,
  parameters: ChangeFeeParameters,
): Promise<ChangeFeeReturnType> {
  return read(client, {
    abi: cardBridgeAbi,
    address: contractAddress(client, 'CardBridge', parameters.bridge),
    functionName: 'changeFee',
    args: [],
  })
}
