import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type OwnerOfParameters = {
  tokenId: bigint
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type OwnerOfReturnType = Address
/** E.g. `OwnerQueryForNonexistentToken()` (HeroCard, boxes, vouchers), `ERC721NonexistentToken(tokenId)` (Genesis). */
export type OwnerOfErrorType = FinaverseError

/**
 * Reads `ownerOf(tokenId)` of an ERC-721 collection.
 *
 * @example
 * const holder = await ownerOf(clients.bsc, { tokenId: 1n, collection: 'BlindBoxV1' })
 */
export async function ownerOf(client: AnyClient, parameters: OwnerOfParameters): Promise<OwnerOfReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'ownerOf',
    args: [parameters.tokenId],
  })
}
