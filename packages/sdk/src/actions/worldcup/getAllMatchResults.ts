import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetAllMatchResultsParameters = { worldCup?: Address }
export type GetAllMatchResultsReturnType = readonly bigint[]
export type GetAllMatchResultsErrorType = FinaverseError

/**
 * Results of the 64 matches (`getAllMatchResults()`): 0 none, 1 home, 2 draw, 3 away.
 *
 * @example
 * const results = await getAllMatchResults(clients.bsc)
 */
export async function getAllMatchResults(
  client: AnyClient,
  parameters: GetAllMatchResultsParameters = {},
): Promise<GetAllMatchResultsReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'getAllMatchResults',
    args: [],
  })
}
