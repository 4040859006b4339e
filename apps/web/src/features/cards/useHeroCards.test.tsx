// The views of cards from current chain data, against a small in-memory card contract served through a viem
// transport (the SDK's real reads and ABI decoding run): names and factions from each hero's card type, read once per
// hero; rarities and hero ids from the wallet's list or, when it lacks them, from the card contract; no card's
// `tokenURI` (about 146,000 gas each at the node) is ever read.
import { heroCardAbi } from '@finaverse/contracts'
import { createFinaverseBareClients, type FinaverseBareClient } from '@finaverse/sdk'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, custom, decodeFunctionData, encodeFunctionResult, numberToHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useHeroCards } from './useHeroCards'

const HERO_CARD: Address = '0x00000000000000000000000000000000000c4a2d'
/** Card types (heroes): camp (faction 1..4) and name, as `setCardInfos` stored them. */
const TYPES: Record<number, { camp: number; rarity: number; name: string }> = {
  11: { camp: 1, rarity: 2, name: "Athena's Aegis A Hero" },
  31: { camp: 3, rarity: 1, name: "Prometheus' Fire B Hero" },
}
/** Tokens: hero id and current rarity (1 B .. 9 X). Token 5 was minted A and merged up to S. */
const TOKENS: Record<number, { heroId: number; rarity: number }> = {
  5: { heroId: 11, rarity: 3 },
  6: { heroId: 11, rarity: 2 },
  7: { heroId: 31, rarity: 1 },
}
const calls: string[] = []
/**
 * How long the reads may take to settle: two rounds of queries (hero ids, then card types). Beside the whole
 * `pnpm test` on 2 cores they took over Testing Library's default second once.
 */
const SETTLED = { timeout: 15_000 }

function fakeClient(): FinaverseBareClient {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_chainId') return numberToHex(31337)
    if (method !== 'eth_call') throw new Error(`unexpected RPC ${method}`)
    const [call] = params as [{ to: Address; data: `0x${string}` }]
    const { functionName, args } = decodeFunctionData({ abi: heroCardAbi, data: call.data })
    calls.push(functionName)
    const id = Number((args as readonly bigint[])[0])
    switch (functionName) {
      case 'heroIdMap':
        return encodeFunctionResult({
          abi: heroCardAbi,
          functionName,
          result: BigInt(TOKENS[id]?.heroId ?? 0),
        })
      case 'rarityMap':
        return encodeFunctionResult({
          abi: heroCardAbi,
          functionName,
          result: BigInt(TOKENS[id]?.rarity ?? 0),
        })
      case 'cardInfoes': {
        const type = TYPES[id] ?? { camp: 0, rarity: 0, name: '' }
        return encodeFunctionResult({
          abi: heroCardAbi,
          functionName,
          result: [
            BigInt(id),
            BigInt(type.camp),
            BigInt(type.rarity),
            type.name,
            1n,
            100n,
            `ipfs://card/${id}`,
          ],
        })
      }
      default:
        throw new Error(`unexpected call ${functionName}`)
    }
  }
  return createFinaverseBareClients({
    mode: 'local',
    transports: { bsc: custom({ request }, { retryCount: 0 }) },
    contracts: { bsc: { HeroCard: HERO_CARD } },
  }).bsc
}

const client = fakeClient()

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

describe('useHeroCards', () => {
  beforeEach(() => {
    calls.length = 0
  })
  afterEach(() => cleanup())

  it("a wallet's cards (hero and rarity known): one card type read per hero, names with the current rarity", async () => {
    const { result } = renderHook(
      () =>
        useHeroCards(client, [
          { tokenId: 5n, heroId: 11n, rarity: 3n },
          { tokenId: 6n, heroId: 11n, rarity: 2n },
          { tokenId: 7n, heroId: 31n, rarity: 1n },
        ]),
      { wrapper },
    )
    expect(result.current.pending).toBe(true)
    await waitFor(() => expect(result.current.pending).toBe(false), SETTLED)
    expect(result.current.cards).toEqual([
      { tokenId: 5n, name: "Athena's Aegis S Hero #5", rarity: 'S', faction: "Athena's Aegis", heroId: 11 },
      { tokenId: 6n, name: "Athena's Aegis A Hero #6", rarity: 'A', faction: "Athena's Aegis", heroId: 11 },
      {
        tokenId: 7n,
        name: "Prometheus' Fire B Hero #7",
        rarity: 'B',
        faction: "Prometheus' Fire",
        heroId: 31,
      },
    ])
    expect(calls.sort()).toEqual(['cardInfoes', 'cardInfoes'])
  })

  it('cards known by id only (the game account, staked cards): hero id and rarity read from the card contract', async () => {
    const { result } = renderHook(() => useHeroCards(client, [{ tokenId: 5n }, { tokenId: 7n }]), { wrapper })
    await waitFor(() => expect(result.current.pending).toBe(false), SETTLED)
    expect(
      result.current.cards.map(({ name, rarity, faction, heroId }) => ({ name, rarity, faction, heroId })),
    ).toEqual([
      { name: "Athena's Aegis S Hero #5", rarity: 'S', faction: "Athena's Aegis", heroId: 11 },
      { name: "Prometheus' Fire B Hero #7", rarity: 'B', faction: "Prometheus' Fire", heroId: 31 },
    ])
    expect(calls.filter((name) => name === 'heroIdMap')).toHaveLength(2)
    expect(calls.filter((name) => name === 'rarityMap')).toHaveLength(2)
    expect(calls.filter((name) => name === 'cardInfoes')).toHaveLength(2)
    expect(calls).not.toContain('tokenURI')
  })

  it('a token that does not exist (burnt by a merge) has no hero: its name is its id, nothing more is read', async () => {
    const { result } = renderHook(() => useHeroCards(client, [{ tokenId: 99n }]), { wrapper })
    await waitFor(() => expect(result.current.pending).toBe(false), SETTLED)
    expect(result.current.cards).toEqual([
      { tokenId: 99n, name: '#99', rarity: undefined, faction: undefined, heroId: undefined },
    ])
    expect(calls.sort()).toEqual(['heroIdMap', 'rarityMap'])
  })
})
