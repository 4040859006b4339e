import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type AddMergeParameters = {
  account: Account | Address
  /** The main card (upgraded by a designate merge). */
  tokenIdA: bigint
  /** The supplement card (burned on success). */
  tokenIdB: bigint
  /**
   * The merge price of the cards' rarity, sent as value: `rarityDirectionalPriceMap(rarity)` for a designate merge
   * (A is upgraded), `rarityMergePriceMap(rarity)` for a random one (A or B); any other price is `WrongAmount()`.
   */
  price: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type AddMergeReturnType = PreparedWrite<typeof heroCardAbi, 'addMerge'>
/** E.g. `NotTheOwner()`, `NotMeetMergeRules()` (same card, different rarities, B or X), `AlreadyMerging(tokenId)`, `WrongAmount()`, `MergeNotActive()`. */
export type AddMergeErrorType = FinaverseError

/**
 * Simulates `addMerge(tokenIdA, tokenIdB, price)` with `price` as value: locks both cards and requests the
 * randomness that decides the merge (`MergeResolved`, see `waitForMergeResolution`). The result is the merge id.
 *
 * @example
 * const price = await rarityDirectionalPriceMap(clients.bsc, { rarity: 3n })
 * const prepared = await addMerge(clients.bsc, { account, tokenIdA: 10n, tokenIdB: 11n, price })
 */
export async function addMerge(
  client: AnyClient,
  parameters: AddMergeParameters,
): Promise<AddMergeReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'addMerge',
    args: [parameters.tokenIdA, parameters.tokenIdB, parameters.price],
    account: parameters.account,
    value: parameters.price,
  })
}
