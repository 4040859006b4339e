import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type ApproveNftParameters = {
  account: Account | Address
  to: Address
  tokenId: bigint
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type ApproveNftReturnType = PreparedWrite<typeof heroCardAbi, 'approve'>
/** E.g. `ApprovalCallerNotOwnerNorApproved()`. */
export type ApproveNftErrorType = FinaverseError

/**
 * Simulates `approve(to, tokenId)` of an ERC-721 collection (one token; `setApprovalForAll` for many).
 *
 * @example
 * const prepared = await approveNft(clients.bsc, { account, to: spender, tokenId: 1n })
 */
export async function approveNft(
  client: AnyClient,
  parameters: ApproveNftParameters,
): Promise<ApproveNftReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'approve',
    args: [parameters.to, parameters.tokenId],
    account: parameters.account,
  })
}
