import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type BurnParameters = {
  account: Account | Address
  tokenId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type BurnReturnType = PreparedWrite<typeof heroCardAbi, 'burn'>
/** E.g. `TransferCallerNotOwnerNorApproved()`, `AlreadyMerging(tokenId)` while the card is locked in a merge. */
export type BurnErrorType = FinaverseError

/**
 * Simulates the HeroCard's `burn(tokenId)` (a card, not a token: the spec's card write).
 *
 * @example
 * const prepared = await burn(clients.bsc, { account, tokenId: 1n })
 */
export async function burn(client: AnyClient, parameters: BurnParameters): Promise<BurnReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'burn',
    args: [parameters.tokenId],
    account: parameters.account,
  })
}
