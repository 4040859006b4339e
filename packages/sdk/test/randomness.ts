// The devnet keeper's part in the card tests: it plays Chainlink's network on the devnet's VRFCoordinatorV2_5Mock,
// fulfilling a request with a random word of the test's choice (as the keeper's devnet VRF node does with fresh ones).
import { randomnessAdapterAbi } from '@finaverse/contracts'
import {
  createWalletClient,
  encodeAbiParameters,
  hexToBigInt,
  http,
  keccak256,
  parseAbi,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { getRandomnessRequest, waitForTransaction } from '../src/exports/actions.js'
import type { FinaverseClient } from '../src/exports/index.js'
import { addressOf, deployer } from './fixtures.js'

const vrfMockAbi = parseAbi([
  'function fulfillRandomWordsWithOverride(uint256 _requestId, address _consumer, uint256[] _words)',
])

/** The adapter request ids a transaction made (its `RandomnessRequested` events). */
export function requestIdsOf(receipt: TransactionReceipt): bigint[] {
  return parseEventLogs({
    abi: randomnessAdapterAbi,
    logs: receipt.logs,
    eventName: 'RandomnessRequested',
  }).map((log) => log.args.requestId)
}

/** The word the tests give request `requestId` unless they pass one. */
export function testWord(requestId: bigint): bigint {
  return hexToBigInt(
    keccak256(encodeAbiParameters([{ type: 'string' }, { type: 'uint256' }], ['sdk test word', requestId])),
  )
}

/** Fulfils a randomness request on the VRF mock as the keeper's devnet VRF node does, with `word`. */
export async function fulfilRandomness(
  client: FinaverseClient,
  requestId: bigint,
  word: bigint = testWord(requestId),
): Promise<TransactionReceipt> {
  const coordinator = addressOf(client, 'RandomnessAdapter')
  const [request, vrf] = await Promise.all([
    getRandomnessRequest(client, { requestId }),
    client.readContract({
      address: coordinator,
      abi: randomnessAdapterAbi,
      functionName: 's_vrfCoordinator',
    }),
  ])
  const wallet = createWalletClient({
    account: deployer,
    chain: client.chain,
    transport: http((client.transport as { url?: string }).url),
  })
  const hash = await wallet.writeContract({
    address: vrf,
    abi: vrfMockAbi,
    functionName: 'fulfillRandomWordsWithOverride',
    args: [request.vrfRequestId, coordinator, [word]],
    gas: 3_000_000n,
  })
  return waitForTransaction(client, { hash })
}
