import { heroCardAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { nftPrice } from './nftPrice.js'
import { whitelistInfos } from './whitelistInfos.js'

export type AddMintParameters = {
  account: Account | Address
  /** Cards to mint, 1 to `MAX_MINT` (10). */
  amount: bigint
  /** Mint at the account's whitelist rarity and price (`whitelistInfos`) instead of the public sale. */
  forWhitelist: boolean
  /** Wei to send; default: `amount` x the price (`nftPrice`, or the whitelist price), read first. */
  value?: bigint
  /** The card contract; default: the chain's HeroCard. */
  heroCard?: Address
}
export type AddMintReturnType = PreparedWrite<typeof heroCardAbi, 'addMint'>
/** E.g. `SaleNotActive()`, `NotEnoughMessageFee(required, sent)`, `WrongAmount()`, `NotAllowedClaim()` (not whitelisted), `MintExceedsSupply()`. */
export type AddMintErrorType = FinaverseError

/**
 * Simulates `addMint(amount, forWhitelist)` (payable, exact value): reserves cards whose heroes the randomness
 * draws; claim them with `nftOwnerClaimCards` once resolved. The result is the mint request id.
 *
 * @example
 * const prepared = await addMint(clients.bsc, { account, amount: 2n, forWhitelist: false })
 * console.log(prepared.request.value, prepared.fee) // price of the cards, gas fee
 */
export async function addMint(client: AnyClient, parameters: AddMintParameters): Promise<AddMintReturnType> {
  const { account, amount, forWhitelist } = parameters
  const heroCard = contractAddress(client, 'HeroCard', parameters.heroCard)
  const price =
    parameters.value === undefined
      ? forWhitelist
        ? (
            await whitelistInfos(client, {
              user: typeof account === 'string' ? account : account.address,
              heroCard,
            })
          ).price
        : await nftPrice(client, { heroCard })
      : 0n
  return prepareWrite(client, {
    abi: heroCardAbi,
    address: heroCard,
    functionName: 'addMint',
    args: [amount, forWhitelist],
    account,
    value: parameters.value ?? price * amount,
  })
}
