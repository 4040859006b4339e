import { heroCardAbi, worldCupAbi, worldCupRaffleAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read, readGetters } from '../../internal/read.js'

export type GetWorldCupStateParameters = { worldCup?: Address; raffle?: Address }
export type GetWorldCupStateReturnType = {
  /** Native coin in the prize pool (wei); pull the merge fees first for the live figure. */
  prizePool: bigint
  /** Native coin the merge fees (70%) have put aside in HeroCard and nobody has pulled yet (`pullPrizePool`). */
  pendingPool: bigint
  /** Sum of every player's general credits. */
  totalCredits: bigint
  /** Sum of every share (credits bought or won by players who cheered with a hero): the 50% part's denominator. */
  totalShareCredits: bigint
  /** FINA base units per credit bought. */
  creditCost: bigint
  initCredit: bigint
  consumeCreditEachBet: bigint
  /** Unix seconds: the top-16 ranking closes (the knockout kick-off). */
  finalRankingBetEndTime: bigint
  /** Unix seconds: end of the claim window (exclusive); the final collection opens then. */
  claimEndTime: bigint
  claimsEnabled: boolean
  /** The raffle round open now, when it opened (Unix seconds) and its period (seconds). */
  raffleRound: bigint
  raffleRoundStart: bigint
  rafflePeriod: bigint
}
export type GetWorldCupStateErrorType = FinaverseError

/**
 * The event's public state in one read: prize pool (and the merge fees waiting to be pulled into it), credit totals, settings, dates and the raffle round.
 *
 * @example
 * const { prizePool, totalShareCredits, claimEndTime } = await getWorldCupState(clients.bsc)
 */
export async function getWorldCupState(
  client: AnyClient,
  parameters: GetWorldCupStateParameters = {},
): Promise<GetWorldCupStateReturnType> {
  const worldCup = contractAddress(client, 'WorldCup', parameters.worldCup)
  const raffle = contractAddress(client, 'WorldCupRaffle', parameters.raffle)
  const card = contractAddress(client, 'HeroCard')
  const [cup, draw, pendingPool] = await Promise.all([
    readGetters(client, { abi: worldCupAbi, address: worldCup }, [
      'prizePool',
      'totalCredits',
      'totalShareCredits',
      'creditCost',
      'initCredit',
      'consumeCreditEachBet',
      'finalRankingBetEndTime',
      'claimEndTime',
      'claimsEnabled',
    ]),
    readGetters(client, { abi: worldCupRaffleAbi, address: raffle }, [
      'raffleRound',
      'raffleRoundStart',
      'rafflePeriod',
    ]),
    read(client, { abi: heroCardAbi, address: card, functionName: 'prizePoolBalance', args: [] }),
  ])
  const { prizePool, totalCredits, totalShareCredits, creditCost, initCredit, consumeCreditEachBet } = cup
  const { finalRankingBetEndTime, claimEndTime, claimsEnabled } = cup
  const { raffleRound, raffleRoundStart, rafflePeriod } = draw
  return {
    prizePool,
    pendingPool,
    totalCredits,
    totalShareCredits,
    creditCost,
    initCredit: BigInt(initCredit),
    consumeCreditEachBet: BigInt(consumeCreditEachBet),
    finalRankingBetEndTime: BigInt(finalRankingBetEndTime),
    claimEndTime: BigInt(claimEndTime),
    claimsEnabled,
    raffleRound: BigInt(raffleRound),
    raffleRoundStart: BigInt(raffleRoundStart),
    rafflePeriod: BigInt(rafflePeriod),
  }
}
