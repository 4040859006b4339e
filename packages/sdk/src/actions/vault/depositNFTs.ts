import { gameVaultAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type DepositNFTsParameters = {
  account: Account | Address
  /** Cards of the vault's card collection, approved for all to the vault first. */
  tokenIds: readonly bigint[]
  vault?: Address
}
export type DepositNFTsReturnType = PreparedWrite<typeof gameVaultAbi, 'depositNFTs'>
/** E.g. `ArrayIsNull()`, `ArrayLengthError(length, max)`, `AddressIsNull()` while no collection is set, `ERC721InsufficientApproval(...)`. */
export type DepositNFTsErrorType = FinaverseError

/**
 * Simulates the GameVault's `depositNFTs(tokenIds)`: moves cards into the game account (they arrive within about
 * 5 minutes and cannot be withdrawn for 24 hours).
 *
 * @example
 * const prepared = await depositNFTs(clients.bsc, { account, tokenIds: [1n, 2n] })
 */
export async function depositNFTs(
  client: AnyClient,
  parameters: DepositNFTsParameters,
): Promise<DepositNFTsReturnType> {
  return prepareWrite(client, {
    abi: gameVaultAbi,
    address: contractAddress(client, 'GameVault', parameters.vault),
    functionName: 'depositNFTs',
    args: [parameters.tokenIds],
    account: parameters.account,
  })
}
