import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetUserBetsByMatchIdParameters = { user: Address; matchId: bigint; worldCup?: Address }
export type GetUserBetsByMatchIdReturnType = readonly [bigint, bigint, bigint, bigint]
export type GetUserBetsByMatchIdErrorType = FinaverseError

/**
 * A player's 4 numbers on a match (`getUserBetsByMatchId(user, matchId)`): credits cheered on home, draw and
 * away, and the win credits claimed.
 *
 * @example
 * const [home, draw, away, claimed] = await getUserBetsByMatchId(clients.bsc, { user, matchId: 0n })
 */
export async function getUserBetsByMatchId(
  client: AnyClient,
  parameters: GetUserBetsByMatchIdParameters,
): Promise<GetUserBetsByMatchIdReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'getUserBetsByMatchId',
    args: [parameters.user, parameters.matchId],
  })
}
