import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type NftPriceParameters = {
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type NftPriceReturnType = ContractFunctionReturnType<typeof heroCardAbi, 'view' | 'pure', 'nftPrice'>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type NftPriceErrorType = FinaverseError

/**
 * Reads `nftPrice()`: the public mint price per card in wei (native coin).
 *
 * @example
 * const price = await nftPrice(clients.bsc, {})
 */
export async function nftPrice(
  client: AnyClient,
  parameters: NftPriceParameters,
): Promise<NftPriceReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'nftPrice',
    args: [],
  })
}
