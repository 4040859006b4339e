import { cardStakingAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type IsStakedParameters = {
  tokenId: bigint
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type IsStakedReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type IsStakedErrorType = FinaverseError

/**
 * Reads `isStaked(tokenId)`.
 *
 * @example
 * const staked = await isStaked(clients.bsc, { tokenId: 1n })
 */
export async function isStaked(
  client: AnyClient,
  parameters: IsStakedParameters,
): Promise<IsStakedReturnType> {
  return read(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'isStaked',
    args: [parameters.tokenId],
  })
}
