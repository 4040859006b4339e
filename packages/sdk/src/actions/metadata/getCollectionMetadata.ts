import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type CollectionName, collectionAddress } from '../nft/collectionAddress.js'
import { type CollectionMetadata, collectionMetadataSchema, decodeMetadataURI } from './decodeMetadataURI.js'

export type GetCollectionMetadataParameters = {
  /** The collection: a deployment name (`'HeroCard'`, `'CardsVoucher'`, `'MysteryBox'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type GetCollectionMetadataReturnType = CollectionMetadata
/** The node's error (`NETWORK_ERROR`); `UNKNOWN_ERROR` when the URI is not the expected JSON. */
export type GetCollectionMetadataErrorType = FinaverseError

/**
 * Reads `contractURI()` (ERC-7572) of a Finaverse collection and decodes its on-chain JSON: name, description,
 * image, external link, seller fee (the ERC-2981 rate in basis points) and its recipient.
 *
 * @example
 * const { image, seller_fee_basis_points } = await getCollectionMetadata(clients.bsc, { collection: 'MysteryBox' })
 */
export async function getCollectionMetadata(
  client: AnyClient,
  parameters: GetCollectionMetadataParameters = {},
): Promise<GetCollectionMetadataReturnType> {
  const uri = await read(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'contractURI',
    args: [],
  })
  return decodeMetadataURI(uri, collectionMetadataSchema)
}
