import { blindBoxAbi } from '@finaverse/contracts'
import { type Account, type Address, zeroAddress } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type MintMultiParameters = {
  account: Account | Address
  /** Boxes to buy (1 to 50, within the account's quota). */
  amount: bigint
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
  /**
   * Native coin to send; default: `price` x `amount` when the box is paid in native coin (read first), 0 when it is
   * paid in an ERC-20 (approve the box for `price` x `amount` of `paymentToken` first).
   */
  value?: bigint
}
export type MintMultiReturnType = PreparedWrite<typeof blindBoxAbi, 'mintMulti'>
/** E.g. `SaleNotActive()`, `NotEnoughMessageFee(required, sent)`, `WrongAmount()` (over the quota, or a value sent for an ERC-20 box), `NotAllowedClaim()` (whitelist only), `ERC20InsufficientAllowance(...)`. */
export type MintMultiErrorType = FinaverseError

/** The call of a purchase under either name: the value is `price` x `amount` for a native-coin box (internal). */
export async function purchaseCall(client: AnyClient, parameters: MintMultiParameters) {
  const { amount, account } = parameters
  const address = boxAddress(client, parameters.box)
  let { value } = parameters
  if (value === undefined) {
    const [price, token] = await Promise.all([
      read(client, { abi: blindBoxAbi, address, functionName: 'price', args: [] }),
      read(client, { abi: blindBoxAbi, address, functionName: 'paymentToken', args: [] }),
    ])
    value = token === zeroAddress ? price * amount : 0n
  }
  return { abi: blindBoxAbi, address, args: [amount] as const, account, value }
}

/**
 * Simulates `mintMulti(amount)` (payable): buys boxes; the payment is forwarded to the sale's receiving address.
 * `mintMultiTokenForCaller` is the same purchase under the other name the original sites used.
 *
 * @example
 * const prepared = await mintMulti(clients.bsc, { account, box: 'BlindBoxV1', amount: 2n })
 * console.log(prepared.request.value) // 2 x price in wei
 */
export async function mintMulti(
  client: AnyClient,
  parameters: MintMultiParameters,
): Promise<MintMultiReturnType> {
  return prepareWrite(client, { ...(await purchaseCall(client, parameters)), functionName: 'mintMulti' })
}
