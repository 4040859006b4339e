import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetUserUnclaimedCreditsParameters = { user: Address; worldCup?: Address }
export type GetUserUnclaimedCreditsReturnType = bigint
export type GetUserUnclaimedCreditsErrorType = FinaverseError

/**
 * Win credits a player can still claim (`getUserUnclaimedCredits(user)`): matches with a result and the top-16 champion.
 *
 * @example
 * const unclaimed = await getUserUnclaimedCredits(clients.bsc, { user })
 */
export async function getUserUnclaimedCredits(
  client: AnyClient,
  parameters: GetUserUnclaimedCreditsParameters,
): Promise<GetUserUnclaimedCreditsReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'getUserUnclaimedCredits',
    args: [parameters.user],
  })
}
