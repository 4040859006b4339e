import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type SafeTransferFromParameters = {
  account: Account | Address
  /** The current owner (the account, or an owner that approved it). */
  from: Address
  to: Address
  tokenId: bigint
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type SafeTransferFromReturnType = PreparedWrite<typeof heroCardAbi, 'safeTransferFrom'>
/** E.g. `TransferFromIncorrectOwner()`, `TransferCallerNotOwnerNorApproved()`, `TransferToNonERC721ReceiverImplementer()`. */
export type SafeTransferFromErrorType = FinaverseError

/**
 * Simulates `safeTransferFrom(from, to, tokenId)` of an ERC-721 collection: the spec's NFT transfer (a card to
 * another wallet).
 *
 * @example
 * const prepared = await safeTransferFrom(clients.bsc, { account, from: account.address, to: friend, tokenId: 1n })
 */
export async function safeTransferFrom(
  client: AnyClient,
  parameters: SafeTransferFromParameters,
): Promise<SafeTransferFromReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'safeTransferFrom',
    args: [parameters.from, parameters.to, parameters.tokenId],
    account: parameters.account,
  })
}
