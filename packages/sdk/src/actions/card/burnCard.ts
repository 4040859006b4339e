import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type BurnCardParameters = {
  account: Account | Address
  tokenId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type BurnCardReturnType = PreparedWrite<typeof heroCardAbi, 'burn'>
/** E.g. `TransferCallerNotOwnerNorApproved()`, `AlreadyMerging(tokenId)` while the card is locked in a merge. */
export type BurnCardErrorType = FinaverseError

/**
 * Simulates the HeroCard's `burn(tokenId)` (a card, not a token: the spec's card write).
 *
 * @example
 * const prepared = await burnCard(clients.bsc, { account, tokenId: 1n })
 */
export async function burnCard(
  client: AnyClient,
  parameters: BurnCardParameters,
): Promise<BurnCardReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'burn',
    args: [parameters.tokenId],
    account: parameters.account,
  })
}
