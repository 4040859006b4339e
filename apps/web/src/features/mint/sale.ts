// The rules of a box sale as the /mint screen applies them, from the contract's reads (BlindBox `_buy`): pure and
// unit-tested. Messages are the domain's MESSAGES codes.
import type { ErrorCode, Rarity } from '@finaverse/domain'
import type { GetBoxContentsReturnType, GetBoxInfoReturnType } from '@finaverse/sdk/actions'

/** The smaller of two bigints (Math.min takes numbers only). */
const smaller = (a: bigint, b: bigint): bigint => (a < b ? a : b)

/**
 * What a card shows about the sale: open, stopped or paused, sold out, open to whitelist members only, or not sold at
 * all (no quota and no sale: the mystery box, which comes from claims and the market).
 */
export type SaleStatus = 'open' | 'paused' | 'soldOut' | 'whitelistOnly' | 'notForSale'

export function saleStatus(
  info: GetBoxInfoReturnType,
  contents: GetBoxContentsReturnType | undefined,
): SaleStatus {
  if (!info.saleActive && info.totalQuota === 0n) return 'notForSale'
  if (!info.saleActive || contents?.paused) return 'paused'
  if (info.remaining === 0n) return 'soldOut'
  return info.whiteListOnly ? 'whitelistOnly' : 'open'
}

/** Why this player cannot buy now, or null. */
export type BuyRefusal = 'paused' | 'soldOut' | 'notWhitelisted' | 'quotaUsed' | 'notForSale'

export type BuyLimit = {
  readonly max: bigint
  readonly refusal: BuyRefusal | null
  readonly whitelist: boolean
}

/**
 * How many boxes this player may buy in one purchase: within the box's remaining quota, the per-address quota left
 * (public, or whitelist in whitelist-only mode, where non-members cannot buy), the cards left for boxes not yet
 * revealed (quota mode) and the per-transaction limit.
 */
export function buyLimit(
  info: GetBoxInfoReturnType,
  contents: GetBoxContentsReturnType | undefined,
  player: { member: boolean; publicBought: bigint; whitelistBought: bigint },
): BuyLimit {
  const whitelist = info.whiteListOnly
  const status = saleStatus(info, contents)
  if (status === 'notForSale') return { max: 0n, refusal: 'notForSale', whitelist }
  if (status === 'paused') return { max: 0n, refusal: 'paused', whitelist }
  if (status === 'soldOut') return { max: 0n, refusal: 'soldOut', whitelist }
  if (whitelist && !player.member) return { max: 0n, refusal: 'notWhitelisted', whitelist }
  const quota = whitelist
    ? info.whiteListBuyableQuota - player.whitelistBought
    : info.publicBuyableQuota - player.publicBought
  let max = smaller(quota, info.remaining)
  if (contents) {
    if (contents.maxPerTx < max) max = contents.maxPerTx
    if (contents.odds.length === 0) {
      const cardsFree = contents.cardsRemaining - contents.outstanding
      if (cardsFree < max) max = cardsFree
    }
  }
  if (max <= 0n) return { max: 0n, refusal: quota <= 0n ? 'quotaUsed' : 'soldOut', whitelist }
  return { max, refusal: null, whitelist }
}

/** The quantity field: a whole number from 1 to `max` ('Value cannot be empty', 'Please enter a valid amount'). */
export function validateQuantity(text: string, max: bigint): ErrorCode | null {
  const value = text.trim()
  if (value === '') return 'EMPTY'
  if (!/^\d+$/.test(value)) return 'INVALID_AMOUNT'
  const amount = BigInt(value)
  if (amount < 1n || amount > max) return 'INVALID_AMOUNT'
  return null
}

/**
 * The free mints (HeroCard `freeMultiMint`) this wallet can make now: `left` of its per-address allowance (never
 * below zero: the admin may lower the cap under what a wallet used), and `max` for one transaction, which is zero
 * while the hero sale is closed (the contract refuses free mints then too) and never above the per-transaction limit.
 */
export function freeMintLimit(
  settings: {
    readonly publicSaleActive: boolean
    readonly maxFreeMintPerAddress: bigint
    readonly maxMint: bigint
  },
  used: bigint,
): { readonly left: bigint; readonly max: bigint } {
  const left = settings.maxFreeMintPerAddress > used ? settings.maxFreeMintPerAddress - used : 0n
  return { left, max: settings.publicSaleActive ? smaller(left, settings.maxMint) : 0n }
}

/**
 * The odds of each rarity in basis points: the box's own odds (odds mode), or in quota mode each rarity's share of
 * the cards left (cards are drawn weighted by their quota left). `rarityOf` names a card id's rarity (undefined while
 * unknown).
 */
export function oddsByRarity(
  contents: GetBoxContentsReturnType,
  rarityOf: (cardId: bigint) => Rarity | undefined,
  rarityName: (value: number) => Rarity | undefined,
): { rarity: Rarity; bps: number }[] {
  const out = new Map<Rarity, bigint>()
  if (contents.odds.length > 0) {
    for (const { rarity, bps } of contents.odds) {
      const name = rarityName(Number(rarity))
      if (name) out.set(name, (out.get(name) ?? 0n) + bps)
    }
  } else {
    const total = contents.cards.reduce((sum, card) => sum + card.quota, 0n)
    if (total === 0n) return []
    const byRarity = new Map<Rarity, bigint>()
    for (const card of contents.cards) {
      const name = rarityOf(card.cardId)
      if (!name) return []
      byRarity.set(name, (byRarity.get(name) ?? 0n) + card.quota)
    }
    for (const [name, quota] of byRarity) out.set(name, (quota * 10_000n) / total)
  }
  return [...out].map(([rarity, bps]) => ({ rarity, bps: Number(bps) }))
}
