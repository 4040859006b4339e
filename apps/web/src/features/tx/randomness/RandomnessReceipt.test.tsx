// The receipt against a small in-memory chain: a coordinator whose getRequest / getChain / computeRandomness /
// computeFallback answers, RandomnessFulfilled / RandomnessTimedOut logs and block hashes are served through a viem
// transport, so the SDK's real verifyRandomness runs in the browser code path. Changing one byte of any piece of
// that on-chain data must turn the verdict into "NOT verified".
import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import { createFinaverseClients, type FinaverseClient } from '@finaverse/sdk'
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
  hexToBigInt,
  keccak256,
  numberToHex,
  toHex,
  zeroHash,
} from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale } from '../../../i18n/i18n'
import { RandomnessReceipt } from './RandomnessReceipt'

const COORDINATOR: Address = '0x5f3f1dBD7B74C6B46e8c44f98792A1dAf8d69154'
const CONSUMER: Address = '0x00000000000000000000000000000000000b0c51'
const FALLBACK_TAG = keccak256(toHex('Finaverse.RandomnessCoordinator.fallback'))
const REQUEST_ID = 7n
const INDEX = 3n
const EPOCH = 1
const REQUEST_BLOCK = 100n
const ENTROPY_BLOCK = 101n
const PREIMAGE = keccak256(toHex('devnet seed'))
const ENTROPY = keccak256(toHex('block 101'))

/** Flips the lowest bit of the last byte: one byte differs. */
function flipByte(value: Hex): Hex {
  const last = Number.parseInt(value.slice(-2), 16) ^ 1
  return `${value.slice(0, -2)}${last.toString(16).padStart(2, '0')}` as Hex
}
function hashForward(value: Hex, times: bigint): Hex {
  let out = value
  for (let i = 0n; i < times; i++) out = keccak256(out)
  return out
}
function outcome(first: Hex, entropy: Hex): bigint {
  return hexToBigInt(
    keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'bytes32' }],
        [first, REQUEST_ID, entropy],
      ),
    ),
  )
}

/** What the chain holds; a test changes one piece. */
type ChainData = {
  path: 'preimage' | 'fallback'
  commitment: Hex
  blockHash: Hex
  recordedEntropy: Hex
  eventPreimage: Hex
  eventEntropy: Hex
  eventRandomness: bigint
}
function honest(path: 'preimage' | 'fallback'): ChainData {
  return {
    path,
    commitment: hashForward(PREIMAGE, INDEX),
    blockHash: ENTROPY,
    recordedEntropy: ENTROPY,
    eventPreimage: PREIMAGE,
    eventEntropy: ENTROPY,
    eventRandomness: outcome(path === 'preimage' ? PREIMAGE : FALLBACK_TAG, ENTROPY),
  }
}

