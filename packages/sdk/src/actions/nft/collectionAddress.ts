import { type Address, isAddress } from 'viem'
import type { AnyClient } from '../../clients.js'
import { contractAddress } from '../../internal/address.js'
import type { BoxName } from '../box/boxAddress.js'

/** The ERC-721 collections of the deployments. */
export type CollectionName = 'HeroCard' | 'GenesisHero' | 'CardsVoucher' | BoxName

/** A collection given by deployment name or address, HeroCard by default (internal). */
export function collectionAddress(
  client: AnyClient,
  collection: CollectionName | Address = 'HeroCard',
): Address {
  return isAddress(collection) ? collection : contractAddress(client, collection)
}
