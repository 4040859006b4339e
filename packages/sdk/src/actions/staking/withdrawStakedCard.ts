import { cardStakingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type WithdrawStakedCardParameters = {
  account: Account | Address
  tokenId: bigint
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type WithdrawStakedCardReturnType = PreparedWrite<typeof cardStakingAbi, 'withdraw'>
/** E.g. `StillLocked(tokenId, unlockAt)`, `NotTheOwner()`. */
export type WithdrawStakedCardErrorType = FinaverseError

/**
 * Simulates the card staking's `withdraw(tokenId)`: the card comes back once its lock has passed.
 *
 * @example
 * const prepared = await withdrawStakedCard(clients.bsc, { account, tokenId: 1n })
 */
export async function withdrawStakedCard(
  client: AnyClient,
  parameters: WithdrawStakedCardParameters,
): Promise<WithdrawStakedCardReturnType> {
  return prepareWrite(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'withdraw',
    args: [parameters.tokenId],
    account: parameters.account,
  })
}
