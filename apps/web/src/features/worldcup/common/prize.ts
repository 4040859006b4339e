// The prize pool's split and the calculator, on the domain's splitPrizePool (amounts in wei, bigint throughout).
import { splitPrizePool } from '@finaverse/domain'

/**
 * A player's prize share: the credits bought or won and not spent, i.e. its credits minus what is
 * left of the free grant, and nothing for a player who never cheered with a hero.
 * @example shareCredits({ credits: 700, grantLeft: 200, tokenCount: 1 }) // 500n
 */
export function shareCredits(record: {
  credits: number | bigint
  grantLeft: number | bigint
  tokenCount: number | bigint
}): bigint {
  if (BigInt(record.tokenCount) === 0n) return 0n
  const share = BigInt(record.credits) - BigInt(record.grantLeft)
  return share > 0n ? share : 0n
}

/**
 * The podium prizes (1st 12%, 2nd 5%, 3rd 3%) and the part shared by credits (50%) of a pool in wei.
 * @example poolSplit(1000n) // { podium: [120n, 50n, 30n], shared: 500n }
 */
export function poolSplit(pool: bigint): { podium: [bigint, bigint, bigint]; shared: bigint } {
  const { podium, shares } = splitPrizePool(pool, { podium: ['1st', '2nd', '3rd'], credits: [1n] })
  return { podium, shared: shares[0] as bigint }
}

/**
 * The calculator: what `credits` of `total` share credits get of the pool's shared half (rounded down as the
 * contract does). A total below the player's own credits counts the player's credits as the total.
 * @example sharedPrize(1000n, 25n, 100n) // 125n
 */
export function sharedPrize(pool: bigint, credits: bigint, total: bigint): bigint {
  if (credits <= 0n) return 0n
  const others = total > credits ? total - credits : 0n
  const { shares } = splitPrizePool(pool, { podium: [null, null, null], credits: [credits, others] })
  return shares[0] as bigint
}
