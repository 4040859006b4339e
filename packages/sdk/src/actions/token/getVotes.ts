import { finaTokenAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetVotesParameters = { account: Address; token?: Address }
/** The account's voting power (its own and delegated FINA) and whom it delegates to (null when nobody). */
export type GetVotesReturnType = { votes: bigint; delegatee: Address | null }
export type GetVotesErrorType = FinaverseError

/**
 * Reads FINA's `getVotes(account)` and `delegates(account)`.
 *
 * @example
 * const { votes, delegatee } = await getVotes(clients.bsc, { account })
 */
export async function getVotes(
  client: AnyClient,
  parameters: GetVotesParameters,
): Promise<GetVotesReturnType> {
  const address = contractAddress(client, 'FinaToken', parameters.token)
  const [votes, delegatee] = await Promise.all([
    read(client, {
      abi: finaTokenAbi,
      address,
      functionName: 'getVotes',
      args: [parameters.account],
    }),
    read(client, {
      abi: finaTokenAbi,
      address,
      functionName: 'delegates',
      args: [parameters.account],
    }),
  ])
  return { votes, delegatee: /^0x0{40}$/i.test(delegatee) ? null : delegatee }
}
