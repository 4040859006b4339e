import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RarityMergePriceMapParameters = {
  /** 2 (A) .. 8 (SSS+); B and X cannot merge (0). */
  rarity: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type RarityMergePriceMapReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'rarityMergePriceMap'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type RarityMergePriceMapErrorType = FinaverseError

/**
 * Reads `rarityMergePriceMap(rarity)`: the random merge price of a rarity (either card may be upgraded).
 *
 * @example
 * const value = await rarityMergePriceMap(clients.bsc, { rarity: 3n })
 */
export async function rarityMergePriceMap(
  client: AnyClient,
  parameters: RarityMergePriceMapParameters,
): Promise<RarityMergePriceMapReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'rarityMergePriceMap',
    args: [parameters.rarity],
  })
}
