import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetTokenInfosByAddressParameters = {
  /** The card owner. */
  owner: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetTokenInfosByAddressReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getTokenInfosByAddress'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetTokenInfosByAddressErrorType = FinaverseError

/**
 * Reads `getTokenInfosByAddress(owner)`: the owner's cards with their hero id and current rarity (1 B .. 9 X).
 *
 * @example
 * for (const { tokenId, heroId, rarity } of await getTokenInfosByAddress(clients.bsc, { owner: account })) console.log(tokenId, heroId, rarity)
 */
export async function getTokenInfosByAddress(
  client: AnyClient,
  parameters: GetTokenInfosByAddressParameters,
): Promise<GetTokenInfosByAddressReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getTokenInfosByAddress',
    args: [parameters.owner],
  })
}
