import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetUserBetTokenListParameters = { user: Address; worldCup?: Address }
export type GetUserBetTokenListReturnType = readonly bigint[]
export type GetUserBetTokenListErrorType = FinaverseError

/**
 * Heroes a player staked in the World Cup, in order (`getUserBetTokenList(user)`), returned ones included.
 *
 * @example
 * const tokenIds = await getUserBetTokenList(clients.bsc, { user })
 */
export async function getUserBetTokenList(
  client: AnyClient,
  parameters: GetUserBetTokenListParameters,
): Promise<GetUserBetTokenListReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'getUserBetTokenList',
    args: [parameters.user],
  })
}
