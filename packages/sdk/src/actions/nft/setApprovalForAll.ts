import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type CollectionName, collectionAddress } from './collectionAddress.js'

export type SetApprovalForAllParameters = {
  account: Account | Address
  operator: Address
  approved: boolean
  /** The ERC-721 collection: a deployment name (`'HeroCard'`, `'GenesisHero'`, `'CardsVoucher'`, a box) or an address; default `'HeroCard'`. */
  collection?: CollectionName | Address
}
export type SetApprovalForAllReturnType = PreparedWrite<typeof heroCardAbi, 'setApprovalForAll'>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type SetApprovalForAllErrorType = FinaverseError

/**
 * Simulates `setApprovalForAll(operator, approved)` of an ERC-721 collection: lets the staking contract, the
 * bridge, the game vault or the voucher exchange move the account's NFTs.
 *
 * @example
 * const prepared = await setApprovalForAll(clients.bsc, { account, operator: bridge, approved: true })
 */
export async function setApprovalForAll(
  client: AnyClient,
  parameters: SetApprovalForAllParameters,
): Promise<SetApprovalForAllReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.collection),
    functionName: 'setApprovalForAll',
    args: [parameters.operator, parameters.approved],
    account: parameters.account,
  })
}
