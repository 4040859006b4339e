import { mysteryBoxClaimAbi } from '@finaverse/contracts'
import type { Account, Address, Hex } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimMysteryBoxesParameters = {
  account: Account | Address
  /** Boxes owed: the REST `mysteryBoxClaimProof` answer's `amount` (a decimal string) or a bigint. */
  amount: bigint | string
  /** The Merkle proof of `(account, amount)`: the REST answer's `proof`. */
  proof: readonly Hex[]
  /** The airdrop contract; default: the chain's MysteryBoxClaim. */
  claimContract?: Address
}
export type ClaimMysteryBoxesReturnType = PreparedWrite<typeof mysteryBoxClaimAbi, 'claim'>
/** `AlreadyClaimed()` -> ALREADY_CLAIMED, `NotAllowedClaim()` (bad proof or amount), `WrongAmount()` (0 or above 50), `EnforcedPause()` -> PAUSED (the site shows CLAIM_PAUSED). */
export type ClaimMysteryBoxesErrorType = FinaverseError

/**
 * Simulates `MysteryBoxClaim.claim(amount, proof)`: mints the mystery boxes of the airdrop to the account, once
 * per Merkle root. Pass the REST answer straight in.
 *
 * @example
 * const answer = await rest.mysteryBoxClaimProof({ address: account.address })
 * if (answer.ret === 0) await claimMysteryBoxes(clients.bsc, { account, ...answer.data })
 */
export async function claimMysteryBoxes(
  client: AnyClient,
  parameters: ClaimMysteryBoxesParameters,
): Promise<ClaimMysteryBoxesReturnType> {
  return prepareWrite(client, {
    abi: mysteryBoxClaimAbi,
    address: contractAddress(client, 'MysteryBoxClaim', parameters.claimContract),
    functionName: 'claim',
    args: [BigInt(parameters.amount), parameters.proof],
    account: parameters.account,
  })
}
