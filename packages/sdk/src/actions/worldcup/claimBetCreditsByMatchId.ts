import { worldCupAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimBetCreditsByMatchIdParameters = {
  account: Account | Address
  /** Match id 0..63. */
  matchId: bigint
  /** The World Cup; default: the chain's WorldCup. */
  worldCup?: Address
}
export type ClaimBetCreditsByMatchIdReturnType = PreparedWrite<typeof worldCupAbi, 'claimBetCreditsByMatchId'>
/** E.g. `AlreadyClaimed(matchId)`, `NothingToClaim(matchId)` (lost or no result), `ClaimsNotActive()`, `UnknownMatch(matchId)`. */
export type ClaimBetCreditsByMatchIdErrorType = FinaverseError

/**
 * Simulates `claimBetCreditsByMatchId(matchId)`: adds the win of a correct cheer to the credits.
 *
 * @example
 * const prepared = await claimBetCreditsByMatchId(clients.bsc, { account, matchId: 0n })
 */
export async function claimBetCreditsByMatchId(
  client: AnyClient,
  parameters: ClaimBetCreditsByMatchIdParameters,
): Promise<ClaimBetCreditsByMatchIdReturnType> {
  return prepareWrite(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'claimBetCreditsByMatchId',
    args: [parameters.matchId],
    account: parameters.account,
  })
}
