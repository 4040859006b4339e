import { finaPairAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import type { PairName } from './getReserves.js'
import { pairAddress } from './pairAddress.js'

export type BurnLiquidityParameters = {
  account: Account | Address
  pair: Address | PairName
  /** LP tokens of the account to burn (no approval needed: the pair burns the caller's own), in base units. */
  liquidity: bigint
  amount0Min: bigint
  amount1Min: bigint
  /** Receiver of both tokens; default: the account. */
  to?: Address
}
export type BurnLiquidityReturnType = PreparedWrite<typeof finaPairAbi, 'burn'>
/** E.g. `InvalidAmounts()` when an output is under its minimum. */
export type BurnLiquidityErrorType = FinaverseError

/**
 * Simulates the pair's `burn(liquidity, amount0Min, amount1Min, to)` (remove liquidity); `result` is `[amount0, amount1]`.
 *
 * @example
 * const prepared = await burnLiquidity(clients.bsc, { account, pair: 'FinaBusdPair', liquidity, amount0Min: 0n, amount1Min: 0n })
 */
export async function burnLiquidity(
  client: AnyClient,
  parameters: BurnLiquidityParameters,
): Promise<BurnLiquidityReturnType> {
  const { account } = parameters
  const to = parameters.to ?? (typeof account === 'string' ? account : account.address)
  return prepareWrite(client, {
    abi: finaPairAbi,
    address: pairAddress(client, parameters.pair),
    functionName: 'burn',
    args: [parameters.liquidity, parameters.amount0Min, parameters.amount1Min, to],
    account,
  })
}
