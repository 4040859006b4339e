import { mysteryBoxClaimAbi } from '@finaverse/contracts'
import type { Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type CanClaimMysteryBoxesParameters = {
  account: Address
  /** The REST `mysteryBoxClaimProof` answer's `amount` (a decimal string) or a bigint. */
  amount: bigint | string
  proof: readonly Hex[]
  /** The airdrop contract; default: the chain's MysteryBoxClaim. */
  claimContract?: Address
}
export type CanClaimMysteryBoxesReturnType = boolean
/** The node's error (`NETWORK_ERROR`). */
export type CanClaimMysteryBoxesErrorType = FinaverseError

/**
 * Reads `canClaim(account, amount, proof)`: the proof is valid for the current root and the account has not
 * claimed yet (whether to show the claim button).
 *
 * @example
 * const ok = await canClaimMysteryBoxes(clients.bsc, { account: address, amount: '3', proof })
 */
export async function canClaimMysteryBoxes(
  client: AnyClient,
  parameters: CanClaimMysteryBoxesParameters,
): Promise<CanClaimMysteryBoxesReturnType> {
  return read(client, {
    abi: mysteryBoxClaimAbi,
    address: contractAddress(client, 'MysteryBoxClaim', parameters.claimContract),
    functionName: 'canClaim',
    args: [parameters.account, BigInt(parameters.amount), parameters.proof],
  })
}
