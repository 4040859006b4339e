import { cardStakingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type StakeCardParameters = {
  account: Account | Address
  tokenId: bigint
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type StakeCardReturnType = PreparedWrite<typeof cardStakingAbi, 'stake'>
/** E.g. `TransferCallerNotOwnerNorApproved()` without approval, `TransferFromIncorrectOwner()`, `EnforcedPause()`. */
export type StakeCardErrorType = FinaverseError

/**
 * Simulates `stake(tokenId)`: the card goes into the staking contract's custody (approve it with
 * `setApprovalForAll` first).
 *
 * @example
 * const prepared = await stakeCard(clients.bsc, { account, tokenId: 1n })
 */
export async function stakeCard(
  client: AnyClient,
  parameters: StakeCardParameters,
): Promise<StakeCardReturnType> {
  return prepareWrite(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'stake',
    args: [parameters.tokenId],
    account: parameters.account,
  })
}
