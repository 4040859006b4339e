import { finaPairAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import type { PairName } from './getReserves.js'
import { pairAddress } from './pairAddress.js'

export type MintLiquidityParameters = {
  account: Account | Address
  pair: Address | PairName
  /** Most of token0 / token1 to add (both approved to the pair first), in base units. */
  amount0Desired: bigint
  amount1Desired: bigint
  /** Least LP tokens acceptable. */
  minLiquidity: bigint
  /** Receiver of the LP tokens; default: the account. */
  to?: Address
}
export type MintLiquidityReturnType = PreparedWrite<typeof finaPairAbi, 'mint'>
/** E.g. `InsufficientLiquidityMinted()`, `InvalidAmounts()`. */
export type MintLiquidityErrorType = FinaverseError

/**
 * Simulates the pair's `mint(amount0Desired, amount1Desired, minLiquidity, to)` (add liquidity, get LP tokens to
 * stake in the farm); `result` is `[amount0, amount1, liquidity]`.
 *
 * @example
 * const prepared = await mintLiquidity(clients.bsc, { account, pair: 'FinaBusdPair', amount0Desired, amount1Desired, minLiquidity: 1n })
 */
export async function mintLiquidity(
  client: AnyClient,
  parameters: MintLiquidityParameters,
): Promise<MintLiquidityReturnType> {
  const { account } = parameters
  const to = parameters.to ?? (typeof account === 'string' ? account : account.address)
  return prepareWrite(client, {
    abi: finaPairAbi,
    address: pairAddress(client, parameters.pair),
    functionName: 'mint',
    args: [parameters.amount0Desired, parameters.amount1Desired, parameters.minLiquidity, to],
    account,
  })
}
