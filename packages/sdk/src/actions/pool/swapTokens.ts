import { finaPairAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import type { PairName } from './getReserves.js'
import { pairAddress } from './pairAddress.js'

export type SwapTokensParameters = {
  account: Account | Address
  pair: Address | PairName
  tokenIn: Address
  tokenOut: Address
  /** Amount of `tokenIn` (approved to the pair first) in base units. */
  amountIn: bigint
  /** Least acceptable output (slippage bound), e.g. 99.5% of `getAmountOut`. */
  amountOutMin: bigint
  /** Receiver; default: the account. */
  to?: Address
}
export type SwapTokensReturnType = PreparedWrite<typeof finaPairAbi, 'swap'>
/** E.g. `InvalidInputToken`, `InvalidOutputToken`, `InsufficientAmountIn`, `InvalidAmounts` (output under the minimum). */
export type SwapTokensErrorType = FinaverseError

/**
 * Simulates the pair's `swap(tokenIn, tokenOut, amountIn, amountOutMin, to)`; `result` is the amount out.
 *
 * @example
 * const quote = await getAmountOut(clients.bsc, { pair: 'FinaBusdPair', tokenIn: busd, amountIn })
 * const prepared = await swapTokens(clients.bsc, { account, pair: 'FinaBusdPair', tokenIn: busd, tokenOut: fina, amountIn, amountOutMin: (quote * 995n) / 1000n })
 */
export async function swapTokens(
  client: AnyClient,
  parameters: SwapTokensParameters,
): Promise<SwapTokensReturnType> {
  const { account } = parameters
  const to = parameters.to ?? (typeof account === 'string' ? account : account.address)
  return prepareWrite(client, {
    abi: finaPairAbi,
    address: pairAddress(client, parameters.pair),
    functionName: 'swap',
    args: [parameters.tokenIn, parameters.tokenOut, parameters.amountIn, parameters.amountOutMin, to],
    account,
  })
}
