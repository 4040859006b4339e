// A fault-injecting JSON-RPC proxy for the tests: a small Node HTTP server in front of a node that answers like a
// provider on a bad day. Faults come from a schedule (`next`: the next requests, in order) or at random (`rates`):
// 429 with Retry-After, 502/503, a hang past the client's timeout, a closed connection, `eth_getLogs` range
// errors; and `lagBlocks` makes it a node behind a load balancer (stale block number, nonce and `latest` state).
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Fault = { kind: '429'; retryAfter: number } | { kind: '502' | '503' | 'hang' | 'close' }

export type ProxyStats = {
  requests: number
  /** Calls answered (not faulted), by JSON-RPC method. */
  methods: Record<string, number>
  faults: Record<string, number>
}

export type RpcProxy = {
  url: string
  /** Faults for the next requests, in order (each used once). */
  next: Fault[]
  /** Random faults: probability per request of each (0..1), drawn from `random`. */
  rates: Partial<Record<Fault['kind'], number>>
  /** Blocks this node lags behind its upstream (0: none). */
  lagBlocks: number
  /** `eth_getLogs` over more blocks than this answers a range error (0: no limit). */
  maxLogRange: number
  /** Probability (0..1) that an `eth_getLogs` of any range is refused as too large ("too many results"). */
  logErrorRate: number
  /** The next this many `eth_getLogs`, of any range, are refused as too large: a refusal a run is sure to meet, where
   * `logErrorRate` alone may draw none in a short run. */
  logRefusals: number
  /** Told each call before it is forwarded, and (`afterCall`) with the node's answer before the client gets it:
   * scheduled faults on the chain (a base fee spike, a dropped transaction) around a send. */
  beforeCall?: (call: Rpc) => Promise<void>
  afterCall?: (call: Rpc, answer: { result?: unknown; error?: unknown }) => Promise<void>
  stats: ProxyStats
  close(): Promise<void>
}

export type Rpc = { jsonrpc: '2.0'; id: number | string | null; method: string; params?: unknown[] }

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })

/** Starts a proxy of `upstream` on a free port. `random` draws the random faults (seed it for a repeatable run). */
export async function startRpcProxy(upstream: string, random: () => number = Math.random): Promise<RpcProxy> {
  const hung = new Set<() => void>()
  const forward = async (calls: Rpc[]): Promise<unknown[]> => {
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(calls),
    })
    return (await response.json()) as unknown[]
  }
  const head = async () => {
    const [answer] = (await forward([{ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' }])) as {
      result: string
    }[]
    return BigInt(answer?.result ?? '0x0')
  }
  /** A call as a node `lagBlocks` behind would answer it: `latest`/`pending` read at its own head. */
  const lagged = async (call: Rpc, lag: number): Promise<Rpc | { answer: unknown }> => {
    const own = (await head()) - BigInt(lag)
    const at = `0x${(own < 0n ? 0n : own).toString(16)}`
    if (call.method === 'eth_blockNumber') return { answer: at }
    const params = (call.params ?? []).map((p) => (p === 'latest' || p === 'pending' ? at : p))
    return { ...call, params }
  }
  const proxy: RpcProxy = {
    url: '',
    next: [],
    rates: {},
    lagBlocks: 0,
    maxLogRange: 0,
    logErrorRate: 0,
    logRefusals: 0,
    stats: { requests: 0, methods: {}, faults: {} },
    async close() {
      for (const release of hung) release()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const count = (kind: string) => {
    proxy.stats.faults[kind] = (proxy.stats.faults[kind] ?? 0) + 1
  }
  const pick = (): Fault | undefined => {
    const scheduled = proxy.next.shift()
    if (scheduled) return scheduled
    for (const [kind, rate] of Object.entries(proxy.rates) as [Fault['kind'], number][]) {
      if (rate > 0 && random() < rate) return kind === '429' ? { kind, retryAfter: 1 } : ({ kind } as Fault)
    }
    return undefined
  }
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request)
      proxy.stats.requests++
      const fault = pick()
      if (fault) {
        count(fault.kind)
        switch (fault.kind) {
          case '429':
            response.writeHead(429, { 'retry-after': String(fault.retryAfter), 'content-type': 'text/plain' })
            response.end('rate limited')
            return
          case '502':
          case '503':
            response.writeHead(Number(fault.kind), { 'content-type': 'text/plain' })
            response.end('upstream unavailable')
            return
          case 'close':
            request.socket.destroy()
            return
          case 'hang':
            // Never answered: the client's timeout ends it (or close() does).
            await new Promise<void>((resolve) => {
              hung.add(resolve)
              response.on('close', () => resolve())
            })
            return
        }
      }
      const parsed = JSON.parse(body) as Rpc | Rpc[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      const answers: unknown[] = new Array(calls.length)
      const sent: { index: number; call: Rpc }[] = []
      for (const [index, call] of calls.entries()) {
        proxy.stats.methods[call.method] = (proxy.stats.methods[call.method] ?? 0) + 1
        if (
          call.method === 'eth_getLogs' &&
          (proxy.maxLogRange > 0 || proxy.logErrorRate > 0 || proxy.logRefusals > 0)
        ) {
          const filter = (call.params?.[0] ?? {}) as { fromBlock?: string; toBlock?: string }
          const from = filter.fromBlock?.startsWith('0x') ? BigInt(filter.fromBlock) : 0n
          const to = filter.toBlock?.startsWith('0x') ? BigInt(filter.toBlock) : await head()
          const refused = proxy.logRefusals > 0
          if (refused) proxy.logRefusals -= 1
          const tooMany = refused || (proxy.logErrorRate > 0 && random() < proxy.logErrorRate)
          if (tooMany || (proxy.maxLogRange > 0 && to - from + 1n > BigInt(proxy.maxLogRange))) {
            count('logRange')
            answers[index] = {
              jsonrpc: '2.0',
              id: call.id,
              error: { code: -32005, message: `block range too large: at most ${proxy.maxLogRange} blocks` },
            }
            continue
          }
        }
        if (proxy.lagBlocks > 0) {
          const shaped = await lagged(call, proxy.lagBlocks)
          if ('answer' in shaped) {
            answers[index] = { jsonrpc: '2.0', id: call.id, result: shaped.answer }
            continue
          }
          sent.push({ index, call: shaped })
        } else sent.push({ index, call })
      }
      if (sent.length > 0) {
        if (proxy.beforeCall) for (const { call } of sent) await proxy.beforeCall(call)
        const results = await forward(sent.map((s) => s.call))
        for (const [i, s] of sent.entries()) answers[s.index] = results[i]
        if (proxy.afterCall)
          for (const [i, s] of sent.entries())
            await proxy.afterCall(s.call, (results[i] ?? {}) as { result?: unknown; error?: unknown })
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]))
    })().catch((error: Error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(error.message)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}
