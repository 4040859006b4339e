import { worldCupAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type BuyCreditsParameters = {
  account: Account | Address
  /** Credits to buy; costs `credits * creditCost` FINA, approve the World Cup first. */
  credits: bigint
  /** The World Cup; default: the chain's WorldCup. */
  worldCup?: Address
}
export type BuyCreditsReturnType = PreparedWrite<typeof worldCupAbi, 'buyCredits'>
/** E.g. `WrongAmount()` for 0, `EventEnded()` after the claim window, `ERC20InsufficientAllowance(...)`, `EnforcedPause()`. */
export type BuyCreditsErrorType = FinaverseError

/**
 * Simulates `buyCredits(credits)`: pays FINA at `creditCost` per credit; the first participation also grants
 * `initCredit` (500) credits.
 *
 * @example
 * const prepared = await buyCredits(clients.bsc, { account, credits: 1000n })
 */
export async function buyCredits(
  client: AnyClient,
  parameters: BuyCreditsParameters,
): Promise<BuyCreditsReturnType> {
  return prepareWrite(client, {
    abi: worldCupAbi,
    address: contractAddress(client, 'WorldCup', parameters.worldCup),
    functionName: 'buyCredits',
    args: [parameters.credits],
    account: parameters.account,
  })
}
