import { randomnessCoordinatorAbi } from '@finaverse/contracts'
import type { Account, Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type CommitRandomnessChainParameters = {
  /** An operator (OPERATOR_ROLE: the keeper). */
  account: Account | Address
  /** The chain's head `H^size(seed)`. */
  commitment: Hex
  /** Number of preimages of the chain. */
  size: bigint
  /** The coordinator; default: the chain's RandomnessCoordinator. */
  coordinator?: Address
}
export type CommitRandomnessChainReturnType = PreparedWrite<typeof randomnessCoordinatorAbi, 'commitChain'>
/**
 * E.g. `RequestsPending(resolvedCount, requestCount)` while a request waits, `InvalidCommitment()` for a zero head
 * or size, `AccessControlUnauthorizedAccount(account, role)` for anyone but an operator.
 */
export type CommitRandomnessChainErrorType = FinaverseError

/**
 * Simulates the operator's `commitChain(commitment, size)`: commits the head of the next hash chain (epoch
 * `chainCount`), whose preimages later requests are bound to.
 *
 * @example
 * const prepared = await commitRandomnessChain(clients.bsc, { account: keeper, commitment: head, size: 10_000n })
 */
export async function commitRandomnessChain(
  client: AnyClient,
  parameters: CommitRandomnessChainParameters,
): Promise<CommitRandomnessChainReturnType> {
  return prepareWrite(client, {
    abi: randomnessCoordinatorAbi,
    address: contractAddress(client, 'RandomnessCoordinator', parameters.coordinator),
    functionName: 'commitChain',
    args: [parameters.commitment, parameters.size],
    account: parameters.account,
  })
}
