import type { FinaverseBareClient } from '@finaverse/sdk'
import { getMergeIdsQueryOptions, getMergeInfosQueryOptions } from '@finaverse/sdk/query'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'

/** A merge of the player as the card contract keeps it, with its id and its place in its randomness request. */
export type PlayerMerge = {
  readonly mergeId: bigint
  readonly tokenIdA: bigint
  readonly tokenIdB: bigint
  readonly price: bigint
  /** The block of the request (the watcher starts there; the fallback opens `requestTimeout` blocks later). */
  readonly blockNumber: bigint
  readonly designate: boolean
  /** Basis points, fixed at request time. */
  readonly successRate: bigint
  readonly requestId: bigint
  /** 1 pending, 2 resolved. */
  readonly status: number
  readonly success: boolean
  readonly upgradedTokenId: bigint
  /** Pair index within its randomness request (a batch decides all its pairs with one request). */
  readonly index: number
}

/**
 * The player's merges from the chain (`getMergeInfos` with `getMergeIds`, same order), so a merge still waiting for
 * its randomness is found again after a reload. Polls every 3 s while one is pending.
 */
export function useMerges(client: FinaverseBareClient, user: Address | undefined) {
  const owner = user ?? '0x0000000000000000000000000000000000000000'
  const enabled = user !== undefined
  const infos = useQuery({
    ...getMergeInfosQueryOptions(client, { user: owner }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === 1) ? 3_000 : false),
  })
  const ids = useQuery({ ...getMergeIdsQueryOptions(client, { user: owner }), enabled })
  const merges: PlayerMerge[] = []
  const list = infos.data ?? []
  const idList = ids.data ?? []
  if (idList.length >= list.length) {
    list.forEach((info, i) => {
      const mergeId = idList[i] as bigint
      merges.push({ ...info, status: Number(info.status), mergeId, index: 0 })
    })
  }
  // A request's pairs are consecutive merge ids; the pair index is the distance to the request's first merge.
  const first = new Map<bigint, bigint>()
  for (const merge of merges) {
    const known = first.get(merge.requestId)
    if (known === undefined || merge.mergeId < known) first.set(merge.requestId, merge.mergeId)
  }
  const withIndex = merges.map((merge) => ({
    ...merge,
    index: Number(merge.mergeId - (first.get(merge.requestId) ?? merge.mergeId)),
  }))
  return { merges: withIndex, pending: infos.isPending || ids.isPending, refetch: infos.refetch }
}
