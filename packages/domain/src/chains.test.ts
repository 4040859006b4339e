import { describe, expect, it } from 'vitest'
import {
  addEthereumChainParameter,
  CHAIN_MODES,
  CHAINS,
  chainIdsFor,
  chainRoleOf,
  chainsFor,
  isChainMode,
} from './chains.js'

describe('CHAINS (docs/product.md#chains)', () => {
  it('holds every chain of the spec, Polygon Amoy and the two local devnets', () => {
    expect(
      Object.keys(CHAINS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([4, 56, 97, 137, 5001, 31337, 31338, 80001, 80002, 1666600000, 1666700000])
  })

  it('describes each chain consistently', () => {
    for (const [key, chain] of Object.entries(CHAINS)) {
      expect(chain.id).toBe(Number(key))
      expect(chain.chainId).toBe(`0x${chain.id.toString(16)}`)
      expect(chain.nativeCurrency.decimals).toBe(18)
      expect(chain.rpcUrls.length).toBeGreaterThan(0)
      for (const url of [...chain.rpcUrls, ...chain.blockExplorerUrls])
        expect(() => new URL(url)).not.toThrow()
      expect(chain.blockExplorerUrls.length > 0).toBe(!chain.local)
      if (chain.local) expect(chain.testnet).toBe(true)
    }
  })

  it('uses the spec names and currencies', () => {
    expect(CHAINS[56]).toMatchObject({ chainId: '0x38', chainName: 'BSC Mainnet', testnet: false })
    expect(CHAINS[97]).toMatchObject({ chainId: '0x61', chainName: 'BSC TestNet', testnet: true })
    expect(CHAINS[56]?.nativeCurrency.symbol).toBe('BNB')
    expect(CHAINS[4]?.nativeCurrency.symbol).toBe('ETH')
    expect(CHAINS[5001]?.nativeCurrency.symbol).toBe('BIT')
    expect(CHAINS[1666600000]).toMatchObject({ chainId: '0x63564c40', testnet: false })
    expect(CHAINS[1666700000]?.nativeCurrency.symbol).toBe('ONE')
    expect(CHAINS[80001]).toMatchObject({ chainName: 'Polygon TestNet', retired: true })
    expect(CHAINS[80002]).toMatchObject({ chainId: '0x13882', testnet: true, retired: false })
    const production = Object.values(CHAINS)
      .filter((c) => !c.testnet)
      .map((c) => c.id)
    expect(production).toEqual([56, 137, 1666600000])
  })
})

describe('chainsFor', () => {
  it('picks the BSC and Polygon chains of a mode', () => {
    const ids = (mode: 'mainnet' | 'testnet' | 'local') => {
      const { bsc, polygon } = chainsFor(mode)
      return [bsc.id, polygon.id]
    }
    expect(ids('mainnet')).toEqual([56, 137])
    expect(ids('testnet')).toEqual([97, 80002])
    expect(ids('local')).toEqual([31337, 31338])
  })
})

describe('chainIdsFor, chainRoleOf, isChainMode', () => {
  it('gives each mode its BSC and Polygon ids, registered chains of the right kind', () => {
    expect(CHAIN_MODES).toEqual(['mainnet', 'testnet', 'local'])
    expect(chainIdsFor('mainnet')).toEqual({ bsc: 56, polygon: 137 })
    expect(chainIdsFor('testnet')).toEqual({ bsc: 97, polygon: 80002 })
    expect(chainIdsFor('local')).toEqual({ bsc: 31337, polygon: 31338 })
    for (const mode of CHAIN_MODES) {
      const ids = chainIdsFor(mode)
      expect(chainsFor(mode).bsc.id).toBe(ids.bsc)
      expect(CHAINS[ids.polygon]?.testnet).toBe(mode !== 'mainnet')
      expect(CHAINS[ids.bsc]?.local).toBe(mode === 'local')
    }
  })

  it('names the role of a chain id, undefined for a chain the product does not run on', () => {
    expect([56, 97, 31337].map(chainRoleOf)).toEqual(['bsc', 'bsc', 'bsc'])
    expect([137, 80002, 31338].map(chainRoleOf)).toEqual(['polygon', 'polygon', 'polygon'])
    expect(chainRoleOf(80001)).toBeUndefined()
    expect(chainRoleOf(1)).toBeUndefined()
  })

  it('recognises a mode', () => {
    expect(isChainMode('testnet')).toBe(true)
    expect(isChainMode('devnet')).toBe(false)
    expect(isChainMode(undefined)).toBe(false)
  })
})

describe('addEthereumChainParameter', () => {
  it('builds the EIP-3085 parameter', () => {
    expect(addEthereumChainParameter(97)).toEqual({
      chainId: '0x61',
      chainName: 'BSC TestNet',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: [...(CHAINS[97]?.rpcUrls ?? [])],
      blockExplorerUrls: ['https://testnet.bscscan.com'],
    })
  })

  it('leaves out empty explorer lists and returns null for unknown chains', () => {
    const local = addEthereumChainParameter(31337)
    expect(local).toEqual({
      chainId: '0x7a69',
      chainName: 'Finaverse Local BSC',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
    })
    expect(local && 'blockExplorerUrls' in local).toBe(false)
    expect(addEthereumChainParameter(1)).toBeNull()
  })

  it('returns fresh arrays, leaving the registry untouched', () => {
    const parameter = addEthereumChainParameter(56)
    parameter?.rpcUrls.push('https://example.invalid')
    expect(CHAINS[56]?.rpcUrls).not.toContain('https://example.invalid')
    expect(Object.isFrozen(CHAINS[56])).toBe(true)
  })
})
