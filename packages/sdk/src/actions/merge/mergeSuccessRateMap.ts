import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type MergeSuccessRateMapParameters = {
  /** 2 (A) .. 8 (SSS+); B and X cannot merge (0). */
  rarity: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type MergeSuccessRateMapReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'mergeSuccessRateMap'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type MergeSuccessRateMapErrorType = FinaverseError

/**
 * Reads `mergeSuccessRateMap(rarity)`: the success rate of merges of a rarity, in basis points.
 *
 * @example
 * const value = await mergeSuccessRateMap(clients.bsc, { rarity: 3n })
 */
export async function mergeSuccessRateMap(
  client: AnyClient,
  parameters: MergeSuccessRateMapParameters,
): Promise<MergeSuccessRateMapReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'mergeSuccessRateMap',
    args: [parameters.rarity],
  })
}
