import { genesisHeroAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GenesisHeroOfParameters = {
  tokenId: bigint
  /** The Genesis collection; default: the chain's GenesisHero. */
  genesis?: Address
}
export type GenesisHeroOfReturnType = { heroId: bigint; rarity: bigint }
/** E.g. `ERC721NonexistentToken(tokenId)`. */
export type GenesisHeroOfErrorType = FinaverseError

/**
 * Reads the Genesis collection's `heroOf(tokenId)`: the hero id and rarity a mirror gives.
 *
 * @example
 * const { heroId, rarity } = await genesisHeroOf(clients.bsc, { tokenId: 1n })
 */
export async function genesisHeroOf(
  client: AnyClient,
  parameters: GenesisHeroOfParameters,
): Promise<GenesisHeroOfReturnType> {
  const result = await read(client, {
    abi: genesisHeroAbi,
    address: contractAddress(client, 'GenesisHero', parameters.genesis),
    functionName: 'heroOf',
    args: [parameters.tokenId],
  })
  return { heroId: result[0], rarity: result[1] }
}
