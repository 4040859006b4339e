import { worldCupAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type AllMatchesParameters = { worldCup?: Address }
export type AllMatchesReturnType = ContractFunctionReturnType<typeof worldCupAbi, 'view', 'allMatches'>
export type AllMatchesErrorType = FinaverseError

/**
 * The 64 matches (`allMatches()`): countries, draw option, kick-off (`betEndTime`), result (0 none, 1 home,
 * 2 draw, 3 away), status (0 upcoming, 1 ongoing, 2 completed) and the credits cheered on each option.
 *
 * @example
 * const matches = await allMatches(clients.bsc)
 */
export async function allMatches(
  client: AnyClient,
  parameters: AllMatchesParameters = {},
): Promise<AllMatchesReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'allMatches',
    args: [],
  })
}
