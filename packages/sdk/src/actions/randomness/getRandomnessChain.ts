import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetRandomnessChainParameters = {
  /** The chain's epoch (0 for the first committed chain, up to `chainCount - 1`). */
  epoch: number
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
export type GetRandomnessChainReturnType = {
  /** The committed head `H^size(seed)`. */
  commitment: Hex
  /** The latest revealed value (the commitment until the first reveal). */
  revealed: Hex
  /** Number of preimages. */
  size: bigint
  /** Index of the latest revealed preimage. */
  revealedIndex: bigint
  /** Indexes bound to requests so far. */
  assignedIndex: bigint
}
/** The node's error (`NETWORK_ERROR`). */
export type GetRandomnessChainErrorType = FinaverseError

/**
 * Reads a committed hash chain of the coordinator (`getChain(epoch)`): its head, size and how far it is revealed and
 * assigned. The keeper checks its preimages against `commitment` and commits the next chain when `size -
 * assignedIndex` runs low.
 *
 * @example
 * const { size, assignedIndex } = await getRandomnessChain(clients.bsc, { epoch: 0 })
 */
export async function getRandomnessChain(
  client: AnyClient,
  parameters: GetRandomnessChainParameters,
): Promise<GetRandomnessChainReturnType> {
  const chain = await read(client, {
    abi: randomnessCoordinatorAbi,
    address: contractAddress(client, 'RandomnessCoordinator', parameters.coordinator),
    functionName: 'getChain',
    args: [parameters.epoch],
  })
  const { commitment, revealed, size, revealedIndex, assignedIndex } = chain
  return { commitment, revealed, size, revealedIndex, assignedIndex }
}
