import { finaPairAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { readGetters } from '../../internal/read.js'
import { type PairName, pairAddress } from './pairAddress.js'

export type { PairName }

export type GetReservesParameters = {
  /** The pair's address, or its deployment key (`FinaBusdPair`, `FinaBnbPair`, `FinaMaticPair`). */
  pair: Address | PairName
}
/** The reserves in base units with the tokens they belong to (token0 < token1 by address). */
export type GetReservesReturnType = {
  token0: Address
  token1: Address
  reserve0: bigint
  reserve1: bigint
  blockTimestampLast: number
}
export type GetReservesErrorType = FinaverseError

/**
 * Reads a pair's `getReserves()`, `token0()` and `token1()` (batched into one multicall).
 *
 * @example
 * const { token0, reserve0, reserve1 } = await getReserves(clients.bsc, { pair: 'FinaBusdPair' })
 */
export async function getReserves(
  client: AnyClient,
  parameters: GetReservesParameters,
): Promise<GetReservesReturnType> {
  const address = pairAddress(client, parameters.pair)
  const {
    getReserves: reserves,
    token0,
    token1,
  } = await readGetters(client, { abi: finaPairAbi, address }, ['getReserves', 'token0', 'token1'])
  const [reserve0, reserve1, blockTimestampLast] = reserves
  return { token0, token1, reserve0, reserve1, blockTimestampLast }
}
