import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetUserBetsAllParameters = { user: Address; worldCup?: Address }
export type GetUserBetsAllReturnType = readonly (readonly [bigint, bigint, bigint, bigint])[]
export type GetUserBetsAllErrorType = FinaverseError

/**
 * A player's 4 numbers on each of the 64 matches (`getUserBetsAll(user)`).
 *
 * @example
 * const bets = await getUserBetsAll(clients.bsc, { user })
 */
export async function getUserBetsAll(
  client: AnyClient,
  parameters: GetUserBetsAllParameters,
): Promise<GetUserBetsAllReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'getUserBetsAll',
    args: [parameters.user],
  })
}
