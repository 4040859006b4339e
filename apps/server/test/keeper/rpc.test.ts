// A chain reached through a list of RPC URLs (src/rpc.ts) against a Hardhat node behind the fault-injecting proxy
// (test/keeper/rpc-proxy.ts): a failing, rate-limited, hanging or closing node is passed over, Retry-After is waited for,
// a lagging node is not asked for fresh reads; and the configuration's URL lists.
import { type Devnet, rpc as nodeRpc, startDevnet } from '@finaverse/contracts/devnet'
import { createPublicClient, type PublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.js'
import { loadKeeperConfig, txPolicyOf } from '../../src/keeper/config.js'
import { rpcTransport } from '../../src/rpc.js'
import { type RpcProxy, startRpcProxy } from './rpc-proxy.js'

// One node for the file; the chain work is the same on either database (no database here): PGlite project only.
const onPglite = process.env['TEST_DB'] !== 'postgres'

describe.runIf(onPglite)('a chain through a list of RPC URLs', () => {
  let devnet: Devnet
  let node = ''
  const proxies: RpcProxy[] = []
  const proxy = async () => {
    const p = await startRpcProxy(node)
    proxies.push(p)
    return p
  }
  const client = (urls: string[], options: Parameters<typeof rpcTransport>[1] = {}): PublicClient =>
    createPublicClient({ transport: rpcTransport(urls, { retryDelayMs: 50, ...options }) })
  const head = async () => BigInt((await nodeRpc(node, 'eth_blockNumber')) as string)

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [31337], deploy: false })
    node = devnet.rpcUrls[31337] as string
    for (let i = 0; i < 10; i++) await nodeRpc(node, 'evm_mine')
  }, 120_000)
  afterEach(async () => {
    for (const p of proxies.splice(0)) await p.close()
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it.each(['502', '503', 'close'] as const)(
    'a node answering %s is passed over: the next URL answers',
    async (kind) => {
      const [bad, good] = [await proxy(), await proxy()]
      bad.rates = { [kind]: 1 }
      const c = client([bad.url, good.url])
      expect(await c.getBlockNumber({ cacheTime: 0 })).toBe(await head())
      expect(bad.stats.faults[kind]).toBeGreaterThan(0)
      expect(good.stats.requests).toBeGreaterThan(0)
    },
  )

  it('a node that hangs past the timeout is passed over', async () => {
    const [bad, good] = [await proxy(), await proxy()]
    bad.rates = { hang: 1 }
    const started = Date.now()
    const c = client([bad.url, good.url], { timeoutMs: 400 })
    expect(await c.getBlockNumber({ cacheTime: 0 })).toBe(await head())
    expect(bad.stats.faults['hang']).toBeGreaterThan(0)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("429 with Retry-After: the request is retried after the node's delay, with one URL or several", async () => {
    const only = await proxy()
    only.next = [{ kind: '429', retryAfter: 1 }]
    const started = Date.now()
    expect(await client([only.url], { retryCount: 2 }).getBlockNumber({ cacheTime: 0 })).toBe(await head())
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
    expect(only.stats.faults['429']).toBe(1)
    // Every URL rate-limited once: the list is tried again after the delay.
    const [a, b] = [await proxy(), await proxy()]
    const c = client([a.url, b.url], { retryCount: 2 })
    await c.getBlockNumber({ cacheTime: 0 })
    a.next = [{ kind: '429', retryAfter: 1 }]
    b.next = [{ kind: '429', retryAfter: 1 }]
    const at = Date.now()
    expect(await c.getBlockNumber({ cacheTime: 0 })).toBe(await head())
    expect(a.stats.faults['429']).toBe(1)
    expect(b.stats.faults['429']).toBe(1)
    expect(Date.now() - at).toBeGreaterThanOrEqual(1_000)
  })

  it('a node lagging behind a load balancer is not asked for fresh reads (head, nonce) while another is current', async () => {
    const [stale, fresh] = [await proxy(), await proxy()]
    stale.lagBlocks = 6
    const lagging: string[][] = []
    const c = client([stale.url, fresh.url], { onLagging: (urls) => lagging.push(urls), probeMs: 100 })
    // Alone, the stale node answers an old head.
    const alone = client([stale.url])
    expect(await alone.getBlockNumber({ cacheTime: 0 })).toBe((await head()) - 6n)
    expect(await c.getBlockNumber({ cacheTime: 0 })).toBe(await head())
    expect(lagging).toEqual([[stale.url]])
    // The reads after the comparison go to the current node (the stale one is only asked for its head).
    await c.getTransactionCount({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      blockTag: 'pending',
    })
    expect(fresh.stats.methods['eth_getTransactionCount']).toBe(1)
    expect(stale.stats.methods['eth_getTransactionCount']).toBeUndefined()
    expect(Object.keys(stale.stats.methods)).toEqual(['eth_blockNumber'])
    // Caught up: used again in its place (first).
    stale.lagBlocks = 0
    for (let i = 0; lagging.at(-1)?.length !== 0 && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 150))
      await c.getBlockNumber({ cacheTime: 0 })
    }
    expect(lagging).toEqual([[stale.url], []])
  })

  it('reads BSC_RPC_URLS / POLYGON_RPC_URLS (the single variables still work, first), and refuses a bad URL', () => {
    const base = {
      FINAVERSE_MODE: 'testnet',
      KEEPER_PRIVATE_KEY: `0x${'11'.repeat(32)}`,
      RANDOMNESS_SEED: `0x${'22'.repeat(32)}`,
    }
    const config = loadKeeperConfig({
      ...base,
      BSC_RPC_URL: 'https://a.example',
      BSC_RPC_URLS: 'https://b.example, https://a.example,https://c.example',
      POLYGON_RPC_URLS: 'https://p.example',
      POLYGON_MAX_FEE_GWEI: '500',
      KEEPER_TX_REPLACE_MS: '30000',
    })
    expect(config.rpcUrls).toEqual({
      bsc: ['https://a.example', 'https://b.example', 'https://c.example'],
      polygon: ['https://p.example'],
    })
    expect(config.tx.polygon).toEqual({
      maxFeeGwei: 500,
      replaceAfterMs: 30_000,
      pollMs: 1_000,
    })
    expect(txPolicyOf(config.tx.bsc).maxFeePerGas).toBe(50n * 10n ** 9n)
    expect(JSON.stringify(config)).toContain('"maxFeeGwei":50')
    expect(() => loadKeeperConfig({ ...base, BSC_RPC_URLS: 'https://b.example,not a url' })).toThrow(
      /BSC_RPC_URLS/,
    )
    expect(() => loadKeeperConfig({ ...base, BSC_RPC_URL: 'https://a.example' })).toThrow(
      /POLYGON_RPC_URLS: required outside local mode \(or POLYGON_RPC_URL\)/,
    )
    const local = loadKeeperConfig({ FINAVERSE_MODE: 'local' })
    expect(local.rpcUrls).toEqual({ bsc: ['http://127.0.0.1:8545'], polygon: ['http://127.0.0.1:8546'] })
    const api = loadConfig({
      FINAVERSE_MODE: 'local',
      POLYGON_RPC_URLS: 'http://127.0.0.1:1,http://127.0.0.1:2',
    })
    expect(api.rpc.polygon).toBe('http://127.0.0.1:1')
    expect(api.rpcLists.polygon).toEqual(['http://127.0.0.1:1', 'http://127.0.0.1:2'])
  })
})
