import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type FreeMultiMintParameters = {
  account: Account | Address
  amount: bigint
  heroId: bigint
  rarity: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type FreeMultiMintReturnType = PreparedWrite<typeof heroCardAbi, 'freeMultiMint'>
/** E.g. `WrongAmount()` above the free allowance, `InvalidCard(heroId, rarity)`, `SaleNotActive()`. */
export type FreeMultiMintErrorType = FinaverseError

/**
 * Simulates `freeMultiMint(amount, heroId, rarity)`: free B cards of a B hero, up to `maxFreeMintPerAddress` per
 * address (an operator: any hero at any rarity).
 *
 * @example
 * const prepared = await freeMultiMint(clients.bsc, { account, amount: 1n, heroId: 11n, rarity: 1n })
 */
export async function freeMultiMint(
  client: AnyClient,
  parameters: FreeMultiMintParameters,
): Promise<FreeMultiMintReturnType> {
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: contractAddress(client, 'HeroCard', parameters.heroCard),
    functionName: 'freeMultiMint',
    args: [parameters.amount, parameters.heroId, parameters.rarity],
    account: parameters.account,
  })
}
