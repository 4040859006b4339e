import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type RarityDirectionalPriceMapParameters = {
  /** 2 (A) .. 8 (SSS+); B and X cannot merge (0). */
  rarity: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type RarityDirectionalPriceMapReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'rarityDirectionalPriceMap'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type RarityDirectionalPriceMapErrorType = FinaverseError

/**
 * Reads `rarityDirectionalPriceMap(rarity)`: the designate merge price of a rarity (card A is upgraded).
 *
 * @example
 * const value = await rarityDirectionalPriceMap(clients.bsc, { rarity: 3n })
 */
export async function rarityDirectionalPriceMap(
  client: AnyClient,
  parameters: RarityDirectionalPriceMapParameters,
): Promise<RarityDirectionalPriceMapReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'rarityDirectionalPriceMap',
    args: [parameters.rarity],
  })
}
