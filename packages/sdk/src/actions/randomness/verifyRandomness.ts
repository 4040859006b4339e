import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import { type Address, encodeAbiParameters, type Hex, hexToBigInt, keccak256, zeroHash } from 'viem'
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
   * The outcome to check; default: the `randomness` of the coordinator's `RandomnessFulfilled` event. Pass the
   * value a page, a server or a consumer event shows to check that one.
   */
  randomness?: bigint
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
/** Every check of the verification, and the outcome recomputed from chain data. */
export type VerifyRandomnessReturnType = {
  /** All checks passed: the outcome is the one the commitment, the request and the block hash determine. */
  readonly valid: boolean
  /** `keccak256(abi.encode(preimage, requestId, entropy))`, computed here. */
  readonly randomness: bigint
  /** The value checked (the event's, or the caller's). */
  readonly claimed: bigint
  readonly preimage: Hex
  readonly entropy: Hex
  readonly epoch: number
  readonly index: bigint
  readonly requestBlock: bigint
  readonly checks: {
    /** Hashing the revealed preimage `index` times gives the chain's committed head (`getChain(epoch).commitment`). */
    readonly preimageInChain: boolean
    /** The entropy is `blockhash(requestBlock + 1)` (zero when the 256-block window lapsed), as recorded. */
    readonly entropyMatches: boolean
    /** The coordinator's own `computeRandomness(preimage, requestId, entropy)` agrees with the local formula. */
    readonly formulaMatches: boolean
    /** The checked value equals the recomputed outcome. */
    readonly randomnessMatches: boolean
  }
}
/** `UNKNOWN_ERROR` with details when the request was never fulfilled; the node's error otherwise. */
export type VerifyRandomnessErrorType = FinaverseError

type CoordinatorRequest = {
  consumer: Address
  epoch: number
  index: bigint
  blockNumber: bigint
  status: number
  entropyRecorded: boolean
  entropy: Hex
}
type CoordinatorChain = {
  commitment: Hex
  revealed: Hex
  size: bigint
  revealedIndex: bigint
  assignedIndex: bigint
}

/** `H^times(value)` with `H = keccak256` over 32 bytes. */
function hashForward(value: Hex, times: bigint): Hex {
  let out = value
  for (let i = 0n; i < times; i++) out = keccak256(out)
  return out
}

/**
 * Recomputes a randomness outcome from on-chain data only and says whether it matches: the coordinator's request
 * (epoch, index, block), the preimage revealed in its `RandomnessFulfilled` event, the hash-chain link of that
 * preimage to the committed head (`H^index(preimage) = commitment`), the entropy (`blockhash(requestBlock + 1)`
 * from the node, or zero when `EntropyRecorded` says the window lapsed) and the outcome
 * `uint256(keccak256(abi.encode(preimage, requestId, entropy)))`, cross-checked with the contract's
 * `computeRandomness`. Consumers derive item `i` of a batch as `keccak256(abi.encode(randomness, i))`.
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
  const request = await read<CoordinatorRequest>(client, {
    abi: randomnessCoordinatorAbi,
    address,
    functionName: 'getRequest',
    args: [requestId],
  })
  try {
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
    const [chain, lapses, entropyBlock] = await Promise.all([
      read<CoordinatorChain>(client, {
        abi: randomnessCoordinatorAbi,
        address,
        functionName: 'getChain',
        args: [epoch],
      }),
      getContractEvents(client, {
        abi: randomnessCoordinatorAbi,
        address,
        eventName: 'EntropyRecorded',
        args: { requestId },
        fromBlock: request.blockNumber,
        strict: true,
      }),
      getBlock(client, { blockNumber: request.blockNumber + 1n }),
    ])
    const lapsed = lapses.some((log) => log.args.lapsed)
    const entropy: Hex = lapsed ? zeroHash : entropyBlock.hash
    const recomputed = hexToBigInt(
      keccak256(
        encodeAbiParameters(
          [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'bytes32' }],
          [preimage, requestId, entropy],
        ),
      ),
    )
    const onChain = await read<bigint>(client, {
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
      entropyMatches: entropy === fulfilled.args.entropy && entropy === request.entropy,
      formulaMatches: onChain === recomputed,
      randomnessMatches: claimed === recomputed,
    }
    return {
      valid: Object.values(checks).every(Boolean),
      randomness: recomputed,
      claimed,
      preimage,
      entropy,
      epoch,
      index,
      requestBlock: request.blockNumber,
      checks,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
