import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type CancelMintParameters = {
  account: Account | Address
  mintId: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type CancelMintReturnType = PreparedWrite<typeof heroCardAbi, 'cancelMint'>
/** E.g. `CancelNotAllowed(requestId)` before the timeout, `NotTheOwner()`. */
export type CancelMintErrorType = FinaverseError

/**
 * Simulates `cancelMint(mintId)`: refunds an unresolved mint request after the randomness timeout.
 *
 * @example
 * const prepared = await cancelMint(clients.bsc, { account, mintId: 1n })
 */
export async function cancelMint(
  client: AnyClient,
  parameters: CancelMintParameters,
): Promise<CancelMintReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'cancelMint',
    args: [parameters.mintId],
    account: parameters.account,
  })
}
