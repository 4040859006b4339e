import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type TokenURIParameters = {
  tokenId: bigint
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type TokenURIReturnType = string
/** E.g. `URIQueryForNonexistentToken()`. */
export type TokenURIErrorType = FinaverseError

/**
 * Reads `tokenURI(tokenId)` of a collection. HeroCard answers an on-chain `data:application/json;base64` document
 * (see `getCardMetadata` for it decoded).
 *
 * @example
 * const uri = await tokenURI(clients.bsc, { tokenId: 1n })
 */
export async function tokenURI(
  client: AnyClient,
  parameters: TokenURIParameters,
): Promise<TokenURIReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'tokenURI',
    args: [parameters.tokenId],
  })
}
