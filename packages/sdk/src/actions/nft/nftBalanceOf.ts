import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type NftBalanceOfParameters = {
  owner: Address
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type NftBalanceOfReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type NftBalanceOfErrorType = FinaverseError

/**
 * Reads `balanceOf(owner)` of an ERC-721 collection: cards, boxes (see also `boxBalanceOf`), vouchers, Genesis heroes.
 *
 * @example
 * const vouchers = await nftBalanceOf(clients.bsc, { owner: account, collection: 'CardsVoucher' })
 */
export async function nftBalanceOf(
  client: AnyClient,
  parameters: NftBalanceOfParameters,
): Promise<NftBalanceOfReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'balanceOf',
    args: [parameters.owner],
  })
}
