import { randomnessAdapterAbi } from '@finaverse/contracts'
import {
  type Address,
  decodeEventLog,
  encodeAbiParameters,
  type Hash,
  hexToBigInt,
  keccak256,
  parseAbi,
} from 'viem'
import { getContractEvents, getTransactionReceipt } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { FALLBACK_CODE } from '../../internal/codes.js'
import { read } from '../../internal/read.js'

export type VerifyRandomnessParameters = {
  /** The adapter's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /**
   * The outcome to check; default: the `randomness` of the adapter's `RandomnessFulfilled` event. Pass the value a
   * page, a server or a consumer event shows to check that one.
   */
  randomness?: bigint
  /** The randomness adapter; default: the chain's RandomnessAdapter. */
  coordinator?: Address
  /** First block to search the events from (default 0). */
  fromBlock?: bigint
}
/** Every check of the verification, and what Chainlink VRF published. */
export type VerifyRandomnessReturnType = {
  /** All checks passed: the outcome is the word Chainlink's coordinator delivered for this request. */
  readonly valid: boolean
  /** The adapter's request id. */
  readonly requestId: bigint
  /** The VRF coordinator's request id. */
  readonly vrfRequestId: bigint
  /** The VRF coordinator that fulfilled it. */
  readonly vrfCoordinator: Address
  /** The fulfilment transaction (the VRF node's), in which the coordinator verified the VRF proof. */
  readonly fulfilmentTx: Hash
  readonly fulfilmentBlock: bigint
  /** The random words of the fulfilment (one: the outcome is `randomWords[0]`). */
  readonly randomWords: readonly bigint[]
  /** The outcome consumers used: `randomWords[0]`. Item `i` of a batch uses `itemRoll(randomness, i)`. */
  readonly randomness: bigint
  /** The value checked (the event's, or the caller's). */
  readonly claimed: bigint
  readonly checks: {
    /** The fulfilment transaction called the adapter's VRF coordinator (the one it names now), and it succeeded. */
    readonly fromCoordinator: boolean
    /** The coordinator's `RandomWordsFulfilled` in that transaction names this VRF request id. */
    readonly vrfRequestMatches: boolean
    /** The adapter stored the same word it announced. */
    readonly storedMatches: boolean
    /** The checked value equals the word. */
    readonly randomnessMatches: boolean
  }
}
/** `UNKNOWN_ERROR` with details when the request was never fulfilled; the node's error otherwise. */
export type VerifyRandomnessErrorType = FinaverseError

/** The per-item roll consumers derive from a request's word: `uint256(keccak256(abi.encode(randomness, i)))`. */
export function itemRoll(randomness: bigint, i: number | bigint): bigint {
  return hexToBigInt(
    keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [randomness, BigInt(i)])),
  )
}

const vrfEvents = parseAbi([
  'event RandomWordsFulfilled(uint256 indexed requestId, uint256 outputSeed, uint256 indexed subId, uint96 payment, bool nativePayment, bool success, bool onlyPremium)',
])

/**
 * Shows where a randomness outcome came from, from on-chain data only: the adapter's `RandomnessFulfilled` event
 * (request id, VRF request id, word), the fulfilment transaction of Chainlink's VRF coordinator (whose
 * `RandomWordsFulfilled` names the same VRF request: the coordinator verified the VRF proof in it before calling the
 * adapter) and the word the adapter stored; and checks the value a page shows against it. Consumers derive item `i`
 * of a batch as `itemRoll(randomness, i)`.
 *
 * @example
 * const { valid, vrfRequestId, fulfilmentTx, randomWords } = await verifyRandomness(clients.bsc, { requestId })
 */
export async function verifyRandomness(
  client: AnyClient,
  parameters: VerifyRandomnessParameters,
): Promise<VerifyRandomnessReturnType> {
  const { requestId } = parameters
  const address = contractAddress(client, 'RandomnessAdapter', parameters.coordinator)
  try {
    const [request, vrfCoordinator, [fulfilled]] = await Promise.all([
      read(client, { abi: randomnessAdapterAbi, address, functionName: 'getRequest', args: [requestId] }),
      read(client, { abi: randomnessAdapterAbi, address, functionName: 's_vrfCoordinator', args: [] }),
      getContractEvents(client, {
        abi: randomnessAdapterAbi,
        address,
        eventName: 'RandomnessFulfilled',
        args: { requestId },
        fromBlock: parameters.fromBlock ?? 0n,
        strict: true,
      }),
    ])
    if (!fulfilled)
      throw new FinaverseError('Something went wrong. Please try again later.', {
        code: FALLBACK_CODE,
        details: `Randomness request ${requestId} is not fulfilled by Chainlink VRF yet (status ${request.status})`,
      })
    const receipt = await getTransactionReceipt(client, { hash: fulfilled.transactionHash })
    const vrfLogs = receipt.logs.filter((l) => l.address.toLowerCase() === vrfCoordinator.toLowerCase())
    let vrfFulfilled = false
    for (const log of vrfLogs) {
      try {
        const decoded = decodeEventLog({ abi: vrfEvents, data: log.data, topics: log.topics })
        if (decoded.args.requestId === fulfilled.args.vrfRequestId) vrfFulfilled = true
      } catch {
        // another event of the coordinator
      }
    }
    const word = fulfilled.args.randomness
    const claimed = parameters.randomness ?? word
    const checks = {
      fromCoordinator:
        receipt.status === 'success' && receipt.to?.toLowerCase() === vrfCoordinator.toLowerCase(),
      vrfRequestMatches: vrfFulfilled && fulfilled.args.vrfRequestId === request.vrfRequestId,
      storedMatches: request.randomness === word,
      randomnessMatches: claimed === word,
    }
    return {
      valid: Object.values(checks).every(Boolean),
      requestId,
      vrfRequestId: fulfilled.args.vrfRequestId,
      vrfCoordinator,
      fulfilmentTx: fulfilled.transactionHash,
      fulfilmentBlock: fulfilled.blockNumber,
      randomWords: [word],
      randomness: word,
      claimed,
      checks,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
