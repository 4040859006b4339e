import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, http } from 'wagmi'
import { chainsForModes } from './chains'
import { SOCIAL_WALLET_ID, socialWallet } from './social-wallet'

// magic-sdk is the outside world here (its hosted iframe): replaced by a double that records how it is created.
// The browser tests run the real SDK against a relay double speaking Magic's protocol (e2e/magic-relay.ts).
const created = vi.hoisted(() => [] as { apiKey: string; network: { rpcUrl: string; chainId: number } }[])
const accounts = vi.hoisted(() => ({ value: [] as string[], denied: false }))
vi.mock('./magic', () => ({
  createMagic: (apiKey: string, rpcUrl: string, chainId: number) => {
    created.push({ apiKey, network: { rpcUrl, chainId } })
    return {
      rpcProvider: {
        request: async ({ method }: { method: string }) =>
          method === 'eth_accounts' ? accounts.value : null,
      },
      wallet: {
        connectWithUI: async () => {
          // Magic's answer when the visitor closes its form (RPC error -32603).
          if (accounts.denied)
            throw Object.assign(new Error('Magic RPC Error: [-32603] User denied account access.'), {
              code: -32603,
            })
          return accounts.value
        },
      },
      user: { logout: async () => true, isLoggedIn: async () => accounts.value.length > 0 },
    }
  },
}))

const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function setup(options: { wasLastWallet: boolean; saved?: number | null }) {
  const chains = chainsForModes(['local'], 'http://localhost:4000')
  const config = createConfig({
    chains: chains as never,
    connectors: [
      socialWallet({
        apiKey: 'pk_test_unit',
        initialChainId: () => options.saved ?? null,
        wasLastWallet: () => options.wasLastWallet,
      }),
    ],
    transports: Object.fromEntries(chains.map((c) => [c.id, http()])),
  })
  const connector = config.connectors.find((c) => c.id === SOCIAL_WALLET_ID)
  if (!connector) throw new Error('no social wallet connector')
  return connector
}

afterEach(() => {
  created.length = 0
  accounts.value = []
})

describe('social-login wallet connector', () => {
  it('does not load magic-sdk at start unless it was the last wallet', async () => {
    const connector = setup({ wasLastWallet: false })
    expect(await connector.isAuthorized()).toBe(false)
    expect(created).toEqual([])
  })

  it('reconnects the last wallet on the saved network, through that network', async () => {
    accounts.value = [ACCOUNT]
    const connector = setup({ wasLastWallet: true, saved: 31338 })
    await new Promise((r) => setTimeout(r, 0)) // setup() reads the saved network
    expect(await connector.isAuthorized()).toBe(true)
    expect(created).toEqual([
      { apiKey: 'pk_test_unit', network: { rpcUrl: 'http://localhost:4000/rpc/31338', chainId: 31338 } },
    ])
    const result = await connector.connect({ isReconnecting: true })
    expect(result).toEqual({ accounts: [ACCOUNT], chainId: 31338 })
  })

  it('rejects a login that returns no account', async () => {
    const connector = setup({ wasLastWallet: false })
    await expect(connector.connect()).rejects.toThrow('User rejected the request.')
  })

  it("rejects, as a 4001 rejection, Magic's denied account access", async () => {
    const connector = setup({ wasLastWallet: false })
    accounts.denied = true
    try {
      await expect(connector.connect()).rejects.toMatchObject({
        name: 'UserRejectedRequestError',
        code: 4001,
      })
    } finally {
      accounts.denied = false
    }
  })

  it('switches network by moving to the instance of the other chain', async () => {
    accounts.value = [ACCOUNT]
    const connector = setup({ wasLastWallet: false })
    await connector.connect()
    const chain = await connector.switchChain?.({ chainId: 31338 })
    expect(chain?.id).toBe(31338)
    expect(await connector.getChainId()).toBe(31338)
    expect(created.map((c) => c.network.chainId)).toEqual([31337, 31338])
    await expect(connector.switchChain?.({ chainId: 1 })).rejects.toThrow('Chain 1 is not configured')
  })
})
