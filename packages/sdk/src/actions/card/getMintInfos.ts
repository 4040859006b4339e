import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetMintInfosParameters = {
  user: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetMintInfosReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getMintInfos'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetMintInfosErrorType = FinaverseError

/**
 * Reads `getMintInfos(user)`: the user's mint requests (amount, rarity, price, randomness request, status:
 * 1 pending, 2 resolved, 3 claimed, 4 cancelled).
 *
 * @example
 * const mints = await getMintInfos(clients.bsc, { user: account })
 */
export async function getMintInfos(
  client: AnyClient,
  parameters: GetMintInfosParameters,
): Promise<GetMintInfosReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getMintInfos',
    args: [parameters.user],
  })
}
