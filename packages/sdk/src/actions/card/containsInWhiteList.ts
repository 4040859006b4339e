import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import type { CollectionName } from '../nft/collectionAddress.js'
import { collectionAddress } from '../nft/collectionAddress.js'

export type ContainsInWhiteListParameters = {
  user: Address
  /** Whose whitelist: `'HeroCard'` (mint whitelist, the default) or a box (`'BlindBoxV4'`, ...), or an address. */
  contract?: Exclude<CollectionName, 'GenesisHero' | 'CardsVoucher'> | Address
}
export type ContainsInWhiteListReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type ContainsInWhiteListErrorType = FinaverseError

/**
 * Reads `containsInWhiteList(user)` of the HeroCard mint whitelist or of a box's whitelist (both contracts have it).
 *
 * @example
 * const member = await containsInWhiteList(clients.bsc, { user: account, contract: 'BlindBoxV4' })
 */
export async function containsInWhiteList(
  client: AnyClient,
  parameters: ContainsInWhiteListParameters,
): Promise<ContainsInWhiteListReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: collectionAddress(client, parameters.contract),
    functionName: 'containsInWhiteList',
    args: [parameters.user],
  })
}
