import { finaTokenAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetTokenInfoParameters = {
  /** An ERC-20 token; default: the chain's FinaToken. */
  token?: Address
}
/** What the site needs to show an amount: name, symbol and decimals (6 for the Polygon stablecoin, else 18). */
export type GetTokenInfoReturnType = { address: Address; name: string; symbol: string; decimals: number }
export type GetTokenInfoErrorType = FinaverseError

/**
 * Reads an ERC-20's `name()`, `symbol()` and `decimals()` (batched into one multicall).
 *
 * @example
 * const { symbol, decimals } = await getTokenInfo(clients.polygon, { token: usdc })
 */
export async function getTokenInfo(
  client: AnyClient,
  parameters: GetTokenInfoParameters = {},
): Promise<GetTokenInfoReturnType> {
  const address = contractAddress(client, 'FinaToken', parameters.token)
  const call = <result>(functionName: 'name' | 'symbol' | 'decimals') =>
    read<result>(client, { abi: finaTokenAbi, address, functionName, args: [] })
  const [name, symbol, decimals] = await Promise.all([
    call<string>('name'),
    call<string>('symbol'),
    call<number>('decimals'),
  ])
  return { address, name, symbol, decimals: Number(decimals) }
}
