// queryOptions factories for the content pages: one per read, used by the route loader (prefetch) and by the
// page component (useQuery), so both share the cache entry. Loaders prefetch and never throw: a page renders its
// heading and shows a failed load inline.

import type { RestResult } from '@finaverse/sdk/rest'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ContentKind } from '../../data/client'
import type { Locale } from '../../i18n/locale'

// The REST client and its zod schemas load with the first query, not with the page.
const client = () => import('../../data/client')
type Api = Awaited<ReturnType<typeof client>>['api']

/** Calls the API and unwraps its envelope (a failure becomes an error for TanStack Query). */
async function fetchData<T>(request: (api: Api) => Promise<RestResult<T>>): Promise<T> {
  const { api, unwrap } = await client()
  return unwrap(await request(api))
}

const MINUTE = 60_000

export const contentListQuery = (kind: ContentKind, lang: Locale) =>
  queryOptions({
    queryKey: ['content', 'list', kind, lang],
    queryFn: () => fetchData((api) => api.getList({ kind, lang, pageSize: 50 })),
    staleTime: MINUTE,
  })

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'item', id],
    queryFn: () => fetchData((api) => api.getById({ kind: 'news', id })),
    staleTime: 5 * MINUTE,
  })

export const blogQuery = () =>
  queryOptions({
    queryKey: ['content', 'blog'],
    queryFn: () => fetchData((api) => api.blog({})),
    staleTime: 5 * MINUTE,
  })

export const priceQuery = () =>
  queryOptions({
    queryKey: ['price'],
    queryFn: () => fetchData((api) => api.price({})),
    staleTime: 15_000,
    refetchInterval: 30_000,
  })

export const leaderboardQuery = (season: number | undefined) =>
  queryOptions({
    queryKey: ['arena', 'rank', season ?? 'current'],
    queryFn: () => fetchData((api) => api.arenaRank(season === undefined ? {} : { season })),
    staleTime: MINUTE,
  })

export const downloadCountQuery = () =>
  queryOptions({
    queryKey: ['downloadCount'],
    queryFn: () => fetchData((api) => api.downloadCount({})),
    staleTime: MINUTE,
  })

export function loadContentList(qc: QueryClient, kind: ContentKind, lang: Locale) {
  return qc.prefetchQuery(contentListQuery(kind, lang))
}

export function loadHome(qc: QueryClient, lang: Locale) {
  return Promise.all([qc.prefetchQuery(contentListQuery('news', lang)), qc.prefetchQuery(priceQuery())])
}

export function loadNews(qc: QueryClient, id: number | undefined, lang: Locale) {
  return id === undefined
    ? Promise.all([qc.prefetchQuery(contentListQuery('news', lang)), qc.prefetchQuery(blogQuery())])
    : qc.prefetchQuery(articleQuery(id))
}

export function loadPrice(qc: QueryClient) {
  return qc.prefetchQuery(priceQuery())
}

export function loadLeaderboard(qc: QueryClient, season: number | undefined) {
  return qc.prefetchQuery(leaderboardQuery(season))
}

export function loadDownloadCount(qc: QueryClient) {
  return qc.prefetchQuery(downloadCountQuery())
}
