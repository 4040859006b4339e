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
/**
 * The gas limit sent for a batch when the node will not estimate it (Hardhat's devnet node estimated 25 pairs and
 * refused 40): 600,000 plus 250,000 a pair. Measured on the devnet: 50 pairs of S cards used 11,109,644
 * gas, this gives 13,100,000 (18% over), below the 16,777,216 per-transaction cap.
 */
export function mergeBatchGas(pairs: number): bigint {
  return 600_000n + 250_000n * BigInt(pairs)
}

export type AddMergeBatchReturnType = PreparedWrite<typeof heroCardAbi, 'addMergeBatch'>
/** E.g. `ArrayIsNull()`, `ArrayLengthError()` (lengths differ or above 50 pairs), and each pair's `addMerge` errors. */
export type AddMergeBatchErrorType = FinaverseError

/**
 * Simulates `addMergeBatch(tokenIdsA, tokenIdsB, prices)` with the sum of the prices as value: up to 50 merges
 * decided by one randomness request. The result is the first merge id (the others follow). Where the node refuses to
 * estimate the batch (Hardhat's devnet, from somewhere above 25 pairs), the limit is {@link mergeBatchGas}.
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
    fallbackGas: mergeBatchGas(parameters.tokenIdsA.length),
  })
}
