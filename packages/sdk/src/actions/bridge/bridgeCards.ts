import { cardBridgeAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'
import { quoteBridge } from './quoteBridge.js'

export type BridgeCardsParameters = {
  account: Account | Address
  /** 1 to 10 cards, approved to the bridge (`setApprovalForAll`). */
  tokenIds: readonly bigint[]
  /** Who receives the cards on Polygon (`exchangeTo`); default: the account (`exchange`). */
  receiver?: Address
  /** The native coin sent; default: `quoteBridge`'s `value` (CCIP fee + bridge fee), read first. */
  value?: bigint
  /** The BSC side of the bridge; default: the chain's CardBridge. */
  bridge?: Address
}
export type BridgeCardsReturnType =
  | PreparedWrite<typeof cardBridgeAbi, 'exchange'>
  | PreparedWrite<typeof cardBridgeAbi, 'exchangeTo'>
/** E.g. `ArrayIsNull()`, `ArrayLengthError()` (above 10), `NotEnoughMessageFee(required, sent)`, `DailyCapExceeded(day, sent, cap)`, `PeerNotSet()`, `TransferCallerNotOwnerNorApproved()`, `EnforcedPause()`. */
export type BridgeCardsErrorType = FinaverseError

/**
 * Simulates the bridge's `exchange(tokenIds)` (or `exchangeTo(tokenIds, receiver)`): the cards go into escrow on BSC
 * and one Chainlink CCIP message carries them to Polygon, where they are minted. The value defaults to the quote
 * (CCIP fee + bridge fee); `prepared.fee` is the gas fee. The result is the request's nonce; the transaction's
 * `ExchangeRequested` event names the CCIP message id to follow (`getBridgeStatus`, `ccipExplorerUrl`).
 *
 * @example
 * const prepared = await bridgeCards(clients.bsc, { account, tokenIds: [1n, 2n] })
 * console.log(formatEther(prepared.request.value!), formatEther(prepared.fee)) // CCIP + bridge fee, gas fee
 */
export async function bridgeCards(
  client: AnyClient,
  parameters: BridgeCardsParameters,
): Promise<BridgeCardsReturnType> {
  const { account, tokenIds, receiver } = parameters
  const bridge = contractAddress(client, 'CardBridge', parameters.bridge)
  const value = parameters.value ?? (await quoteBridge(client, { count: tokenIds.length, bridge })).value
  const common = { abi: cardBridgeAbi, address: bridge, account, value }
  if (receiver)
    return prepareWrite(client, { ...common, functionName: 'exchangeTo', args: [tokenIds, receiver] })
  return prepareWrite(client, { ...common, functionName: 'exchange', args: [tokenIds] })
}
