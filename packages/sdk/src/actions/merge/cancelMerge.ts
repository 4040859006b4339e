import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type CancelMergeParameters = {
  account: Account | Address
  /** The randomness request of the merge (`MergeAdded.requestId`). */
  requestId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type CancelMergeReturnType = PreparedWrite<typeof heroCardAbi, 'cancelMerge'>
/** E.g. `CancelNotAllowed(requestId)` before the timeout, `MergeInfoError()` for an unknown request. */
export type CancelMergeErrorType = FinaverseError

/**
 * Simulates `cancelMerge(requestId)`: refunds and unlocks the cards of an unresolved merge after the randomness
 * timeout.
 *
 * @example
 * const prepared = await cancelMerge(clients.bsc, { account, requestId })
 */
export async function cancelMerge(
  client: AnyClient,
  parameters: CancelMergeParameters,
): Promise<CancelMergeReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'cancelMerge',
    args: [parameters.requestId],
    account: parameters.account,
  })
}
