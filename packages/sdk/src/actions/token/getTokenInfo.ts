import { finaTokenAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { readGetters } from '../../internal/read.js'

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
  const { name, symbol, decimals } = await readGetters(client, { abi: finaTokenAbi, address }, [
    'name',
    'symbol',
    'decimals',
  ])
  return { address, name, symbol, decimals }
}
