// A pending merge's live status against a small in-memory chain (block number, the coordinator's requestTimeout, no
// MergeResolved log yet) served through a viem transport, so the SDK's real watcher and reads run: the stages by
// block, and "Resolve now" with its plain explanation once the coordinator's window has passed. (The devnet keeper
// resolves timed-out requests itself, so the browser tests cannot reach this state.)
import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import { createFinaverseClients, type FinaverseClient } from '@finaverse/sdk'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { type Address, custom, decodeFunctionData, encodeFunctionResult, numberToHex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import type { PlayerMerge } from '../hooks/useMerges'
import { MergeProgress } from './MergeProgress'

const COORDINATOR: Address = '0x5f3f1dBD7B74C6B46e8c44f98792A1dAf8d69154'
const HERO_CARD: Address = '0x00000000000000000000000000000000000c4a2d'
const chain = { block: 0n }

function fakeClient(): FinaverseClient {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_chainId') return numberToHex(31337)
    if (method === 'eth_blockNumber') return numberToHex(chain.block)
    if (method === 'eth_getLogs') return []
    if (method === 'eth_call') {
      const [call] = params as [{ to: Address; data: `0x${string}` }]
      const { functionName } = decodeFunctionData({ abi: randomnessCoordinatorAbi, data: call.data })
      if (functionName === 'requestTimeout')
        return encodeFunctionResult({ abi: randomnessCoordinatorAbi, functionName, result: 200n })
    }
    throw new Error(`unexpected RPC ${method}`)
  }
  return createFinaverseClients({
    mode: 'local',
    transports: { bsc: custom({ request }, { retryCount: 0 }) },
    contracts: { bsc: { RandomnessCoordinator: COORDINATOR, HeroCard: HERO_CARD } },
  }).bsc
}

const client = fakeClient()
vi.mock('../../tx/useFinaverseClient', () => ({
  useFinaverseClient: () => ({
    client,
    chainId: 31337,
    account: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    ready: true,
    wrongChain: false,
    connection: { status: 'connected' },
  }),
}))

const merge: PlayerMerge = {
  mergeId: 4n,
  tokenIdA: 10n,
  tokenIdB: 11n,
  price: 6_000_000_000_000_000n,
  blockNumber: 100n,
  designate: true,
  successRate: 5300n,
  requestId: 9n,
  status: 1,
  success: false,
  upgradedTokenId: 0n,
  index: 0,
}

function show() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MergeProgress merge={merge} />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

const stage = () => screen.getByTestId('merge-stage').dataset['stage']

describe('MergeProgress', () => {
  beforeEach(async () => {
    await activateLocale('en')
  })
  afterEach(() => cleanup())

  it('waits for the entropy block right after the request', async () => {
    chain.block = 101n
    show()
    await waitFor(() => expect(screen.getByText(/Waiting for block 101/)).toBeTruthy())
    expect(stage()).toBe('entropy')
    expect(screen.queryByRole('button', { name: 'Resolve now' })).toBeNull()
  })

  it('waits for the keeper inside the window, saying how many blocks are left', async () => {
    chain.block = 150n
    show()
    await waitFor(() => expect(stage()).toBe('keeper'))
    await waitFor(() =>
      expect(screen.getByTestId('merge-stage').textContent).toContain('answered in 151 blocks'),
    )
    expect(screen.queryByRole('button', { name: 'Resolve now' })).toBeNull()
  })

  it('offers "Resolve now" with the public fallback once the window has passed, nothing refunded', async () => {
    chain.block = 301n
    show()
    await waitFor(() => expect(stage()).toBe('timed-out'))
    expect(screen.getByTestId('merge-stage').textContent).toBe(
      'The randomness keeper did not answer in time.',
    )
    const explanation = screen.getByTestId('resolve-now')
    expect(explanation.textContent).toContain('The keeper had 200 blocks to reveal its value and did not.')
    expect(explanation.textContent).toContain('public fallback value')
    expect(explanation.textContent).toContain('Nothing is refunded')
    expect(screen.getByRole('button', { name: 'Resolve now' })).toBeTruthy()
  })
})
