import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type FreeMintMapParameters = {
  user: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type FreeMintMapReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'freeMintMap'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type FreeMintMapErrorType = FinaverseError

/**
 * Reads `freeMintMap(user)`: how many free B cards the user has minted (up to `maxFreeMintPerAddress`).
 *
 * @example
 * const used = await freeMintMap(clients.bsc, { user: account })
 */
export async function freeMintMap(
  client: AnyClient,
  parameters: FreeMintMapParameters,
): Promise<FreeMintMapReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'freeMintMap',
    args: [parameters.user],
  })
}
