import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { defineChain } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig, createStorage, custom, useConnection, useDisconnect, WagmiProvider } from 'wagmi'
import { mock } from 'wagmi/connectors/mock'
import { sessionStore } from '../session-store'
import { WALLET_EVENT } from './broadcast'
import { useWalletLifecycle } from './useWalletLifecycle'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = defineChain({
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

function makeConfig() {
  return createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [ACCOUNT], features: { defaultConnected: true, reconnect: true } })],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage: window.localStorage, key: 'wagmi' }),
    transports: { [chain.id]: custom({ request: async () => null }) },
  })
}

let state: { status?: string; address?: string | undefined; disconnect?: () => void } = {}
function Probe() {
  useWalletLifecycle()
  const { status, address } = useConnection()
  const disconnect = useDisconnect()
  state = { status, address, disconnect: () => disconnect.mutate() }
  return null
}

function Wrapper({ config, children }: { config: ReturnType<typeof makeConfig>; children: ReactNode }) {
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
}

describe('useWalletLifecycle', () => {
  beforeEach(() => {
    sessionStore.reset()
    state = {}
  })
  afterEach(() => cleanup())

  it('reconnects at start when an account was saved', async () => {
    localStorage.setItem('account', ACCOUNT)
    localStorage.setItem('networkId', '31337')
    localStorage.setItem('wagmi.recentConnectorId', '"mock"')
    render(
      <Wrapper config={makeConfig()}>
        <Probe />
      </Wrapper>,
    )
    await waitFor(() => expect(state.status).toBe('connected'))
    expect(state.address).toBe(ACCOUNT)
    expect(sessionStore.get()).toMatchObject({ account: ACCOUNT, networkId: 31337 })
  })

  it('does not reconnect without a saved account', async () => {
    localStorage.setItem('wagmi.recentConnectorId', '"mock"')
    render(
      <Wrapper config={makeConfig()}>
        <Probe />
      </Wrapper>,
    )
    await new Promise((r) => setTimeout(r, 100))
    expect(state.status).toBe('disconnected')
  })

  it('does not reconnect with the saved account "undefined"', async () => {
    localStorage.setItem('account', 'undefined')
    localStorage.setItem('wagmi.recentConnectorId', '"mock"')
    render(
      <Wrapper config={makeConfig()}>
        <Probe />
      </Wrapper>,
    )
    await new Promise((r) => setTimeout(r, 100))
    expect(state.status).toBe('disconnected')
  })

  it('on disconnect clears wallet keys, keeps the language and broadcasts', async () => {
    localStorage.setItem('language', 'zh')
    localStorage.setItem('account', ACCOUNT)
    localStorage.setItem('networkId', '31337')
    localStorage.setItem('wagmi.recentConnectorId', '"mock"')
    const events: unknown[] = []
    const listener = (e: Event) => events.push((e as CustomEvent).detail)
    window.addEventListener(WALLET_EVENT, listener)
    render(
      <Wrapper config={makeConfig()}>
        <Probe />
      </Wrapper>,
    )
    await waitFor(() => expect(state.status).toBe('connected'))
    expect(events).toContainEqual({ type: 'connected', account: ACCOUNT, chainId: 31337 })
    act(() => state.disconnect?.())
    await waitFor(() => expect(state.status).toBe('disconnected'))
    await waitFor(() => expect(localStorage.getItem('wagmi.recentConnectorId')).toBeNull())
    expect(localStorage.getItem('account')).toBeNull()
    expect(localStorage.getItem('networkId')).toBeNull()
    expect(localStorage.getItem('language')).toBe('zh')
    expect(Object.keys(localStorage).filter((k) => k !== 'language')).toEqual([])
    expect(events).toContainEqual({ type: 'disconnected' })
    expect(sessionStore.get()).toMatchObject({ account: null, networkId: null, email: null })
    window.removeEventListener(WALLET_EVENT, listener)
  })

  it('a disconnect in another tab disconnects this one', async () => {
    localStorage.setItem('account', ACCOUNT)
    localStorage.setItem('wagmi.recentConnectorId', '"mock"')
    render(
      <Wrapper config={makeConfig()}>
        <Probe />
      </Wrapper>,
    )
    await waitFor(() => expect(state.status).toBe('connected'))
    const other = new BroadcastChannel('finaverse-wallet')
    other.postMessage({ type: 'disconnected' })
    await waitFor(() => expect(state.status).toBe('disconnected'))
    other.close()
  })
})

vi.setConfig({ testTimeout: 10_000 })
