import { worldCupAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type BetByMatchIdParameters = {
  account: Account | Address
  /** Match id 0..63. */
  matchId: bigint
  /** 1 home, 2 draw (group matches only), 3 away. */
  option: bigint
  /** 1..50 S or S+ heroes of the account, approved for all to the World Cup. */
  tokenIds: readonly bigint[]
  /** The World Cup; default: the chain's WorldCup. */
  worldCup?: Address
}
export type BetByMatchIdReturnType = PreparedWrite<typeof worldCupAbi, 'betByMatchId'>
/** E.g. `NotEnoughCredits(available, needed)`, `HeroNotOwned(tokenId)`, `CheeringClosed(matchId, closedAt)`,
 * `UnknownMatch(matchId)`, `NotEligible(tokenId, rarity)`, `InvalidOption(matchId, option)`, `EnforcedPause()`. */
export type BetByMatchIdErrorType = FinaverseError

/**
 * Simulates `betByMatchId(matchId, option, tokenIds)`: cheers with the heroes (100 credits each) before the
 * kick-off; the heroes stay staked until the final collection.
 *
 * @example
 * const prepared = await betByMatchId(clients.bsc, { account, matchId: 3n, option: 1n, tokenIds: [12n] })
 */
export async function betByMatchId(
  client: AnyClient,
  parameters: BetByMatchIdParameters,
): Promise<BetByMatchIdReturnType> {
  return prepareWrite(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'betByMatchId',
    args: [parameters.matchId, parameters.option, parameters.tokenIds],
    account: parameters.account,
  })
}
