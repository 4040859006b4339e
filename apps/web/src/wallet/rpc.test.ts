import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rpcUrlsFromEnv } from '../../vite.config'
import { config } from '../config'
import { rpcStatus } from '../lib/rpc-status'
import { DEVNET_BATCH_SIZE, DEVNET_TIMEOUT_MS, isUnreachable, rpcTransport, rpcUrls } from './rpc'

/**
 * A JSON-RPC endpoint on a free port: `mode` says whether it answers, fails with HTTP 500 or reverts calls; `sizes`
 * records each request's number of calls (0: a single call, not a batch); while `hold` is set, answers wait for it.
 */
type Endpoint = {
  url: string
  asked: string[]
  sizes: number[]
  mode: 'answer' | 'down' | 'revert'
  hold: Promise<void> | undefined
  server: Server
}
async function endpoint(block: number): Promise<Endpoint> {
  const state = {
    asked: [] as string[],
    sizes: [] as number[],
    mode: 'answer' as Endpoint['mode'],
    hold: undefined as Promise<void> | undefined,
  }
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', async () => {
      const parsed = JSON.parse(body)
      const calls = [parsed].flat() as { id: number; method: string }[]
      state.asked.push(...calls.map((c) => c.method))
      state.sizes.push(Array.isArray(parsed) ? calls.length : 0)
      await state.hold
      if (state.mode === 'down') {
        res.writeHead(500).end('down')
        return
      }
      const answers = calls.map(({ id, method }) =>
        state.mode === 'revert' && method === 'eth_call'
          ? { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data: '0x' } }
          : { jsonrpc: '2.0', id, result: method === 'eth_chainId' ? '0x61' : `0x${block.toString(16)}` },
      )
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(Array.isArray(JSON.parse(body)) ? answers : answers[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, { url: `http://127.0.0.1:${port}`, server }) as Endpoint
}

let first: Endpoint
let second: Endpoint
beforeAll(async () => {
  first = await endpoint(111)
  second = await endpoint(222)
})
afterAll(() => {
  first.server.close()
  second.server.close()
})
afterEach(() => {
  delete config.rpcUrls[97]
  rpcStatus.clear()
  first.mode = 'answer'
  second.mode = 'answer'
  first.asked.length = 0
  second.asked.length = 0
  first.sizes.length = 0
  second.sizes.length = 0
  first.hold = undefined
  delete config.rpcUrls[31337]
  vi.useRealTimers()
})

const client = () => createPublicClient({ transport: rpcTransport(97, 'http://site.test'), cacheTime: 0 })

describe('RPC endpoints per chain', () => {
  it('live chains default to their public endpoints, the domain’s first; devnets to the site’s proxy', () => {
    const urls = rpcUrls(97, 'http://site.test')
    expect(urls[0]).toBe('https://data-seed-prebsc-1-s1.bnbchain.org:8545')
    expect(urls.every((url) => url.startsWith('https://'))).toBe(true)
    expect(new Set(urls).size).toBe(urls.length)
    expect(rpcUrls(31337, 'http://site.test')).toEqual(['http://site.test/rpc/31337'])
  })

  it('a configured list replaces them, in its order, paths taken on the site', () => {
    config.rpcUrls[97] = ['https://one.example', '/rpc/97']
    expect(rpcUrls(97, 'http://site.test')).toEqual(['https://one.example', 'http://site.test/rpc/97'])
  })

  it('VITE_RPC_URLS_<chainId>: lists split on commas and spaces; a bad URL or an unknown chain is refused by name', () => {
    expect(rpcUrlsFromEnv({ VITE_RPC_URLS_97: 'https://a.example, https://b.example /rpc/97' })).toEqual({
      97: ['https://a.example', 'https://b.example', '/rpc/97'],
    })
    expect(rpcUrlsFromEnv({ VITE_RPC_URLS_56: '' })).toEqual({})
    expect(() => rpcUrlsFromEnv({ VITE_RPC_URLS_97: 'https://a.example,ftp://b.example' })).toThrow(
      'VITE_RPC_URLS_97: "ftp://b.example" is not an http(s) URL or a path on the site',
    )
    expect(() => rpcUrlsFromEnv({ VITE_RPC_URLS_1: 'https://a.example' })).toThrow(
      'VITE_RPC_URLS_1: the site uses no chain 1',
    )
  })
})

