import { heroCardAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type WhitelistInfosParameters = {
  user: Address
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type WhitelistInfosReturnType = { rarity: bigint; remainingAmount: bigint; price: bigint }
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type WhitelistInfosErrorType = FinaverseError

/**
 * Reads `whitelistInfos(user)`: the whitelist terms of a user (rarity, cards left, price per card); zeros
 * for a non-member.
 *
 * @example
 * const { remainingAmount, price } = await whitelistInfos(clients.bsc, { user: account })
 */
export async function whitelistInfos(
  client: AnyClient,
  parameters: WhitelistInfosParameters,
): Promise<WhitelistInfosReturnType> {
  const result = await read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'whitelistInfos',
    args: [parameters.user],
  })
  return { rarity: result[0], remainingAmount: result[1], price: result[2] }
}
