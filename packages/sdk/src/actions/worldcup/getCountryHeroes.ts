import { worldCupAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetCountryHeroesParameters = { countryId: bigint; worldCup?: Address }
export type GetCountryHeroesReturnType = readonly bigint[]
export type GetCountryHeroesErrorType = FinaverseError

/**
 * Heroes of every player cheering for a country in the top-16 ranking (`getCountryHeroes(countryId)`).
 *
 * @example
 * const tokenIds = await getCountryHeroes(clients.bsc, { countryId: 1n })
 */
export async function getCountryHeroes(
  client: AnyClient,
  parameters: GetCountryHeroesParameters,
): Promise<GetCountryHeroesReturnType> {
  return read(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'getCountryHeroes',
    args: [parameters.countryId],
  })
}
