import { finaTokenAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type DelegateVotesParameters = {
  account: Account | Address
  /** Who receives the account's FINA voting power (the account itself to self-delegate). */
  delegatee: Address
  token?: Address
}
export type DelegateVotesReturnType = PreparedWrite<typeof finaTokenAbi, 'delegate'>
export type DelegateVotesErrorType = FinaverseError

/**
 * Simulates FINA's `delegate(delegatee)` (ERC20Votes): votes count only once delegated.
 *
 * @example
 * const prepared = await delegateVotes(clients.bsc, { account, delegatee: account })
 */
export async function delegateVotes(
  client: AnyClient,
  parameters: DelegateVotesParameters,
): Promise<DelegateVotesReturnType> {
  return prepareWrite(client, {
    abi: finaTokenAbi,
    address: contractAddress(client, 'FinaToken', parameters.token),
    functionName: 'delegate',
    args: [parameters.delegatee],
    account: parameters.account,
  })
}
