// The receipt against a small in-memory chain: a VRF adapter whose getRequest / s_vrfCoordinator answer, its
// RandomnessFulfilled log, and the fulfilment transaction's receipt (sent to Chainlink's VRF coordinator, with its
// RandomWordsFulfilled log) are served through a viem transport, so the SDK's real verifyRandomness runs in the
// browser code path. Changing one piece of that on-chain data must turn the verdict into "NOT verified".
import { randomnessAdapterAbi } from '@finaverse/contracts'
import { createFinaverseBareClients, type FinaverseBareClient } from '@finaverse/sdk'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import {
  type Address,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionResult,
  type Hex,
  keccak256,
  numberToHex,
  parseAbi,
  toHex,
} from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { RandomnessReceipt } from './RandomnessReceipt'

const COORDINATOR: Address = '0x5f3f1dBD7B74C6B46e8c44f98792A1dAf8d69154'
const VRF: Address = '0x00000000000000000000000000000000000f7f00'
const CONSUMER: Address = '0x00000000000000000000000000000000000b0c51'
const REQUEST_ID = 7n
const VRF_REQUEST_ID = 41n
const WORD = 0x5eedn * 2n ** 200n + 12345n
const FULFIL_TX = keccak256(toHex('fulfilment'))
const vrfEvents = parseAbi([
  'event RandomWordsFulfilled(uint256 indexed requestId, uint256 outputSeed, uint256 indexed subId, uint96 payment, bool nativePayment, bool success, bool onlyPremium)',
])

/** What the chain holds; a test changes one piece. */
type ChainData = {
  storedWord: bigint
  eventWord: bigint
  storedVrfId: bigint
  coordinatorVrfId: bigint
  txTo: Address
  txStatus: Hex
}
function honest(): ChainData {
  return {
    storedWord: WORD,
    eventWord: WORD,
    storedVrfId: VRF_REQUEST_ID,
    coordinatorVrfId: VRF_REQUEST_ID,
    txTo: VRF,
    txStatus: '0x1',
  }
}

function fakeClient(data: ChainData): FinaverseBareClient {
  const log = (address: Address, topics: Hex[], payload: Hex) => ({
    address,
    topics,
    data: payload,
    blockNumber: numberToHex(102n),
    blockHash: keccak256(toHex('block 102')),
    transactionHash: FULFIL_TX,
    transactionIndex: '0x0',
    logIndex: '0x0',
    removed: false,
  })
  const fulfilled = log(
    COORDINATOR,
    encodeEventTopics({
      abi: randomnessAdapterAbi,
      eventName: 'RandomnessFulfilled',
      args: { requestId: REQUEST_ID, consumer: CONSUMER },
    }) as Hex[],
    encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [data.storedVrfId, data.eventWord]),
  )
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const args = (params ?? []) as unknown[]
    if (method === 'eth_chainId') return numberToHex(31337)
    if (method === 'eth_call') {
      const { data: input } = args[0] as { to: Address; data: Hex }
      const call = decodeFunctionData({ abi: randomnessAdapterAbi, data: input })
      const answer = (result: unknown) =>
        encodeFunctionResult({
          abi: randomnessAdapterAbi,
          functionName: call.functionName,
          result,
        } as never)
      switch (call.functionName) {
        case 'getRequest':
          return answer({
            consumer: CONSUMER,
            status: 3,
            cancelAfter: 86_400,
            cancelBlock: 0,
            redeliverable: false,
            vrfRequestId: data.storedVrfId,
            randomness: data.storedWord,
          })
        case 's_vrfCoordinator':
          return answer(VRF)
        default:
          throw new Error(`unexpected call ${call.functionName}`)
      }
    }
    if (method === 'eth_getLogs') return [fulfilled]
    if (method === 'eth_getTransactionReceipt')
      return {
        transactionHash: FULFIL_TX,
        transactionIndex: '0x0',
        blockHash: keccak256(toHex('block 102')),
        blockNumber: numberToHex(102n),
        from: CONSUMER,
        to: data.txTo,
        cumulativeGasUsed: '0x1',
        gasUsed: '0x1',
        effectiveGasPrice: '0x1',
        contractAddress: null,
        logsBloom: `0x${'0'.repeat(512)}`,
        status: data.txStatus,
        type: '0x2',
        logs: [
          log(
            VRF,
            encodeEventTopics({
              abi: vrfEvents,
              eventName: 'RandomWordsFulfilled',
              args: { requestId: data.coordinatorVrfId, subId: 1n },
            }) as Hex[],
            encodeAbiParameters(
              [{ type: 'uint256' }, { type: 'uint96' }, { type: 'bool' }, { type: 'bool' }, { type: 'bool' }],
              [data.coordinatorVrfId, 1n, false, true, false],
            ),
          ),
          fulfilled,
        ],
      }
    throw new Error(`unexpected RPC ${method}`)
  }
  return createFinaverseBareClients({
    mode: 'local',
    transports: { bsc: custom({ request }, { retryCount: 0 }) },
    contracts: { bsc: { RandomnessAdapter: COORDINATOR } },
  }).bsc
}

