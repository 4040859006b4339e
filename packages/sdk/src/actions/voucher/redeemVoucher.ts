import { voucherRedeemAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type RedeemVoucherParameters = {
  account: Account | Address
  /** The card's collection; default: the chain's HeroCard. */
  tokenAddress?: Address
  tokenId: bigint
  /** The exchange contract; default: the chain's VoucherRedeem. */
  redeemer?: Address
}
export type RedeemVoucherReturnType = PreparedWrite<typeof voucherRedeemAbi, 'redeem'>
/** E.g. `NotAllowedClaim()` (collection not accepted), `NotTheOwner()`, `WrongAmount()` (no redeem amount set), `EnforcedPause()`. */
export type RedeemVoucherErrorType = FinaverseError

/**
 * Simulates `redeem(tokenAddress, tokenId)`: burns the card and mints `redeemAmount` CardsVoucher NFTs to the
 * account (no approval needed: the exchange holds the card contract's burner role).
 *
 * @example
 * const prepared = await redeemVoucher(clients.bsc, { account, tokenId: 5n })
 */
export async function redeemVoucher(
  client: AnyClient,
  parameters: RedeemVoucherParameters,
): Promise<RedeemVoucherReturnType> {
  return prepareWrite(client, {
    abi: voucherRedeemAbi,
    address: contractAddress(client, 'VoucherRedeem', parameters.redeemer),
    functionName: 'redeem',
    args: [parameters.tokenAddress ?? contractAddress(client, 'HeroCard'), parameters.tokenId],
    account: parameters.account,
  })
}
