import { blindBoxAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { readGetters } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type GetBoxInfoParameters = {
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
/** A box sale's terms and counters, read in one multicall. */
export type GetBoxInfoReturnType = {
  address: Address
  /** `version()`: 'V1' .. 'V4', 'MysteryBox'. */
  version: string
  /** Price per box in base units of `paymentToken`. */
  price: bigint
  /** The ERC-20 the box is paid in; the zero address means native coin (BNB). */
  paymentToken: Address
  saleActive: boolean
  whiteListOnly: boolean
  /** The spec's total quota, sold and remaining getters. */
  totalQuota: bigint
  sold: bigint
  remaining: bigint
  /** Boxes per address in the public sale, and per whitelist member. */
  publicBuyableQuota: bigint
  whiteListBuyableQuota: bigint
}
/** The node's error (`NETWORK_ERROR`), `WRONG_NETWORK` when the chain has no such box. */
export type GetBoxInfoErrorType = FinaverseError

const READS = [
  'version',
  'price',
  'paymentToken',
  'saleActive',
  'whiteListOnly',
  'totalQuota',
  'sold',
  'remaining',
  'publicBuyableQuota',
  'whiteListBuyableQuota',
] as const

/**
 * Reads a box sale: price and payment token, sale and whitelist-only flags, `totalQuota`, `sold`, `remaining`,
 * `publicBuyableQuota`, `whiteListBuyableQuota` (batched into one multicall).
 *
 * @example
 * const { price, paymentToken, remaining } = await getBoxInfo(clients.bsc, { box: 'BlindBoxV1' })
 */
export async function getBoxInfo(
  client: AnyClient,
  parameters: GetBoxInfoParameters,
): Promise<GetBoxInfoReturnType> {
  const address = boxAddress(client, parameters.box)
  return { address, ...(await readGetters(client, { abi: blindBoxAbi, address }, READS)) }
}
