import { cardBridgeAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { changeFee } from './changeFee.js'

export type BridgeCardsParameters = {
  account: Account | Address
  /** 1 to 10 cards, approved to the bridge (`setApprovalForAll`). */
  tokenIds: readonly bigint[]
  /** Who receives the cards on Polygon (`exchangeTo`); default: the account (`exchange`). */
  receiver?: Address
  /** The fee sent as value; default: `changeFee()` x the number of cards, read first. */
  value?: bigint
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type BridgeCardsReturnType =
  | PreparedWrite<typeof cardBridgeAbi, 'exchange'>
  | PreparedWrite<typeof cardBridgeAbi, 'exchangeTo'>
/** E.g. `ArrayIsNull()`, `ArrayLengthError()` (above 10), `NotEnoughMessageFee(required, sent)`, `WrongAmount(required, sent)`, `ChainUnavailable(0)`, `TransferCallerNotOwnerNorApproved()`, `TransferFromIncorrectOwner()`, `EnforcedPause()`. */
export type BridgeCardsErrorType = FinaverseError

/**
 * Simulates the bridge's `exchange(tokenIds)` (or `exchangeTo(tokenIds, receiver)`) with the bridge fee
 * `changeFee * cards` as value: the cards go into escrow on BSC and the relayer mints them on Polygon. The gas is
 * estimated with the fee as value (as the spec asks), so `prepared.fee` is the gas fee and `request.value` the
 * bridge fee. The result is the request's nonce (follow it with `waitForBridgeCompletion`).
 *
 * @example
 * const prepared = await bridgeCards(clients.bsc, { account, tokenIds: [1n, 2n] })
 * console.log(formatEther(prepared.request.value!), formatEther(prepared.fee)) // bridge fee, gas fee
 */
export async function bridgeCards(
  client: AnyClient,
  parameters: BridgeCardsParameters,
): Promise<BridgeCardsReturnType> {
  const { account, tokenIds, receiver } = parameters
  const bridge = contractAddress(client, 'CardBridge', parameters.bridge)
  const value = parameters.value ?? (await changeFee(client, { bridge })) * BigInt(tokenIds.length)
  const common = { abi: cardBridgeAbi, address: bridge, account, value }
  if (receiver)
    return prepareWrite(client, { ...common, functionName: 'exchangeTo', args: [tokenIds, receiver] })
  return prepareWrite(client, { ...common, functionName: 'exchange', args: [tokenIds] })
}
