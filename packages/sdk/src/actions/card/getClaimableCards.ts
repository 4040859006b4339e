import { heroCardAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetClaimableCardsParameters = {
  /** Mint request ids (from `getMintInfos`). */
  mintIds: readonly bigint[]
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type GetClaimableCardsReturnType = ContractFunctionReturnType<
  typeof heroCardAbi,
  'view' | 'pure',
  'getClaimableCards'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetClaimableCardsErrorType = FinaverseError

/**
 * Reads `getClaimableCards(mintIds)`: those of the given mint requests that are resolved and not claimed yet
 * (what `nftOwnerClaimCards` takes).
 *
 * @example
 * const claimable = await getClaimableCards(clients.bsc, { mintIds: await getMintIds(clients.bsc, { user: account }) })
 */
export async function getClaimableCards(
  client: AnyClient,
  parameters: GetClaimableCardsParameters,
): Promise<GetClaimableCardsReturnType> {
  return read(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'getClaimableCards',
    args: [parameters.mintIds],
  })
}
