import { mysteryBoxClaimAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type MysteryBoxClaimedParameters = {
  account: Address
  /** The airdrop contract; default: the chain's MysteryBoxClaim. */
  claimContract?: Address
}
export type MysteryBoxClaimedReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type MysteryBoxClaimedErrorType = FinaverseError

/**
 * Reads `claimed(account)`: whether the account claimed its boxes under the current Merkle root.
 *
 * @example
 * const done = await mysteryBoxClaimed(clients.bsc, { account })
 */
export async function mysteryBoxClaimed(
  client: AnyClient,
  parameters: MysteryBoxClaimedParameters,
): Promise<MysteryBoxClaimedReturnType> {
  return read(client, {
    abi: mysteryBoxClaimAbi,
    address: contractAddress(client, 'MysteryBoxClaim', parameters.claimContract),
    functionName: 'claimed',
    args: [parameters.account],
  })
}