function show(data: ChainData) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RandomnessReceipt
          client={fakeClient(data)}
          requestId={REQUEST_ID}
          requestTx={keccak256(toHex('request'))}
          fulfilmentTx={keccak256(toHex('fulfilment'))}
        >
          <p>Revealed: Athena</p>
        </RandomnessReceipt>
      </QueryClientProvider>
    </I18nProvider>,
  )
}

async function verdictOf(): Promise<string> {
  const receipt = screen.getByTestId('randomness-receipt')
  await waitFor(() => expect(receipt.dataset['verdict']).not.toBe('pending'), { timeout: 15_000 })
  return receipt.dataset['verdict'] as string
}

describe('RandomnessReceipt', () => {
  // The verdict's lazy chunk, transformed once before the tests: on a loaded machine its first import took longer
  // than a verdict's wait.
  beforeAll(async () => {
    await import('./ReceiptResult')
  }, 60_000)
  beforeEach(async () => {
    await activateLocale('en')
  })
  afterEach(() => cleanup())

  it('shows an honest VRF outcome as verified, with the VRF request id, the fulfilment and the words', async () => {
    show(honest())
    expect(await verdictOf()).toBe('verified')
    expect(screen.getByTestId('receipt-verdict').textContent).toContain('Verified')
    expect(screen.getByTestId('receipt-vrf-request').textContent).toBe('41')
    expect(screen.getByTestId('receipt-words').textContent).toContain(toHex(WORD, { size: 32 }).slice(0, 10))
    expect(screen.getAllByText('(passed)')).toHaveLength(4)
    expect(screen.queryByText('(failed)')).toBeNull()
    expect(screen.getByText('Revealed: Athena')).toBeTruthy()
    // request, fulfilment (the page's), and the VRF fulfilment in the facts
    expect(screen.getAllByTestId('tx-hash')).toHaveLength(3)
  })

  const tampered: [string, (d: ChainData) => ChainData][] = [
    ['the word the adapter stored', (d) => ({ ...d, storedWord: d.storedWord ^ 1n })],
    ['the word in RandomnessFulfilled', (d) => ({ ...d, eventWord: d.eventWord ^ 1n })],
    ["the VRF request id in the coordinator's fulfilment", (d) => ({ ...d, coordinatorVrfId: 42n })],
    ['the address the fulfilment was sent to', (d) => ({ ...d, txTo: CONSUMER })],
    ['the status of the fulfilment', (d) => ({ ...d, txStatus: '0x0' })],
  ]
  for (const [what, tamper] of tampered) {
    it(`reports NOT verified when ${what} differs`, async () => {
      show(tamper(honest()))
      expect(await verdictOf()).toBe('not-verified')
      const verdict = screen.getByTestId('receipt-verdict')
      expect(verdict.getAttribute('role')).toBe('alert')
      expect(verdict.textContent).toContain('NOT verified')
      expect(screen.getAllByText('(failed)').length).toBeGreaterThan(0)
    })
  }
})
