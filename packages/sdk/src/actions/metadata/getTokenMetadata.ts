import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import type { CollectionName } from '../nft/collectionAddress.js'
import { tokenURI } from '../nft/tokenURI.js'
import { decodeMetadataURI, type TokenMetadata, tokenMetadataSchema } from './decodeMetadataURI.js'

export type GetTokenMetadataParameters = {
  tokenId: bigint
  /** The collection: a deployment name (`'HeroCard'`, `'CardsVoucher'`, `'MysteryBox'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type GetTokenMetadataReturnType = TokenMetadata
/** E.g. `URIQueryForNonexistentToken()`; `UNKNOWN_ERROR` when the URI is not the expected JSON. */
export type GetTokenMetadataErrorType = FinaverseError

/**
 * Reads `tokenURI(tokenId)` of any Finaverse collection and decodes its on-chain JSON: name (`<collection> #id`),
 * description, image and traits (hero card: rarity, faction, weapon, background, hero id; box: version and status;
 * voucher: type, what it redeems for and status).
 *
 * @example
 * const box = await getTokenMetadata(clients.bsc, { collection: 'MysteryBox', tokenId: 1n })
 */
export async function getTokenMetadata(
  client: AnyClient,
  parameters: GetTokenMetadataParameters,
): Promise<GetTokenMetadataReturnType> {
  const uri = await tokenURI(client, parameters)
  return decodeMetadataURI(uri, tokenMetadataSchema)
}
