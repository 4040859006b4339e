// The checks of a cheer before the wallet opens, on the domain's validateCheer (the spec's messages).
import { type CheerStage, type ErrorCode, type Rarity, validateCheer } from '@finaverse/domain'

export type CheerHero = { tokenId: bigint; rarity: Rarity | undefined }

/**
 * The first problem of a cheer, or null: an unknown match ('Unknown match info'), no hero ('Please select at least
 * one hero'), then per hero the domain's order: not owned, not eligible at this stage, cheering closed ('You can
 * only cheer before the match starts'), not enough credits (100 a hero).
 * @example checkCheer({ stage: 'group', closesAt: 2000, heroes: [{ tokenId: 1n, rarity: 'S' }], owned: [1n], credits: 500n, now: 1000 }) // null
 */
export function checkCheer(input: {
  stage: CheerStage
  /** When cheering closes (Unix seconds, chain time); undefined or 0: the match does not exist. */
  closesAt: bigint | number | undefined
  heroes: readonly CheerHero[]
  /** Token ids the wallet owns now. */
  owned: readonly bigint[]
  credits: bigint
  now: number
}): ErrorCode | null {
  if (input.closesAt === undefined || Number(input.closesAt) === 0) return 'UNKNOWN_MATCH'
  if (input.heroes.length === 0) return 'NO_HERO_SELECTED'
  for (const hero of input.heroes) {
    const error = validateCheer({
      stage: input.stage,
      // A hero whose rarity is not known yet cannot be checked: treated as not eligible.
      rarity: hero.rarity ?? 'B',
      owned: input.owned.includes(hero.tokenId),
      credits: input.credits,
      count: input.heroes.length,
      closesAt: Number(input.closesAt),
      now: input.now,
    })
    if (error) return error
  }
  return null
}

/** Credits a player can spend: an account not activated yet gets the free grant with its first cheer. */
export function spendableCredits(
  record: { credits: number | bigint; activated: boolean } | undefined,
  initCredit: bigint | undefined,
): bigint | undefined {
  if (!record) return undefined
  return record.activated ? BigInt(record.credits) : (initCredit ?? 0n) + BigInt(record.credits)
}
