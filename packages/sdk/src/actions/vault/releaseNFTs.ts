import { gameVaultAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ReleaseNFTsParameters = {
  /** An operator (OPERATOR_ROLE: the keeper). */
  account: Account | Address
  /** The card collection (HeroCard). */
  collection: Address
  /** Who receives the cards (the game account's wallet). */
  to: Address
  /** Cards in the vault's custody. */
  tokenIds: readonly bigint[]
  vault?: Address
}
export type ReleaseNFTsReturnType = PreparedWrite<typeof gameVaultAbi, 'releaseNFTs'>
/** E.g. `NFTNotDeposited(collection, tokenId)`, `ArrayIsNull()`, `AccessControlUnauthorizedAccount(...)`. */
export type ReleaseNFTsErrorType = FinaverseError

/**
 * Simulates the GameVault's operator `releaseNFTs(collection, to, tokenIds)`: sends deposited cards out of custody
 * (the keeper's job when a game account withdraws its cards).
 *
 * @example
 * const prepared = await releaseNFTs(clients.bsc, { account: keeper, collection: heroCard, to, tokenIds: [7n] })
 */
export async function releaseNFTs(
  client: AnyClient,
  parameters: ReleaseNFTsParameters,
): Promise<ReleaseNFTsReturnType> {
  return prepareWrite(client, {
    abi: gameVaultAbi,
    address: contractAddress(client, 'GameVault', parameters.vault),
    functionName: 'releaseNFTs',
    args: [parameters.collection, parameters.to, parameters.tokenIds],
    account: parameters.account,
  })
}
