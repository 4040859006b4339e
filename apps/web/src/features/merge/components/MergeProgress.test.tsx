// A pending merge's live status against a small in-memory chain (block number and time, the VRF adapter's request,
// no MergeResolved log yet) served through a viem transport, so the SDK's real watcher and reads run: waiting for
// Chainlink VRF, and "Cancel the request" with its plain explanation once the request's cancelAfter has passed. (The
// devnet keeper fulfils every request, so the browser tests cannot reach this state.)
import { randomnessAdapterAbi } from '@finaverse/contracts'
import { createFinaverseBareClients, type FinaverseBareClient } from '@finaverse/sdk'
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
const chain = { block: 200n, time: 0n, cancelAfter: 86_400n, cancelBlock: 0, status: 1 }

function fakeClient(): FinaverseBareClient {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    if (method === 'eth_chainId') return numberToHex(31337)
    if (method === 'eth_blockNumber') return numberToHex(chain.block)
    if (method === 'eth_getLogs') return []
    if (method === 'eth_getBlockByNumber')
      return {
        number: numberToHex(chain.block),
        hash: `0x${'ab'.repeat(32)}`,
        parentHash: `0x${'cd'.repeat(32)}`,
        timestamp: numberToHex(chain.time),
        transactions: [],
        gasLimit: '0x0',
        gasUsed: '0x0',
      }
    if (method === 'eth_call') {
      const [call] = params as [{ to: Address; data: `0x${string}` }]
      const { functionName } = decodeFunctionData({ abi: randomnessAdapterAbi, data: call.data })
      if (functionName === 'getRequest')
        return encodeFunctionResult({
          abi: randomnessAdapterAbi,
          functionName,
          result: {
            consumer: HERO_CARD,
            status: chain.status,
            cancelAfter: Number(chain.cancelAfter),
            cancelBlock: chain.cancelBlock,
            redeliverable: true,
            vrfRequestId: 77n,
            randomness: 0n,
          },
        })
    }
    throw new Error(`unexpected RPC ${method}`)
  }
  return createFinaverseBareClients({
    mode: 'local',
    transports: { bsc: custom({ request }, { retryCount: 0 }) },
    contracts: { bsc: { RandomnessAdapter: COORDINATOR, HeroCard: HERO_CARD } },
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

  it('waits for Chainlink VRF, saying in how many hours anyone may cancel', async () => {
    chain.time = 86_400n - 7_000n
    show()
    await waitFor(() => expect(stage()).toBe('vrf'))
    await waitFor(() =>
      expect(screen.getByTestId('merge-stage').textContent).toContain('answered in 2 hours'),
    )
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).toBeNull()
  })

  it('offers to cancel once the timeout has passed: cards and fee come back, nobody saw the result', async () => {
    chain.time = 86_400n
    show()
    await waitFor(() => expect(stage()).toBe('timed-out'))
    expect(screen.getByTestId('merge-stage').textContent).toBe('Chainlink VRF did not answer in time.')
    const explanation = screen.getByTestId('cancel-merge')
    expect(explanation.textContent).toContain('both cards are free again and the fee comes back to you')
    expect(explanation.textContent).toContain('Nobody has seen its result')
    expect(explanation.dataset['step']).toBe('cancel')
    expect(screen.getByRole('button', { name: 'Cancel the request' })).toBeTruthy()
  })

  it('a batch over the callback gas limit: says VRF answered and the keeper (or anyone) applies it', async () => {
    chain.time = 1_000n
    chain.status = 2 // fulfilled, not delivered
    show()
    await waitFor(() => expect(stage()).toBe('delivering'))
    expect(screen.getByTestId('merge-stage').textContent).toContain('Chainlink VRF has answered')
    expect(screen.getByTestId('merge-stage').textContent).toContain('our keeper sends it')
    expect(screen.queryByRole('button', { name: 'Cancel the request' })).toBeNull()
    chain.status = 1
  })

  it('offers the second step only when the request is already marked for cancellation', async () => {
    chain.time = 90_000n
    chain.cancelBlock = 150
    show()
    await waitFor(() => expect(screen.getByTestId('cancel-merge').dataset['step']).toBe('complete'))
    expect(screen.getByRole('button', { name: 'Take back' })).toBeTruthy()
    chain.cancelBlock = 0
  })
})
