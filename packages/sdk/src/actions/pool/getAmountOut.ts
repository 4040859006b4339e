import { finaPairAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import type { PairName } from './getReserves.js'
import { pairAddress } from './pairAddress.js'

export type GetAmountOutParameters = {
  pair: Address | PairName
  tokenIn: Address
  /** Amount of `tokenIn` in base units. */
  amountIn: bigint
}
/** The swap quote: what the pair pays out for `amountIn`, after its swap fee, in the other token's base units. */
export type GetAmountOutReturnType = bigint
/** E.g. `InvalidInputToken(token)`, `InsufficientAmountIn()`, `PoolUninitialized()`. */
export type GetAmountOutErrorType = FinaverseError

/**
 * Quotes a swap with the pair's `getAmountOut(tokenIn, amountIn)`.
 *
 * @example
 * const out = await getAmountOut(clients.bsc, { pair: 'FinaBusdPair', tokenIn: fina, amountIn: parseEther('100') })
 */
export async function getAmountOut(
  client: AnyClient,
  parameters: GetAmountOutParameters,
): Promise<GetAmountOutReturnType> {
  return read(client, {
    abi: finaPairAbi,
    address: pairAddress(client, parameters.pair),
    functionName: 'getAmountOut',
    args: [parameters.tokenIn, parameters.amountIn],
  })
}
