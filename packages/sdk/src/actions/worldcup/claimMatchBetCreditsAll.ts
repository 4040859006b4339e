import { worldCupAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimMatchBetCreditsAllParameters = {
  account: Account | Address
  /** The World Cup; default: the chain's WorldCup. */
  worldCup?: Address
}
export type ClaimMatchBetCreditsAllReturnType = PreparedWrite<typeof worldCupAbi, 'claimMatchBetCreditsAll'>
/** E.g. `NothingToClaim(64)` when no cheered match has an unclaimed win, `ClaimsNotActive()`. */
export type ClaimMatchBetCreditsAllErrorType = FinaverseError

/**
 * Simulates `claimMatchBetCreditsAll()`: claims every correct cheer on a match with a result.
 *
 * @example
 * const prepared = await claimMatchBetCreditsAll(clients.bsc, { account })
 */
export async function claimMatchBetCreditsAll(
  client: AnyClient,
  parameters: ClaimMatchBetCreditsAllParameters,
): Promise<ClaimMatchBetCreditsAllReturnType> {
  return prepareWrite(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'claimMatchBetCreditsAll',
    args: [],
    account: parameters.account,
  })
}
