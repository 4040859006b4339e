import { worldCupRaffleAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read, readGetters } from '../../internal/read.js'

export type GetRaffleRoundParameters = {
  /** The raffle; default: the chain's WorldCupRaffle. */
  raffle?: Address
}
export type GetRaffleRoundReturnType = {
  /** The round open now. */
  round: bigint
  /** When it opened (Unix seconds). */
  start: bigint
  /** How long a round lasts (seconds): it can be drawn from `start + period`. */
  period: bigint
  /** Tickets of the round so far (a round without tickets is not drawn). */
  tickets: bigint
}
/** The node's error (`NETWORK_ERROR`). */
export type GetRaffleRoundErrorType = FinaverseError

/**
 * Reads the World Cup raffle's open round: its number, start, period and tickets so far (`raffleRound`,
 * `raffleRoundStart`, `rafflePeriod`, `raffleRoundTickets(round)`), what the keeper checks before `drawRaffle`.
 *
 * @example
 * const { start, period, tickets } = await getRaffleRound(clients.bsc)
 */
export async function getRaffleRound(
  client: AnyClient,
  parameters: GetRaffleRoundParameters = {},
): Promise<GetRaffleRoundReturnType> {
  const address = contractAddress(client, 'WorldCupRaffle', parameters.raffle)
  const round = BigInt(
    await read(client, { abi: worldCupRaffleAbi, address, functionName: 'raffleRound', args: [] }),
  )
  const [{ raffleRoundStart, rafflePeriod }, tickets] = await Promise.all([
    readGetters(client, { abi: worldCupRaffleAbi, address }, ['raffleRoundStart', 'rafflePeriod']),
    read(client, { abi: worldCupRaffleAbi, address, functionName: 'raffleRoundTickets', args: [round] }),
  ])
  return { round, start: BigInt(raffleRoundStart), period: BigInt(rafflePeriod), tickets }
}
