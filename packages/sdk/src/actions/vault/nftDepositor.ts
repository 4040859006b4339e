import { gameVaultAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type NftDepositorParameters = {
  /** The card collection (HeroCard). */
  collection: Address
  tokenId: bigint
  vault?: Address
}
/** Who deposited the card, still in the vault's custody; the zero address when it is not (or no longer) there. */
export type NftDepositorReturnType = Address
/** The node's error (`NETWORK_ERROR`). */
export type NftDepositorErrorType = FinaverseError

/**
 * Reads the GameVault's `nftDepositor(collection, tokenId)`: the depositor of a card in custody (zero once released).
 *
 * @example
 * const depositor = await nftDepositor(clients.bsc, { collection: heroCard, tokenId: 7n })
 */
export async function nftDepositor(
  client: AnyClient,
  parameters: NftDepositorParameters,
): Promise<NftDepositorReturnType> {
  return read(client, {
    abi: gameVaultAbi,
    address: contractAddress(client, 'GameVault', parameters.vault),
    functionName: 'nftDepositor',
    args: [parameters.collection, parameters.tokenId],
  })
}
