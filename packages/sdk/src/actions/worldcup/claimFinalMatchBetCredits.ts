import { worldCupAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimFinalMatchBetCreditsParameters = {
  account: Account | Address
  /** The World Cup; default: the chain's WorldCup. */
  worldCup?: Address
}
export type ClaimFinalMatchBetCreditsReturnType = PreparedWrite<
  typeof worldCupAbi,
  'claimFinalMatchBetCredits'
>
/** E.g. `AlreadyClaimed(64)`, `NothingToClaim(64)` (no hero on the champion or no champion yet), `ClaimsNotActive()`. */
export type ClaimFinalMatchBetCreditsErrorType = FinaverseError

/**
 * Simulates `claimFinalMatchBetCredits()`: claims the win of top-16 heroes on the champion.
 *
 * @example
 * const prepared = await claimFinalMatchBetCredits(clients.bsc, { account })
 */
export async function claimFinalMatchBetCredits(
  client: AnyClient,
  parameters: ClaimFinalMatchBetCreditsParameters,
): Promise<ClaimFinalMatchBetCreditsReturnType> {
  return prepareWrite(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'claimFinalMatchBetCredits',
    args: [],
    account: parameters.account,
  })
}
