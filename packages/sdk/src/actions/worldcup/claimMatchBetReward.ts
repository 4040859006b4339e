import { worldCupAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimMatchBetRewardParameters = {
  account: Account | Address
  /** The World Cup; default: the chain's WorldCup. */
  worldCup?: Address
}
export type ClaimMatchBetRewardReturnType = PreparedWrite<typeof worldCupAbi, 'claimMatchBetReward'>
/** E.g. `RewardNotOpen(opensAt)` before the claim window ends, `AlreadyClaimed(65)`, `NothingToClaim(65)`. */
export type ClaimMatchBetRewardErrorType = FinaverseError

/**
 * Simulates `claimMatchBetReward()`: the final collection after the claim window, the prize (podium 12/5/3%,
 * 50% by credit share) once and the staked heroes (up to 100 a call).
 *
 * @example
 * const prepared = await claimMatchBetReward(clients.bsc, { account })
 */
export async function claimMatchBetReward(
  client: AnyClient,
  parameters: ClaimMatchBetRewardParameters,
): Promise<ClaimMatchBetRewardReturnType> {
  return prepareWrite(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'claimMatchBetReward',
    args: [],
    account: parameters.account,
  })
}