describe('rpcTransport (viem fallback over real HTTP endpoints)', () => {
  it('a first endpoint that fails hands the read to the second; nothing is reported', async () => {
    config.rpcUrls[97] = [first.url, second.url]
    first.mode = 'down'
    expect(await client().getBlockNumber()).toBe(222n)
    expect(first.asked).toContain('eth_blockNumber')
    expect(rpcStatus.get().size).toBe(0)
  })

  it('the first endpoint answers when it can (order is priority)', async () => {
    config.rpcUrls[97] = [first.url, second.url]
    expect(await client().getBlockNumber()).toBe(111n)
    expect(second.asked).toEqual([])
  })

  it('every endpoint failing is reported for the chain, and the next answer clears it', async () => {
    config.rpcUrls[97] = [first.url, second.url]
    first.mode = 'down'
    second.mode = 'down'
    const error = await client()
      .getBlockNumber()
      .catch((e: unknown) => e)
    expect(isUnreachable(error)).toBe(true)
    expect([...rpcStatus.get()]).toEqual([97])
    second.mode = 'answer'
    expect(await client().getBlockNumber()).toBe(222n)
    expect(rpcStatus.get().size).toBe(0)
  })

  it('a reverted call is an answer, not an unreachable network (no second endpoint, no notice)', async () => {
    config.rpcUrls[97] = [first.url, second.url]
    first.mode = 'revert'
    const error = await client()
      .call({ to: '0x0000000000000000000000000000000000000001', data: '0x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(isUnreachable(error)).toBe(false)
    expect(second.asked).toEqual([])
    expect(rpcStatus.get().size).toBe(0)
  })
})

describe('rpcTransport on a devnet (one JSON-RPC batch per tick, no Multicall3)', () => {
  const devnet = () =>
    createPublicClient({ transport: rpcTransport(31337, 'http://site.test'), cacheTime: 0 })
  const account = (i: number) => `0x${i.toString(16).padStart(40, '0')}` as const

  it(`reads made together go in batches of at most ${DEVNET_BATCH_SIZE} calls, each answered`, async () => {
    config.rpcUrls[31337] = [first.url]
    const count = 2 * DEVNET_BATCH_SIZE + 5
    const balances = await Promise.all(
      Array.from({ length: count }, (_, i) => devnet().getBalance({ address: account(i + 1) })),
    )
    expect(balances).toEqual(Array(count).fill(111n))
    expect(first.sizes.length).toBeGreaterThanOrEqual(3)
    expect(Math.max(...first.sizes)).toBeLessThanOrEqual(DEVNET_BATCH_SIZE)
    expect(first.sizes.reduce((a, b) => a + Math.max(b, 1), 0)).toBe(count)
  })

  it('a live chain’s reads go one request each (its clients batch with Multicall3 instead)', async () => {
    config.rpcUrls[97] = [first.url]
    await Promise.all([1, 2, 3].map((i) => client().getBalance({ address: account(i) })))
    expect(first.sizes).toEqual([0, 0, 0])
  })

  it(`a slow devnet answer is waited for up to ${DEVNET_TIMEOUT_MS / 1000} s and asked once, not retried after 10 s`, async () => {
    config.rpcUrls[31337] = [first.url]
    let answer: () => void = () => {}
    first.hold = new Promise<void>((resolve) => {
      answer = resolve
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const read = devnet().getBlockNumber()
    await vi.waitFor(() => expect(first.asked).toEqual(['eth_blockNumber']))
    // Past viem's default timeout (10 s) and its retries' delays: the one request is still the only one.
    await vi.advanceTimersByTimeAsync(DEVNET_TIMEOUT_MS - 5_000)
    expect(first.asked).toEqual(['eth_blockNumber'])
    answer()
    expect(await read).toBe(111n)
    expect(first.asked).toEqual(['eth_blockNumber'])
  })
})