function fakeClient(data: ChainData): FinaverseClient {
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const args = (params ?? []) as unknown[]
    if (method === 'eth_chainId') return numberToHex(31337)
    if (method === 'eth_call') {
      const { data: input } = args[0] as { to: Address; data: Hex }
      const call = decodeFunctionData({ abi: randomnessCoordinatorAbi, data: input })
      const answer = (result: unknown) =>
        encodeFunctionResult({
          abi: randomnessCoordinatorAbi,
          functionName: call.functionName,
          result,
        } as never)
      switch (call.functionName) {
        case 'getRequest':
          return answer({
            consumer: CONSUMER,
            epoch: EPOCH,
            index: INDEX,
            blockNumber: REQUEST_BLOCK,
            status: data.path === 'preimage' ? 2 : 3,
            entropyRecorded: true,
            entropyBlock: ENTROPY_BLOCK,
            entropy: data.recordedEntropy,
          })
        case 'getChain':
          return answer({
            commitment: data.commitment,
            revealed: PREIMAGE,
            size: 100n,
            revealedIndex: INDEX,
            assignedIndex: INDEX,
          })
        case 'computeRandomness': {
          const [preimage, , entropy] = call.args as [Hex, bigint, Hex]
          return answer(outcome(preimage, entropy))
        }
        case 'computeFallback': {
          const [, entropy] = call.args as [bigint, Hex]
          return answer(outcome(FALLBACK_TAG, entropy))
        }
        default:
          throw new Error(`unexpected call ${call.functionName}`)
      }
    }
    if (method === 'eth_getLogs') {
      const log = (topics: Hex[], payload: Hex) => ({
        address: COORDINATOR,
        topics,
        data: payload,
        blockNumber: numberToHex(ENTROPY_BLOCK + 1n),
        blockHash: keccak256(toHex('block 102')),
        transactionHash: keccak256(toHex('fulfilment')),
        transactionIndex: '0x0',
        logIndex: '0x0',
        removed: false,
      })
      if (data.path === 'preimage')
        return [
          log(
            encodeEventTopics({
              abi: randomnessCoordinatorAbi,
              eventName: 'RandomnessFulfilled',
              args: { requestId: REQUEST_ID, consumer: CONSUMER },
            }) as Hex[],
            encodeAbiParameters(
              [
                { type: 'uint32' },
                { type: 'uint64' },
                { type: 'bytes32' },
                { type: 'bytes32' },
                { type: 'uint256' },
              ],
              [EPOCH, INDEX, data.eventPreimage, data.eventEntropy, data.eventRandomness],
            ),
          ),
        ]
      return [
        log(
          encodeEventTopics({
            abi: randomnessCoordinatorAbi,
            eventName: 'RandomnessTimedOut',
            args: { requestId: REQUEST_ID, consumer: CONSUMER },
          }) as Hex[],
          encodeAbiParameters(
            [{ type: 'bytes32' }, { type: 'uint256' }],
            [data.eventEntropy, data.eventRandomness],
          ),
        ),
      ]
    }
    if (method === 'eth_getBlockByNumber') {
      const number = args[0] as Hex
      if (hexToBigInt(number) !== ENTROPY_BLOCK) throw new Error(`unexpected block ${number}`)
      return {
        number,
        hash: data.blockHash,
        parentHash: zeroHash,
        timestamp: '0x1',
        nonce: '0x0000000000000000',
        difficulty: '0x0',
        gasLimit: '0x1c9c380',
        gasUsed: '0x0',
        miner: CONSUMER,
        extraData: '0x',
        size: '0x1',
        transactions: [],
        uncles: [],
        logsBloom: `0x${'0'.repeat(512)}`,
        receiptsRoot: zeroHash,
        stateRoot: zeroHash,
        transactionsRoot: zeroHash,
        sha3Uncles: zeroHash,
        mixHash: zeroHash,
        totalDifficulty: '0x0',
      }
    }
    throw new Error(`unexpected RPC ${method}`)
  }
  return createFinaverseClients({
    mode: 'local',
    transports: { bsc: custom({ request }, { retryCount: 0 }) },
    contracts: { bsc: { RandomnessCoordinator: COORDINATOR } },
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
  await waitFor(() => expect(receipt.dataset['verdict']).not.toBe('pending'), { timeout: 5000 })
  return receipt.dataset['verdict'] as string
}

describe('RandomnessReceipt', () => {
  beforeEach(async () => {
    await activateLocale('en')
  })
  afterEach(() => cleanup())

  it('shows an honest operator outcome as verified, with its path, checks and transactions', async () => {
    show(honest('preimage'))
    expect(await verdictOf()).toBe('verified')
    expect(screen.getByTestId('receipt-verdict').textContent).toContain('Verified')
    expect(screen.getByTestId('receipt-path').dataset['path']).toBe('preimage')
    expect(screen.getByText('Operator preimage')).toBeTruthy()
    expect(screen.getAllByText('(passed)')).toHaveLength(4)
    expect(screen.queryByText('(failed)')).toBeNull()
    expect(screen.getByText('Revealed: Athena')).toBeTruthy()
    expect(screen.getAllByTestId('tx-hash')).toHaveLength(2)
  })

  it('shows an honest fallback outcome as verified on the public fallback path', async () => {
    show(honest('fallback'))
    expect(await verdictOf()).toBe('verified')
    expect(screen.getByTestId('receipt-path').dataset['path']).toBe('fallback')
    expect(screen.getByText('Public fallback')).toBeTruthy()
  })

  const tampered: [string, (d: ChainData) => ChainData][] = [
    ['the entropy block hash the node serves', (d) => ({ ...d, blockHash: flipByte(d.blockHash) })],
    ['the preimage in RandomnessFulfilled', (d) => ({ ...d, eventPreimage: flipByte(d.eventPreimage) })],
    ['the committed chain head', (d) => ({ ...d, commitment: flipByte(d.commitment) })],
    ['the entropy recorded in the request', (d) => ({ ...d, recordedEntropy: flipByte(d.recordedEntropy) })],
    [
      'the randomness in RandomnessFulfilled',
      (d) => ({ ...d, eventRandomness: hexToBigInt(flipByte(toHex(d.eventRandomness, { size: 32 }))) }),
    ],
  ]
  for (const [what, tamper] of tampered) {
    it(`reports NOT verified when one byte of ${what} differs`, async () => {
      show(tamper(honest('preimage')))
      expect(await verdictOf()).toBe('not-verified')
      const verdict = screen.getByTestId('receipt-verdict')
      expect(verdict.getAttribute('role')).toBe('alert')
      expect(verdict.textContent).toContain('NOT verified')
      expect(screen.getAllByText('(failed)').length).toBeGreaterThan(0)
    })
  }

  it('reports NOT verified on the fallback path when one byte of the fallback value differs', async () => {
    const data = honest('fallback')
    show({ ...data, eventRandomness: hexToBigInt(flipByte(toHex(data.eventRandomness, { size: 32 }))) })
    expect(await verdictOf()).toBe('not-verified')
    expect(screen.getByTestId('receipt-verdict').textContent).toContain('NOT verified')
  })
})
