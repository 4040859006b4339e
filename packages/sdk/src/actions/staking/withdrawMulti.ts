import { cardStakingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type WithdrawMultiParameters = {
  account: Account | Address
  tokenIds: readonly bigint[]
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type WithdrawMultiReturnType = PreparedWrite<typeof cardStakingAbi, 'withdrawMulti'>
/** E.g. `ArrayIsNull()`, `StillLocked(tokenId, unlockAt)`, `NotTheOwner()`. */
export type WithdrawMultiErrorType = FinaverseError

/**
 * Simulates the card staking's `withdrawMulti(tokenIds)`.
 *
 * @example
 * const prepared = await withdrawMulti(clients.bsc, { account, tokenIds: [1n, 2n] })
 */
export async function withdrawMulti(
  client: AnyClient,
  parameters: WithdrawMultiParameters,
): Promise<WithdrawMultiReturnType> {
  return prepareWrite(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'withdrawMulti',
    args: [parameters.tokenIds],
    account: parameters.account,
  })
}
