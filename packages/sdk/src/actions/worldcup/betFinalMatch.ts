import { worldCupAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type BetFinalMatchParameters = {
  account: Account | Address
  /** 1..50 heroes of rarity SS or higher, approved for all to the World Cup. */
  tokenIds: readonly bigint[]
  /** The top-16 country each hero cheers for (same length). */
  countryIds: readonly bigint[]
  /** The World Cup; default: the chain's WorldCup. */
  worldCup?: Address
}
export type BetFinalMatchReturnType = PreparedWrite<typeof worldCupAbi, 'betFinalMatch'>
/** E.g. `UnknownCountry(countryId)`, `NotEligible(tokenId, rarity)`, `CheeringClosed(64, closedAt)`, `WrongLength()`,
 * `NotEnoughCredits(available, needed)`, `HeroNotOwned(tokenId)`. */
export type BetFinalMatchErrorType = FinaverseError

/**
 * Simulates `betFinalMatch(tokenIds, countryIds)`: the top-16 ranking, before the knockout stage starts.
 *
 * @example
 * const prepared = await betFinalMatch(clients.bsc, { account, tokenIds: [40n], countryIds: [1n] })
 */
export async function betFinalMatch(
  client: AnyClient,
  parameters: BetFinalMatchParameters,
): Promise<BetFinalMatchReturnType> {
  return prepareWrite(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'betFinalMatch',
    args: [parameters.tokenIds, parameters.countryIds],
    account: parameters.account,
  })
}
