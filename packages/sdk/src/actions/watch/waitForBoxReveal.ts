import { blindBoxAbi } from '@finaverse/contracts'
import type { Address, Hash } from 'viem'
import { getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import type { WatchOptions } from '../../internal/wait.js'
import { type BoxName, boxAddress } from '../box/boxAddress.js'
import { waitForContractEvent } from '../events/waitForContractEvent.js'

export type WaitForBoxRevealParameters = {
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
  /** The boxes opened together (one `open` or `openMulti`). */
  tokenIds: readonly bigint[]
  /** The block of the open transaction (its receipt's `blockNumber`); default: the current block. */
  fromBlock?: bigint
} & WatchOptions
/** The card each box revealed (in the order of `tokenIds`), and the resolution's transaction. */
export type WaitForBoxRevealReturnType = {
  readonly cards: readonly { readonly tokenId: bigint; readonly cardId: bigint; readonly rarity: bigint }[]
  readonly transactionHash: Hash
  readonly blockNumber: bigint
}
/** `REQUEST_TIMEOUT` when no reveal came in time (the keeper is late and nobody called `resolveTimedOut` after the randomness timeout), `UNKNOWN_ERROR` when aborted. */
export type WaitForBoxRevealErrorType = FinaverseError

/**
 * Waits for the reveal of opened boxes: the randomness resolution emits `BoxRevealed(tokenId, opener, cardId,
 * rarity)` for every box of the request in one transaction, and mints the cards.
 *
 * @example
 * const receipt = await waitForTransaction(clients.bsc, { hash: await sendPreparedWrite(walletClient, await openMulti(clients.bsc, { account, box: 'BlindBoxV1', tokenIds })) })
 * const { cards } = await waitForBoxReveal(clients.bsc, { box: 'BlindBoxV1', tokenIds, fromBlock: receipt.blockNumber, timeout: 120_000 })
 */
export async function waitForBoxReveal(
  client: AnyClient,
  parameters: WaitForBoxRevealParameters,
): Promise<WaitForBoxRevealReturnType> {
  const { tokenIds, fromBlock, ...watch } = parameters
  const address = boxAddress(client, parameters.box)
  const wanted = new Set(tokenIds)
  const first = await waitForContractEvent(client, {
    ...watch,
    abi: blindBoxAbi,
    address,
    eventName: 'BoxRevealed',
    ...(fromBlock === undefined ? {} : { fromBlock }),
    filter: (log) => log.args.tokenId !== undefined && wanted.has(log.args.tokenId),
  })
  try {
    const logs = await getContractEvents(client, {
      abi: blindBoxAbi,
      address,
      eventName: 'BoxRevealed',
      fromBlock: first.blockNumber,
      toBlock: first.blockNumber,
      strict: true,
    })
    const byToken = new Map(
      logs
        .filter((log) => log.transactionHash === first.transactionHash)
        .map((log) => [log.args.tokenId, log.args]),
    )
    return {
      cards: tokenIds.flatMap((tokenId) => {
        const args = byToken.get(tokenId)
        return args ? [{ tokenId, cardId: args.cardId, rarity: args.rarity }] : []
      }),
      transactionHash: first.transactionHash,
      blockNumber: first.blockNumber,
    }
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
