import { cardStakingAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type StakeParameters = {
  account: Account | Address
  tokenId: bigint
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
export type StakeReturnType = PreparedWrite<typeof cardStakingAbi, 'stake'>
/** E.g. `TransferCallerNotOwnerNorApproved()` without approval, `TransferFromIncorrectOwner()`, `EnforcedPause()`. */
export type StakeErrorType = FinaverseError

/**
 * Simulates `stake(tokenId)`: the card goes into the staking contract's custody (approve it with
 * `setApprovalForAll` first).
 *
 * @example
 * const prepared = await stake(clients.bsc, { account, tokenId: 1n })
 */
export async function stake(client: AnyClient, parameters: StakeParameters): Promise<StakeReturnType> {
  return prepareWrite(client, {
    abi: cardStakingAbi,
    address: contractAddress(client, 'CardStaking', parameters.staking),
    functionName: 'stake',
    args: [parameters.tokenId],
    account: parameters.account,
  })
}
