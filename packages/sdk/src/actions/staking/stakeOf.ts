import { cardStakingAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type StakeOfParameters = {
  tokenId: bigint
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type StakeOfReturnType = { owner: Address; unlockAt: bigint }
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type StakeOfErrorType = FinaverseError

/**
 * Reads `stakeOf(tokenId)`: who staked the card and when it unlocks (unix seconds); zero address when not staked.
 *
 * @example
 * const { owner, unlockAt } = await stakeOf(clients.bsc, { tokenId: 1n })
 */
export async function stakeOf(client: AnyClient, parameters: StakeOfParameters): Promise<StakeOfReturnType> {
  const result = await read(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'stakeOf',
    args: [parameters.tokenId],
  })
  return { owner: result[0], unlockAt: result[1] }
}
