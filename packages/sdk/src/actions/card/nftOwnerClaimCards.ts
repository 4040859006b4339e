import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type NftOwnerClaimCardsParameters = {
  account: Account | Address
  /** Resolved mint requests of the account. */
  mintIds: readonly bigint[]
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type NftOwnerClaimCardsReturnType = PreparedWrite<typeof heroCardAbi, 'nftOwnerClaimCards'>
/** E.g. `NotAllowedClaim()` before resolution, `AlreadyClaimed(mintId)`, `NotTheOwner()`. */
export type NftOwnerClaimCardsErrorType = FinaverseError

/**
 * Simulates `nftOwnerClaimCards(mintIds)`: mints the cards of resolved mint requests to their requester.
 *
 * @example
 * const prepared = await nftOwnerClaimCards(clients.bsc, { account, mintIds: [1n] })
 */
export async function nftOwnerClaimCards(
  client: AnyClient,
  parameters: NftOwnerClaimCardsParameters,
): Promise<NftOwnerClaimCardsReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'nftOwnerClaimCards',
    args: [parameters.mintIds],
    account: parameters.account,
  })
}
