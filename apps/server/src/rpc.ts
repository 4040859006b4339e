import { createTransport, type EIP1193RequestFn, fallback, http, type Transport } from 'viem'

// One chain's JSON-RPC, reached through a list of URLs: what the keeper and the api's price reads share.

export type RpcListOptions = {
  /** Per request, per URL (default 10 s). */
  timeoutMs?: number
  /** Retries of a request over the whole list (default 3): backoff 2^n x `retryDelayMs`, or the node's Retry-After. */
  retryCount?: number
  retryDelayMs?: number
  /** JSON-RPC batching (default off). */
  batch?: boolean | { batchSize?: number; wait?: number }
  /** A node whose head is more than this many blocks behind the best one is used only when no other answers (default 3). */
  lagBlocks?: number
  /** How often the heads of the nodes are compared (default 2 s). */
  probeMs?: number
  /** Told the URLs that lag when the set changes (logs, metrics). */
  onLagging?: (urls: string[]) => void
  /** Told every failed attempt on one URL of the list (the next URL is tried, or the request retried): metrics. */
  onError?: (method: string, error: unknown) => void
}

/**
 * A viem transport over a list of RPC URLs: viem's `fallback` (the next URL when one fails: timeouts, 5xx, 429,
 * closed connections), retried with exponential backoff, or after the node's `Retry-After` when it sends one (viem
 * reads it). Every `probeMs` the nodes' block numbers are compared: a node more than `lagBlocks` behind the best
 * one (a lagging node behind a load balancer: stale block number, stale nonce) goes to the end of the list, so the
 * reads that must be fresh (head, nonce, receipts) are answered by a node that is up to date. One URL: plain `http`.
 */
export function rpcTransport(urls: readonly string[], options: RpcListOptions = {}): Transport {
  if (urls.length === 0) throw new Error('rpcTransport: no RPC URL')
  const timeout = options.timeoutMs ?? 10_000
  const retryCount = options.retryCount ?? 3
  const retryDelay = options.retryDelayMs ?? 150
  const batch = options.batch ?? false
  const one = (url: string) => http(url, { timeout, retryCount: 0, batch })
  if (urls.length === 1) return http(urls[0], { timeout, retryCount, retryDelay, batch })
  const lagBlocks = BigInt(options.lagBlocks ?? 3)
  const probeMs = options.probeMs ?? 2_000
  const transports = urls.map(one)

  return (params) => {
    // One fallback per order of the URLs (at most a few distinct orders occur: the lagging set changes rarely).
    const byOrder = new Map<string, ReturnType<Transport>>()
    const fallbackIn = (order: number[]) => {
      const key = order.join(',')
      let made = byOrder.get(key)
      if (!made) {
        made = fallback(
          order.map((i) => transports[i] as Transport),
          { retryCount: 0 },
        )({ ...params, retryCount: 0 })
        const told = options.onError
        if (told)
          (
            made.value as {
              onResponse?: (fn: (r: { method: string; status: string; error?: unknown }) => void) => void
            }
          )?.onResponse?.((r) => {
            if (r.status === 'error') told(r.method, r.error)
          })
        byOrder.set(key, made)
      }
      return made
    }
    const probes = transports.map((t) => t({ ...params, retryCount: 0, timeout: Math.min(timeout, 2_000) }))
    let order = urls.map((_, i) => i)
    let lagging = ''
    let probedAt = 0
    let probing: Promise<void> | undefined
    const probe = async () => {
      const heads = await Promise.all(
        probes.map((p) =>
          p
            .request({ method: 'eth_blockNumber' })
            .then((h) => BigInt(h as string))
            .catch(() => null),
        ),
      )
      const best = heads.reduce<bigint | null>((m, h) => (h !== null && (m === null || h > m) ? h : m), null)
      const fresh = (i: number) => {
        const head = heads[i]
        return best !== null && head !== null && head !== undefined && best - head <= lagBlocks
      }
      const indices = urls.map((_, i) => i)
      order = [...indices.filter(fresh), ...indices.filter((i) => !fresh(i))]
      const nowLagging = indices.filter((i) => !fresh(i)).map((i) => urls[i] as string)
      if (nowLagging.join(',') !== lagging) {
        lagging = nowLagging.join(',')
        options.onLagging?.(nowLagging)
      }
      probedAt = Date.now()
    }
    const refresh = () => {
      probing ??= probe().finally(() => {
        probing = undefined
      })
      return probing
    }
    return createTransport({
      key: 'rpcList',
      name: 'RPC list',
      type: 'rpcList',
      retryCount,
      retryDelay,
      timeout,
      request: (async ({ method, params: args }: { method: string; params?: unknown }) => {
        // The first request waits for the first comparison; later ones use the last and refresh it behind.
        if (probedAt === 0) await refresh()
        else if (Date.now() - probedAt > probeMs) void refresh()
        return fallbackIn(order).request({ method, params: args } as never)
      }) as EIP1193RequestFn,
    })
  }
}
