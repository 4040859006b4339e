import { getDeployment } from '@finaverse/contracts'
import { chainsFor } from '@finaverse/domain'
import { http } from 'viem'
import { getBlockNumber } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import {
  createFinaverseBareClients,
  createFinaverseClients,
  finaverseChains,
  getContractAddresses,
} from './clients.js'
import { FinaverseError } from './errors.js'

describe('createFinaverseClients', () => {
  it.each([
    ['mainnet', 56, 137],
    ['testnet', 97, 80002],
    ['local', 31337, 31338],
  ] as const)('%s: BSC role %i, Polygon role %i (as the domain chainsFor says)', (mode, bscId, polygonId) => {
    const clients = createFinaverseClients({ mode })
    expect(clients.mode).toBe(mode)
    expect(clients.bsc.chain.id).toBe(bscId)
    expect(clients.polygon.chain.id).toBe(polygonId)
    expect([chainsFor(mode).bsc.id, chainsFor(mode).polygon.id]).toEqual([bscId, polygonId])
    // Multicall batching where the chain has a Multicall3 (the live chains; the devnets have none).
    expect(clients.bsc.batch?.multicall).toBe(mode !== 'local')
    expect(clients.polygon.batch?.multicall).toBe(mode !== 'local')
    expect(finaverseChains[mode].bsc.id).toBe(bscId)
  })

  it('live chains keep viem’s Multicall3; the devnet gets one, and multicall batching, only when given', () => {
    expect(createFinaverseClients({ mode: 'mainnet' }).bsc.chain.contracts?.multicall3).toBeDefined()
    const local = createFinaverseClients({ mode: 'local' })
    expect(local.bsc.chain.contracts?.multicall3).toBeUndefined()
    // No Multicall3, no multicall batching: viem would try one on every read and throw and catch an error first.
    expect(local.bsc.batch?.multicall).toBe(false)
    const withMulticall = createFinaverseClients({
      mode: 'local',
      contracts: { bsc: { Multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
    })
    expect(withMulticall.bsc.chain.contracts?.multicall3?.address).toBe(
      '0xcA11bde05977b3631167028862bE2a173976CA11',
    )
    expect(withMulticall.bsc.batch?.multicall).toBe(true)
    expect(withMulticall.polygon.batch?.multicall).toBe(false)
  })

  it('attaches the deployment addresses of each chain, with overrides merged in', () => {
    const custom = '0x000000000000000000000000000000000000dEaD'
    const clients = createFinaverseClients({ mode: 'local', contracts: { polygon: { FinaFarm: custom } } })
    expect(getContractAddresses(clients.bsc)).toEqual(getDeployment(31337)?.contracts)
    expect(getContractAddresses(clients.polygon)).toEqual({
      ...getDeployment(31338)?.contracts,
      FinaFarm: custom,
    })
    expect(clients.bsc.finaverse).toMatchObject({ mode: 'local', role: 'bsc' })
  })

  it('uses the given transports; defaults to the chain RPC URLs', () => {
    const clients = createFinaverseClients({
      mode: 'local',
      transports: { bsc: http('http://127.0.0.1:1234') },
    })
    expect((clients.bsc.transport as { url?: string }).url).toBe('http://127.0.0.1:1234')
    expect((clients.polygon.transport as { url?: string }).url).toBe('http://127.0.0.1:8546')
  })

  it('a plain viem client without the extension falls back to the package deployments by chain id', () => {
    const { bsc } = createFinaverseClients({ mode: 'local' })
    const plain = { ...bsc, finaverse: undefined }
    expect(getContractAddresses(plain)).toEqual(getDeployment(31337)?.contracts)
  })

  it('an unknown mode gives a FinaverseError with INVALID_NETWORK_ID', () => {
    const create = () => createFinaverseClients({ mode: 'staging' as never })
    expect(create).toThrow(FinaverseError)
    expect(create).toThrow(expect.objectContaining({ code: 'INVALID_NETWORK_ID' }))
  })
})

describe('createFinaverseBareClients', () => {
  it('the same chains, batching, transports and addresses as the public clients, without action methods', async () => {
    const custom = '0x000000000000000000000000000000000000dEaD'
    let asked = 0
    const bare = createFinaverseBareClients({
      mode: 'local',
      transports: {
        bsc: http('http://127.0.0.1:1234', {
          fetchFn: async (_url, init) => {
            asked++
            const { id } = JSON.parse(String(init?.body))
            return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: '0x2a' }), {
              headers: { 'content-type': 'application/json' },
            })
          },
        }),
      },
      contracts: { polygon: { FinaFarm: custom } },
    })
    const full = createFinaverseClients({ mode: 'local', contracts: { polygon: { FinaFarm: custom } } })
    expect(bare.mode).toBe('local')
    expect([bare.bsc.chain.id, bare.polygon.chain.id]).toEqual([full.bsc.chain.id, full.polygon.chain.id])
    expect(bare.bsc.batch?.multicall).toBe(full.bsc.batch?.multicall)
    expect(bare.bsc.finaverse).toEqual(full.bsc.finaverse)
    expect(getContractAddresses(bare.polygon)).toEqual(getContractAddresses(full.polygon))
    expect((bare.polygon.transport as { url?: string }).url).toBe('http://127.0.0.1:8546')
    expect('getBlockNumber' in bare.bsc).toBe(false)
    expect(typeof full.bsc.getBlockNumber).toBe('function')
    // viem's tree-shakable actions run on it, through the given transport.
    expect(await getBlockNumber(bare.bsc, { cacheTime: 0 })).toBe(42n)
    expect(asked).toBe(1)
  })

  it('an unknown mode gives a FinaverseError with INVALID_NETWORK_ID', () => {
    expect(() => createFinaverseBareClients({ mode: 'staging' as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_NETWORK_ID' }),
    )
  })
})
