import { worldCupRaffleAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type DrawRaffleParameters = {
  /** An operator of the raffle (OPERATOR_ROLE: the keeper). */
  account: Account | Address
  /** The raffle; default: the chain's WorldCupRaffle. */
  raffle?: Address
}
/** The prepared write; its `result` is the randomness request id of the draw. */
export type DrawRaffleReturnType = PreparedWrite<typeof worldCupRaffleAbi, 'drawRaffle'>
/**
 * `RaffleNotReady(readyAt)` before the round's period has passed, `NothingToDraw(round)` for a round without
 * tickets or while no prize hero exists, `EnforcedPause()`, `AccessControlUnauthorizedAccount`.
 */
export type DrawRaffleErrorType = FinaverseError

/**
 * Simulates the operator's `drawRaffle()`: closes the World Cup raffle's round (once `rafflePeriod` has passed since
 * `raffleRoundStart`), opens the next one and requests the randomness of its draw (the winners' heroes are minted
 * when the request resolves).
 *
 * @example
 * const prepared = await drawRaffle(clients.bsc, { account: keeper })
 */
export async function drawRaffle(
  client: AnyClient,
  parameters: DrawRaffleParameters,
): Promise<DrawRaffleReturnType> {
  return prepareWrite(client, {
    abi: worldCupRaffleAbi,
    address: contractAddress(client, 'WorldCupRaffle', parameters.raffle),
    functionName: 'drawRaffle',
    args: [],
    account: parameters.account,
  })
}
