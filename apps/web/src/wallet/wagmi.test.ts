import { describe, expect, it } from 'vitest'
import { chainIdsFor, modeOfChain } from './chains'
import { createWagmiConfig, loadWalletConnect, recentConnectorId } from './wagmi'

describe('wagmi config (local mode, as built for tests)', () => {
  it('offers the dev wallet and no WalletConnect until it is chosen', () => {
    const config = createWagmiConfig('http://localhost:4000')
    expect(config.connectors.map((c) => c.id)).toEqual(['devWallet'])
    expect(loadWalletConnect()).toBeNull()
  })

  it('reaches local chains through the same-origin RPC proxy', () => {
    const config = createWagmiConfig('http://localhost:4000')
    const local = config.chains.find((c) => c.id === 31337)
    expect(local?.rpcUrls.default.http).toEqual(['http://localhost:4000/rpc/31337'])
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338, 97, 80002, 56, 137])
  })

  it("uses viem's chains for the live networks, so multicall is available, and keeps their RPC URLs", () => {
    const config = createWagmiConfig('http://localhost:4000')
    for (const id of [56, 97, 137, 80002]) {
      const chain = config.chains.find((c) => c.id === id)
      expect(chain?.contracts?.multicall3?.address, String(id)).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(chain?.rpcUrls.default.http[0], String(id)).toMatch(/^https:\/\//)
    }
    expect(config.chains.find((c) => c.id === 31338)?.rpcUrls.default.http).toEqual([
      'http://localhost:4000/rpc/31338',
    ])
  })

  it('maps chains to network modes', () => {
    expect(chainIdsFor('local')).toEqual([31337, 31338])
    expect(modeOfChain(80002, ['local', 'testnet', 'mainnet'])).toBe('testnet')
    expect(modeOfChain(1, ['local', 'testnet', 'mainnet'])).toBeUndefined()
  })

  it('reads the recent connector from wagmi storage', () => {
    expect(recentConnectorId()).toBeNull()
    localStorage.setItem('wagmi.recentConnectorId', '"walletConnect"')
    expect(recentConnectorId()).toBe('walletConnect')
  })
})
