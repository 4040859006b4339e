import { cardStakingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type StakeMultiParameters = {
  account: Account | Address
  tokenIds: readonly bigint[]
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type StakeMultiReturnType = PreparedWrite<typeof cardStakingAbi, 'stakeMulti'>
/** E.g. `ArrayIsNull()`, `ArrayLengthError()` above `MAX_BATCH`. */
export type StakeMultiErrorType = FinaverseError

/**
 * Simulates `stakeMulti(tokenIds)`.
 *
 * @example
 * const prepared = await stakeMulti(clients.bsc, { account, tokenIds: [1n, 2n] })
 */
export async function stakeMulti(
  client: AnyClient,
  parameters: StakeMultiParameters,
): Promise<StakeMultiReturnType> {
  return prepareWrite(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'stakeMulti',
    args: [parameters.tokenIds],
    account: parameters.account,
  })
}
