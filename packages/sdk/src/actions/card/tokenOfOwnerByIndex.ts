import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type TokenOfOwnerByIndexParameters = {
  /** The card owner. */
  owner: Address
  /** From 0 to the balance minus 1; beyond it `OwnerIndexOutOfBounds`. */
  index: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type TokenOfOwnerByIndexReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'tokenOfOwnerByIndex'
>
/** E.g. `OwnerIndexOutOfBounds(owner, index)`. */
export type TokenOfOwnerByIndexErrorType = FinaverseError

/**
 * Reads `tokenOfOwnerByIndex(owner, index)`: the owner's `index`-th card.
 *
 * @example
 * const first = await tokenOfOwnerByIndex(clients.bsc, { owner: account, index: 0n })
 */
export async function tokenOfOwnerByIndex(
  client: AnyClient,
  parameters: TokenOfOwnerByIndexParameters,
): Promise<TokenOfOwnerByIndexReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'tokenOfOwnerByIndex',
    args: [parameters.owner, parameters.index],
  })
}
