import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetLeaderboardParameters = { worldCup?: Address }
export type GetLeaderboardReturnType = readonly [Address, Address, Address]
export type GetLeaderboardErrorType = FinaverseError

/**
 * The three leaderboard places by winning points (`getLeaderboard()`); the zero address for an empty place.
 *
 * @example
 * const [first, second, third] = await getLeaderboard(clients.bsc)
 */
export async function getLeaderboard(
  client: AnyClient,
  parameters: GetLeaderboardParameters = {},
): Promise<GetLeaderboardReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'getLeaderboard',
    args: [],
  })
}
