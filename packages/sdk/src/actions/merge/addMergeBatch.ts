import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type AddMergeBatchParameters = {
  account: Account | Address
  /** Main cards, pair by pair (up to 50 pairs, the spec's 100 cards). */
  tokenIdsA: readonly bigint[]
  tokenIdsB: readonly bigint[]
  /** The price of each pair (see `addMerge`); their sum is sent as value. */
  prices: readonly bigint[]
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type AddMergeBatchReturnType = PreparedWrite<typeof heroCardAbi, 'addMergeBatch'>
/** E.g. `ArrayIsNull()`, `ArrayLengthError()` (lengths differ or above 50 pairs), and each pair's `addMerge` errors. */
export type AddMergeBatchErrorType = FinaverseError

/**
 * Simulates `addMergeBatch(tokenIdsA, tokenIdsB, prices)` with the sum of the prices as value: up to 50 merges
 * decided by one randomness request. The result is the first merge id (the others follow).
 *
 * @example
 * const prepared = await addMergeBatch(clients.bsc, { account, tokenIdsA: [1n, 3n], tokenIdsB: [2n, 4n], prices: [p, p] })
 */
export async function addMergeBatch(
  client: AnyClient,
  parameters: AddMergeBatchParameters,
): Promise<AddMergeBatchReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'addMergeBatch',
    args: [parameters.tokenIdsA, parameters.tokenIdsB, parameters.prices],
    account: parameters.account,
    value: parameters.prices.reduce((sum, price) => sum + price, 0n),
  })
}
