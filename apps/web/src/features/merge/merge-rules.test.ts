import { MESSAGES, type MergeCard } from '@finaverse/domain'
import { encodeAbiParameters, hexToBigInt, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { cardLabel, checkMerge, mergeRoll, mergeStage, pairsOf } from './merge-rules'

const card = (tokenId: number, rarity: MergeCard['rarity']): MergeCard => ({
  tokenId: BigInt(tokenId),
  rarity,
})
const ok = { balance: 10n ** 18n, cost: 6n * 10n ** 15n }

describe('checkMerge (the spec order of the merge rules)', () => {
  it('accepts one pair or a batch of pairs of the same rarity with the cost covered', () => {
    expect(checkMerge({ mains: [card(1, 'S')], supplements: [card(2, 'S')], ...ok })).toBeNull()
    expect(
      checkMerge({ mains: [card(1, 'S'), card(3, 'A')], supplements: [card(2, 'S'), card(4, 'A')], ...ok }),
    ).toBeNull()
  })

  it('asks for heroes first: none, a main without its supplement', () => {
    expect(checkMerge({ mains: [], supplements: [], ...ok })).toBe('NOT_SELECTED')
    expect(checkMerge({ mains: [card(1, 'S')], supplements: [], ...ok })).toBe('NOT_SELECTED')
    expect(MESSAGES.NOT_SELECTED).toBe('Please select the heroes first')
  })

  it('refuses one card as main and supplement, even in different pairs', () => {
    expect(checkMerge({ mains: [card(1, 'S')], supplements: [card(1, 'S')], ...ok })).toBe('SAME_CARD')
    expect(
      checkMerge({ mains: [card(1, 'S'), card(2, 'S')], supplements: [card(3, 'S'), card(1, 'S')], ...ok }),
    ).toBe('SAME_CARD')
  })

  it('applies each pair its rules: same rarity, not X, not B', () => {
    expect(checkMerge({ mains: [card(1, 'S')], supplements: [card(2, 'SS')], ...ok })).toBe('RARITY_MISMATCH')
    expect(checkMerge({ mains: [card(1, 'X')], supplements: [card(2, 'X')], ...ok })).toBe('MAX_RARITY')
    expect(checkMerge({ mains: [card(1, 'B')], supplements: [card(2, 'B')], ...ok })).toBe('B_TO_A_FORBIDDEN')
    // A bad second pair is found even while the cost is still loading.
    expect(
      checkMerge({
        mains: [card(1, 'S'), card(3, 'B')],
        supplements: [card(2, 'S'), card(4, 'B')],
        balance: undefined,
        cost: null,
      }),
    ).toBe('B_TO_A_FORBIDDEN')
  })

  it('waits for the cost, then wants the balance to cover it', () => {
    const pair = { mains: [card(1, 'S')], supplements: [card(2, 'S')] }
    expect(checkMerge({ ...pair, balance: 10n, cost: null })).toBe('COST_PENDING')
    expect(checkMerge({ ...pair, balance: undefined, cost: null })).toBe('COST_PENDING')
    expect(checkMerge({ ...pair, balance: 5n, cost: 6n })).toBe('INSUFFICIENT_BALANCE')
    expect(checkMerge({ ...pair, balance: 6n, cost: 6n })).toBeNull()
  })

  it('allows at most 100 cards in one transaction, checked first', () => {
    const mains = Array.from({ length: 50 }, (_, i) => card(i + 1, 'A'))
    const supplements = Array.from({ length: 50 }, (_, i) => card(i + 101, 'A'))
    expect(checkMerge({ mains, supplements, ...ok })).toBeNull()
    expect(checkMerge({ mains: [...mains, card(99, 'B')], supplements, ...ok })).toBe('MERGE_LIMIT')
    expect(MESSAGES.MERGE_LIMIT).toBe('At most 100 cards can be merged in one transaction')
  })

  it('pairs main i with supplement i', () => {
    expect(pairsOf([1, 2, 3], [11, 12])).toEqual([
      { main: 1, supplement: 11 },
      { main: 2, supplement: 12 },
    ])
  })
})

describe('mergeRoll (the contract recomputed)', () => {
  const randomness = 0x1234_5678_9abc_def0n * 10n ** 40n + 7n
  const roll = (i: number) =>
    hexToBigInt(
      keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [randomness, BigInt(i)])),
    )

  it('is keccak256(abi.encode(randomness, i)); success below the rate in basis points', () => {
    for (const i of [0, 1, 7]) {
      const result = mergeRoll(randomness, i, 5300n, true)
      expect(result.roll).toBe(roll(i))
      expect(result.draw).toBe(Number(roll(i) % 10_000n))
      expect(result.success).toBe(roll(i) % 10_000n < 5300n)
      expect(mergeRoll(randomness, i, 0n, true).success).toBe(false)
      expect(mergeRoll(randomness, i, 10_000n, true).success).toBe(true)
    }
  })

  it('a designate merge always upgrades the main card; a random one follows bit 128', () => {
    for (const i of [0, 1, 2, 3, 4, 5]) {
      expect(mergeRoll(randomness, i, 10_000n, true).upgrades).toBe('main')
      const bit = (roll(i) >> 128n) & 1n
      expect(mergeRoll(randomness, i, 10_000n, false).upgrades).toBe(bit === 0n ? 'main' : 'supplement')
    }
  })
})

describe('mergeStage (the VRF adapter timeout)', () => {
  it('waits for Chainlink VRF until cancelAfter, then offers the cancellation', () => {
    expect(mergeStage(100n, 200n)).toBe('vrf')
    expect(mergeStage(199n, 200n)).toBe('vrf')
    expect(mergeStage(200n, 200n)).toBe('timed-out')
    expect(mergeStage(10_000n, 200n)).toBe('timed-out')
  })
})

describe('cardLabel', () => {
  it('names a card with its id once', () => {
    expect(cardLabel("Athena's Aegis S Hero #94", 94n)).toBe("Athena's Aegis S Hero #94")
    expect(cardLabel('Hero', 7n)).toBe('Hero #7')
    expect(cardLabel('Hero #71', 7n)).toBe('Hero #71 #7')
  })
})
