import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import {
  type Address,
  type ContractFunctionReturnType,
  encodeAbiParameters,
  type Hex,
  hexToBigInt,
  keccak256,
  toHex,
  zeroHash,
} from 'viem'
import { getBlock, getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { FALLBACK_CODE } from '../../internal/codes.js'
import { read } from '../../internal/read.js'

export type VerifyRandomnessParameters = {
  /** The coordinator's request id (a consumer's `requestId`: `BoxesOpened`, `MergeAdded`, `MintAdded`). */
  requestId: bigint
  /**
   * The outcome to check; default: the `randomness` of the coordinator's `RandomnessFulfilled` (or, for a request
   * that timed out, `RandomnessTimedOut`) event. Pass the value a page, a server or a consumer event shows to check
   * that one.
   */
  randomness?: bigint
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
/** Every check of the verification, and the outcome recomputed from chain data. */
export type VerifyRandomnessReturnType = {
  /** All checks passed: the outcome is the one the commitment, the request and the block hash determine. */
  readonly valid: boolean
  /**
   * `preimage`: fulfilled by the operator within the window; `fallback`: not fulfilled in time, resolved with the
   * public fallback value (no preimage).
   */
  readonly path: 'preimage' | 'fallback'
  /**
   * `keccak256(abi.encode(preimage, requestId, entropy))`, or on the fallback path
   * `keccak256(abi.encode(FALLBACK_TAG, requestId, entropy))`, computed here.
   */
  readonly randomness: bigint
  /** The value checked (the event's, or the caller's). */
  readonly claimed: bigint
  /** The revealed preimage (zero on the fallback path). */
  readonly preimage: Hex
  readonly entropy: Hex
  /** The block whose hash is the entropy (`requestBlock + 1`, later only when it was re-anchored). */
  readonly entropyBlock: bigint
  readonly epoch: number
  readonly index: bigint
  readonly requestBlock: bigint
  readonly checks: {
    /**
     * Hashing the revealed preimage `index` times gives the chain's committed head (`getChain(epoch).commitment`);
     * on the fallback path: no preimage was used (the request timed out after `requestTimeout` blocks).
     */
    readonly preimageInChain: boolean
    /** The entropy is the hash of the entropy block, never zero, as recorded. */
    readonly entropyMatches: boolean
    /** The coordinator's own `computeRandomness` (or `computeFallback`) agrees with the local formula. */
    readonly formulaMatches: boolean
    /** The checked value equals the recomputed outcome. */
    readonly randomnessMatches: boolean
  }
}
/** `UNKNOWN_ERROR` with details when the request was never fulfilled; the node's error otherwise. */
export type VerifyRandomnessErrorType = FinaverseError

/** The coordinator's `getRequest(requestId)`, as its ABI types it. */
export type CoordinatorRequest = ContractFunctionReturnType<
  typeof randomnessCoordinatorAbi,
  'view',
  'getRequest'
>

/** The coordinator's FALLBACK_TAG: keccak256("Finaverse.RandomnessCoordinator.fallback"). */
const FALLBACK_TAG = keccak256(toHex('Finaverse.RandomnessCoordinator.fallback'))
/** Request status of a request resolved with the fallback value. */
const TIMED_OUT = 3

/** `H^times(value)` with `H = keccak256` over 32 bytes. */
function hashForward(value: Hex, times: bigint): Hex {
  let out = value
  for (let i = 0n; i < times; i++) out = keccak256(out)
  return out
}

/**
 * Recomputes a randomness outcome from on-chain data only and says whether it matches: the coordinator's request
 * (epoch, index, block, entropy block), the entropy (the hash of the entropy block from the node: `requestBlock + 1`,
 * or the later block `EntropyReanchored` names), and
 * - for a fulfilled request, the preimage revealed in its `RandomnessFulfilled` event, its hash-chain link to the
 *   committed head (`H^index(preimage) = commitment`) and `uint256(keccak256(abi.encode(preimage, requestId,
 *   entropy)))`, cross-checked with the contract's `computeRandomness`;
 * - for a request that timed out (`RandomnessTimedOut`), the public fallback value
 *   `uint256(keccak256(abi.encode(FALLBACK_TAG, requestId, entropy)))`, cross-checked with `computeFallback`.
 * Consumers derive item `i` of a batch as `keccak256(abi.encode(randomness, i))`.
 *
 * @example
 * const { valid, checks } = await verifyRandomness(clients.bsc, { requestId })
 * if (!valid) console.warn('randomness does not match the chain', checks)
 */
export async function verifyRandomness(
  client: AnyClient,
  parameters: VerifyRandomnessParameters,
): Promise<VerifyRandomnessReturnType> {
  const { requestId } = parameters
  const address = contractAddress(client, 'RandomnessCoordinator', parameters.coordinator)
  const request = await read(client, {
    abi: randomnessCoordinatorAbi,
    address,
    functionName: 'getRequest',
    args: [requestId],
  })
  try {
    if (request.status === TIMED_OUT)
      return await verifyFallback(client, address, requestId, request, parameters)
    const [fulfilled] = await getContractEvents(client, {
      abi: randomnessCoordinatorAbi,
      address,
      eventName: 'RandomnessFulfilled',
      args: { requestId },
      fromBlock: request.blockNumber,
      strict: true,
    })
    if (!fulfilled)
      throw new FinaverseError('Something went wrong. Please try again later.', {
        code: FALLBACK_CODE,
        details: `Randomness request ${requestId} is not fulfilled yet (status ${request.status})`,
      })
    const { preimage, epoch, index } = fulfilled.args
    const [chain, entropyBlock] = await Promise.all([
      read(client, {
        abi: randomnessCoordinatorAbi,
        address,
        functionName: 'getChain',
        args: [epoch],
      }),
      getBlock(client, { blockNumber: request.entropyBlock }),
    ])
    const entropy: Hex = entropyBlock.hash
    const recomputed = hexToBigInt(
      keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'bytes32' }],
          [preimage, requestId, entropy],
        ),
      ),
    )
    const onChain = await read(client, {
      abi: randomnessCoordinatorAbi,
      address,
      functionName: 'computeRandomness',
      args: [preimage, requestId, entropy],
    })
    const claimed = parameters.randomness ?? fulfilled.args.randomness
    const checks = {
      preimageInChain:
        epoch === request.epoch &&
        index === request.index &&
        hashForward(preimage, index) === chain.commitment,
      entropyMatches:
        entropy !== zeroHash && entropy === fulfilled.args.entropy && entropy === request.entropy,
      formulaMatches: onChain === recomputed,
      randomnessMatches: claimed === recomputed,
    }
    return {
      valid: Object.values(checks).every(Boolean),
      path: 'preimage',
      randomness: recomputed,
      claimed,
      preimage,
      entropy,
      entropyBlock: request.entropyBlock,
      epoch,
      index,
      requestBlock: request.blockNumber,
      checks,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}

