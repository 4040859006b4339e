import { cardStakingAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type LockTimeParameters = {
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type LockTimeReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type LockTimeErrorType = FinaverseError

/**
 * Reads `lockTime()`: seconds a newly staked card stays locked (the lock is fixed at stake time).
 *
 * @example
 * const seconds = await lockTime(clients.bsc, {})
 */
export async function lockTime(
  client: AnyClient,
  parameters: LockTimeParameters,
): Promise<LockTimeReturnType> {
  return read(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'lockTime',
    args: [],
  })
}
