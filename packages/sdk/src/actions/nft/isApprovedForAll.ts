import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type IsApprovedForAllParameters = {
  owner: Address
  operator: Address
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type IsApprovedForAllReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type IsApprovedForAllErrorType = FinaverseError

/**
 * Reads `isApprovedForAll(owner, operator)` of an ERC-721 collection (cards before staking, bridging, game
 * deposits).
 *
 * @example
 * const ok = await isApprovedForAll(clients.bsc, { owner: account, operator: getContractAddresses(clients.bsc).CardBridge! })
 */
export async function isApprovedForAll(
  client: AnyClient,
  parameters: IsApprovedForAllParameters,
): Promise<IsApprovedForAllReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'isApprovedForAll',
    args: [parameters.owner, parameters.operator],
  })
}