/** The fallback path: a request not fulfilled within the coordinator's window (`RandomnessTimedOut`). */
async function verifyFallback(
  client: AnyClient,
  address: Address,
  requestId: bigint,
  request: CoordinatorRequest,
  parameters: VerifyRandomnessParameters,
): Promise<VerifyRandomnessReturnType> {
  const [[timedOut], entropyBlock] = await Promise.all([
    getContractEvents(client, {
      abi: randomnessCoordinatorAbi,
      address,
      eventName: 'RandomnessTimedOut',
      args: { requestId },
      fromBlock: request.blockNumber,
      strict: true,
    }),
    getBlock(client, { blockNumber: request.entropyBlock }),
  ])
  if (!timedOut)
    throw new FinaverseError('Something went wrong. Please try again later.', {
      code: FALLBACK_CODE,
      details: `Randomness request ${requestId} has no RandomnessTimedOut event`,
    })
  const entropy: Hex = entropyBlock.hash
  const recomputed = hexToBigInt(
    keccak256(
      encodeAbiParameters(
        [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'bytes32' }],
        [FALLBACK_TAG, requestId, entropy],
      ),
    ),
  )
  const onChain = await read(client, {
    abi: randomnessCoordinatorAbi,
    address,
    functionName: 'computeFallback',
    args: [requestId, entropy],
  })
  const claimed = parameters.randomness ?? timedOut.args.randomness
  const checks = {
    preimageInChain: true,
    entropyMatches: entropy !== zeroHash && entropy === timedOut.args.entropy && entropy === request.entropy,
    formulaMatches: onChain === recomputed,
    randomnessMatches: claimed === recomputed,
  }
  return {
    valid: Object.values(checks).every(Boolean),
    path: 'fallback',
    randomness: recomputed,
    claimed,
    preimage: zeroHash,
    entropy,
    entropyBlock: request.entropyBlock,
    epoch: request.epoch,
    index: request.index,
    requestBlock: request.blockNumber,
    checks,
  }
}
