import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type GetApprovedParameters = {
  tokenId: bigint
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type GetApprovedReturnType = Address
/** E.g. `ApprovalQueryForNonexistentToken()`. */
export type GetApprovedErrorType = FinaverseError

/**
 * Reads `getApproved(tokenId)`: the single-token approval of an NFT.
 *
 * @example
 * const spender = await getApproved(clients.bsc, { tokenId: 1n })
 */
export async function getApproved(
  client: AnyClient,
  parameters: GetApprovedParameters,
): Promise<GetApprovedReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'getApproved',
    args: [parameters.tokenId],
  })
}
