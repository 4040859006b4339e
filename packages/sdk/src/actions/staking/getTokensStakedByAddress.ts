import { cardStakingAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'
import { type Reported, reported } from '../../internal/reported.js'

export type GetTokensStakedByAddressParameters = {
  owner: Address
  /** The staking contract; default: the chain's CardStaking. */
  staking?: Address
}
/** The staked card ids, or `[]` with the error when the lookup failed (the spec's rule). Never rejects. */
export type GetTokensStakedByAddressReturnType = Reported<readonly bigint[]>
/** Never thrown: a failure is in `error` of the result (`NETWORK_ERROR`, `WRONG_NETWORK`, ...). */
export type GetTokensStakedByAddressErrorType = never

/**
 * Reads `getTokensStakedByAddress(owner)`. As the spec asks, a failed lookup yields an empty list; the error
 * comes with it so the site can still show it.
 *
 * @example
 * const { data: staked, error } = await getTokensStakedByAddress(clients.bsc, { owner: account })
 * if (error) toast(error.code)
 */
export async function getTokensStakedByAddress(
  client: AnyClient,
  parameters: GetTokensStakedByAddressParameters,
): Promise<GetTokensStakedByAddressReturnType> {
  return reported<readonly bigint[]>(
    () =>
      read(client, {
        abi: cardStakingAbi,
        address: contractAddress(client, 'CardStaking', parameters.staking),
        functionName: 'getTokensStakedByAddress',
        args: [parameters.owner],
      }),
    [],
  )
}
